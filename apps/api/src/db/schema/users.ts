import { type AnyPgColumn, boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

export const users = pgTable('users', {
  id: id(),
  name: text('name').notNull(),
  /** Always stored lower-cased (see normalizeEmail). */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  avatar: text('avatar'),
  isGod: boolean('is_god').notNull().default(false),
  /** The OpenID Connect subject of the user's Google account, once linked. */
  googleSub: text('google_sub').unique(),
  /** The workspace the user last worked in; their token acts in it. */
  currentWorkspaceId: uuid('current_workspace_id').references((): AnyPgColumn => workspaces.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
