import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { workspaces } from './workspaces.ts';

/** One payment of a batch checkout as it was asked: its id, name and stored amount at creation. */
export type BatchItem = { payment_id: string; name: string; amount: string };

/**
 * «Pagar todo lo pendiente» (issue 31, decision 0075): one Mercado Pago / Stripe checkout for all the
 * due payments of a project in one currency. The row's id is the checkout's external_reference /
 * client_reference_id; the items are what was asked for each payment when the checkout was created,
 * so the webhook can apply the one provider charge to each payment, once, and flag a payment whose
 * amount changed since. No foreign key to payments (saving a plan rewrites their rows, decision 0070).
 */
export const checkoutBatches = pgTable(
  'checkout_batches',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    provider: text('provider').notNull(),
    currency: text('currency').notNull(),
    items: jsonb('items').$type<BatchItem[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('checkout_batches_project_idx').on(t.workspaceId, t.projectId)],
);
