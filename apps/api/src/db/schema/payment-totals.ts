import { boolean, date, integer, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces.ts';

/**
 * The visible payments of a workspace summed per due day, currency, paid or not and owner type
 * (a live portal's, 'project', or an open proposal's, 'proposal': the rule of payments.scope.ts).
 * Kept by triggers on payments and projects (migration 0010, docs/decisions/0035) so the payments
 * metrics and the list's total read a few thousand rows instead of a million. Never written by
 * the app. A group whose payments all left keeps its row with n = 0: readers skip it.
 */
export const paymentDayTotals = pgTable(
  'payment_day_totals',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    ownerType: text('owner_type').$type<'project' | 'proposal'>().notNull(),
    /** The due day (due_at is midnight UTC); null for payments without a due date. */
    day: date('day', { mode: 'string' }),
    currency: text('currency').notNull(),
    paid: boolean('paid').notNull(),
    n: integer('n').notNull(),
    amount: numeric('amount').notNull(),
  },
  (t) => [unique('payment_day_totals_group').on(t.workspaceId, t.ownerType, t.day, t.currency, t.paid).nullsNotDistinct()],
);
