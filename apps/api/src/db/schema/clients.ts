import { boolean, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

/** A client organisation, or a person working alone (is_person). Archived, never deleted. */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    logo: text('logo'),
    isPerson: boolean('is_person').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('companies_workspace_idx').on(t.workspaceId), index('companies_workspace_updated_idx').on(t.workspaceId, t.updatedAt, t.id)],
);

/** A client person (contact) of a company; email unique per workspace, lower-cased. */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The company's main contact. */
    isContact: boolean('is_contact').notNull().default(false),
    /**
     * When this customer first proved they own the email: spent a magic link that was emailed to
     * them. Until then a signature hands them only a session scoped to what they signed (decision 0011).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** argon2id hash of the password the customer set in the portal (after a magic-link sign-in); null until then. */
    passwordHash: text('password_hash'),
    /** The OpenID Connect subject of the customer's Google account, once linked (unique per workspace). */
    googleSub: text('google_sub'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('customers_workspace_email').on(t.workspaceId, t.email),
    unique('customers_workspace_google_sub').on(t.workspaceId, t.googleSub),
    index('customers_workspace_idx').on(t.workspaceId),
    index('customers_company_idx').on(t.companyId),
  ],
);
