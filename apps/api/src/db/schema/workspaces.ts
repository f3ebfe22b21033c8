import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const workspaces = pgTable('workspaces', {
  id: id(),
  name: text('name').notNull(),
  /** Slug of the name, unique across Trato (the live availability check at sign-up). */
  domain: text('domain').notNull().unique(),
  logo: text('logo'),
  logoDark: text('logo_dark'),
  primaryColor: text('primary_color').notNull().default('#1d4ed8'),
  businessSector: text('business_sector'),
  currencyCode: text('currency_code'),
  /** Null until the config step chooses one; the registration redirect step reads it. */
  defaultCurrency: text('default_currency'),
  isSubscribed: boolean('is_subscribed').notNull().default(false),
  isDemo: boolean('is_demo').notNull().default(false),
  /** Set by the operator from the superadmin area: its members cannot sign in or use the API. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  paymentData: jsonb('payment_data').$type<Record<string, unknown>>().notNull().default({}),
  workWith: jsonb('work_with').$type<string[]>().notNull().default([]),
  /** IANA time zone: where "today", "this month" and the reminders' days begin for this workspace. */
  timeZone: text('time_zone').notNull().default('America/Santiago'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'owner' | 'admin' | 'member'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('memberships_workspace_user').on(t.workspaceId, t.userId),
    index('memberships_workspace_idx').on(t.workspaceId),
    index('memberships_user_idx').on(t.userId),
    check('memberships_role_check', sql`${t.role} in ('owner', 'admin', 'member')`),
  ],
);

export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessSector: text('business_sector').notNull(),
    howDidYouHear: text('how_did_you_hear').notNull(),
    companySize: text('company_size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('survey_answers_workspace_idx').on(t.workspaceId)],
);
