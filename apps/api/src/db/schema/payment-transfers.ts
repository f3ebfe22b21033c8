import { date, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TransferStatus } from '@trato/domain/payments/transfer-review';
import { customers } from './clients.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { projects } from './projects.ts';
import { uploads } from './uploads.ts';
import { users } from './users.ts';
import { workspaces } from './workspaces.ts';

/**
 * A bank transfer a portal client reports for one payment (issue 31 §2, decision 0071), and what the
 * provider decided: in review until confirmed (the payment is paid) or rejected with a reason.
 * Rows are kept: the history of reports outlives each decision.
 */
export const paymentTransfers = pgTable(
  'payment_transfers',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /**
     * The Trato payment. No foreign key on purpose (as online_charges, decision 0070): saving a plan
     * rewrites its payment rows with the same ids, and a report must outlive any such rewrite.
     */
    paymentId: uuid('payment_id').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The portal customer who reported it. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    transferredOn: date('transferred_on').notNull(),
    /** As the client reported it, in `currency` (the payment's). */
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    /** The proof (image or PDF) uploaded with POST …/transfer/proof, if any. */
    proofUploadId: uuid('proof_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    status: text('status').$type<TransferStatus>().notNull().default('in_review'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_transfers_payment_idx').on(t.workspaceId, t.paymentId, t.createdAt),
    // One report in review per payment: a double report (even two at once) is refused by the database.
    uniqueIndex('payment_transfers_one_in_review_idx').on(t.paymentId).where(sql`status = 'in_review'`),
  ],
);
