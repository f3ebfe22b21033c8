import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces.ts';

/**
 * How many calendar events each day of a workspace holds, per kind: payments due that day and
 * stages running over it, under the calendar's own rule (apps/api/src/modules/dashboard/
 * calendar-events.ts: a payment of a live portal or of an open proposal, a stage of a live portal).
 * Kept by triggers on payments, stages and projects (migration 0012, decision 0039) so the capped
 * calendar (`per_day`) says '+N más' without reading every event of the month. Never written by
 * the app. A day whose events all left keeps its row with n = 0: readers skip it.
 */
export const calendarDayCounts = pgTable(
  'calendar_day_counts',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').$type<'payment' | 'stage'>().notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'calendar_day_counts_pk', columns: [t.workspaceId, t.day, t.kind] })],
);
