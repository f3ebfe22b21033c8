import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReceiptIssuer, ReceiptMethod } from '@trato/domain/payments/receipts';
import { createdAt, id } from './columns.ts';
import { projects } from './projects.ts';
import { workspaces } from './workspaces.ts';

/**
 * A numbered receipt (recibo) issued when a portal payment becomes paid (issue 31 §3, decision
 * 0072), whatever paid it: «Marcar como pagado», a verified online charge, a confirmed transfer. A
 * frozen document: what was paid, how, by whom and to whom, as it was at that moment; later edits of
 * the plan, the client or settings «Cobros» do not change it. When the payment goes back to pending
 * the receipt is voided (kept, listed as «Anulado», its number never reused); paying again issues a
 * new one.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /**
     * The Trato payment. No foreign key on purpose: saving a plan rewrites its payment rows (same
     * ids), and a receipt must outlive any such rewrite (as online_charges, decision 0070).
     */
    paymentId: uuid('payment_id').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Sequential per workspace, from 1, no gaps (receipt_counters). */
    number: integer('number').notNull(),
    paymentName: text('payment_name').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    method: text('method').$type<ReceiptMethod>().notNull(),
    /** The provider's payment / session id for an online charge; null when paid by hand. */
    providerRef: text('provider_ref'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** The client company (or the project's name when it has none) as it was when paid. */
    clientName: text('client_name').notNull(),
    projectName: text('project_name').notNull(),
    /** Who issues it: the business identity of settings «Cobros» (or the workspace's name). */
    issuer: jsonb('issuer').$type<ReceiptIssuer>().notNull(),
    /** The workspace's zone when issued: the receipt's dates and number year read in it, for good. */
    timeZone: text('time_zone').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('receipts_workspace_number_idx').on(t.workspaceId, t.number),
    // One live receipt per payment: a second issue for the same payment fails instead of doubling.
    uniqueIndex('receipts_live_payment_idx').on(t.workspaceId, t.paymentId).where(sql`voided_at is null`),
    index('receipts_project_idx').on(t.workspaceId, t.projectId, t.number),
  ],
);

/**
 * The last receipt number of each workspace. Incremented by an upsert in the issuing transaction:
 * the row stays locked until commit, so concurrent payments (two projects, two processes) take
 * consecutive numbers one after the other, and a rolled-back issue leaves no gap.
 */
export const receiptCounters = pgTable('receipt_counters', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});
