import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * Every call to /v1/superadmin, written before it answers: who (the superadmin), what (action and
 * target) and from where. Kept even when the superadmin user is later deleted.
 */
export const superadminAudit = pgTable(
  'superadmin_audit',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    action: text('action').notNull(),
    /** What was looked at or changed: e.g. { list: 'workspaces', search, page } or { workspaceId, planId }. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('superadmin_audit_created_idx').on(t.createdAt)],
);

/**
 * Background jobs (outbox, demo reset, reminders): one row per job name. A process runs a job only
 * while it holds the lease (lease_until in the future, taken with an atomic update), so several
 * server processes never run one job at once, and a crashed holder only delays it. The last-run
 * columns feed the operator's diagnostics page (/tests).
 */
export const jobs = pgTable('jobs', {
  name: text('name').primaryKey(),
  leaseHolder: text('lease_holder'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
});
