import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

export type ChargeProvider = 'mercadopago' | 'stripe';

/**
 * What a provider's charge did to a Trato payment (issue 31 §3, decision 0070): paid it; pending or
 * failed (nothing changed yet); reversed (refunded or charged back: the payment owed again);
 * duplicate (the payment was already paid by hand: recorded, not paid twice); mismatch (another
 * amount or currency than asked: recorded, the payment untouched).
 */
export type ChargeStatus = 'paid' | 'pending' | 'failed' | 'reversed' | 'duplicate' | 'mismatch';

/**
 * One row per provider charge: a Mercado Pago payment id or a Stripe Checkout Session id, unique per
 * provider, so a webhook delivered twice, late or at the same time applies once.
 */
export const onlineCharges = pgTable(
  'online_charges',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /**
     * The Trato payment. No foreign key on purpose: saving a plan rewrites its payment rows
     * (projects/project-payments.ts), and a charge's history must outlive any such rewrite.
     */
    paymentId: uuid('payment_id').notNull(),
    provider: text('provider').$type<ChargeProvider>().notNull(),
    /** Mercado Pago's payment id, or Stripe's Checkout Session id. */
    providerRef: text('provider_ref').notNull(),
    /** Stripe's payment intent: a refund or a dispute arrives about the charge, found by it. */
    providerIntent: text('provider_intent'),
    status: text('status').$type<ChargeStatus>().notNull(),
    /** What the provider reported, in the currency's minor units; null when not an exact amount. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('online_charges_provider_ref_idx').on(t.provider, t.providerRef),
    index('online_charges_intent_idx').on(t.provider, t.providerIntent),
    index('online_charges_payment_idx').on(t.workspaceId, t.paymentId),
  ],
);
