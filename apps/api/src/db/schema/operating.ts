import { index, integer, jsonb, numeric, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';
import { workspaces } from './workspaces.ts';

const workspaceId = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/**
 * The workspace's own conversion table for the payments metrics: how many US dollars one unit of a
 * currency is worth. A currency without a row uses the built-in default of @trato/domain.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    workspaceId: workspaceId(),
    currencyCode: text('currency_code').notNull(),
    usdPerUnit: numeric('usd_per_unit', { precision: 24, scale: 10 }).notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.currencyCode] })],
);

/**
 * Every reminder sent (payment due soon, overdue, proposal expiring, or one sent by hand). The unique
 * (kind, subject, occasion) row is inserted in the same transaction that queues the email, so an
 * event is emailed once however many processes or runs see it.
 */
export const reminderLog = pgTable(
  'reminder_log',
  {
    id: id(),
    workspaceId: workspaceId(),
    /** payment.due_soon, payment.overdue, proposal.expiring or payment.manual. */
    kind: text('kind').notNull(),
    /** The payment or proposal it is about. */
    subjectId: uuid('subject_id').notNull(),
    /** What makes it a new event: the due date it was about, or the moment of a manual reminder. */
    occasion: text('occasion').notNull(),
    /** Who sent it by hand (null for the job). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    recipients: integer('recipients').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique('reminder_log_event_unique').on(t.kind, t.subjectId, t.occasion), index('reminder_log_subject_idx').on(t.subjectId, t.createdAt)],
);

/**
 * A POST that carried an Idempotency-Key: the answer it got, replayed when the same key comes back
 * (a retried request after a lost response creates nothing twice).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    workspaceId: workspaceId(),
    /** Which operation the key was used on (e.g. 'POST /v1/payments'). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of the request body: the same key with another body is a 422, not a replay. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * A user's private iCalendar feed of one workspace (payments and stages). Only the token's hash is
 * kept; revoking deletes the row, and a new one is a new URL.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    workspaceId: workspaceId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [unique('calendar_feeds_user_unique').on(t.workspaceId, t.userId)],
);

export type ReminderKind = 'payment.due_soon' | 'payment.overdue' | 'proposal.expiring' | 'payment.manual';
