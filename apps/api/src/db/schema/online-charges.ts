import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

export type ChargeProvider = 'mercadopago' | 'stripe';

/**
 * What a provider's charge did to a Trato payment (issue 31 §3, decision 0070): paid it; pending or
 * failed (nothing changed yet); reversed (refunded or charged back: the payment owed again);
 * duplicate (the payment was already paid by hand: recorded, not paid twice); mismatch (another
 * amount or currency than asked: recorded, the payment untouched); disputed (decision 0075: the
 * client opened a claim, the money is held; the payment keeps its state until the claim is lost).
 */
export type ChargeStatus = 'paid' | 'pending' | 'failed' | 'reversed' | 'duplicate' | 'mismatch' | 'disputed';

/** What a 'disputed' charge was when the claim opened, restored when the claim is won (decision 0075). */
export type HeldStatus = 'paid' | 'duplicate' | 'mismatch';

/** Why a charge was reversed: the provider refunded it in full, or the client's claim was lost. */
export type ChargeReversal = 'refund' | 'chargeback';

/**
 * One row per provider charge and Trato payment: a Mercado Pago payment id or a Stripe Checkout
 * Session id, unique per provider and payment (a batch checkout pays several payments with one
 * charge, decision 0075), so a webhook delivered twice, late or at the same time applies once.
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
    /** Refunded so far, in minor units: a partial refund leaves the payment paid (decision 0075). */
    refundedMinor: bigint('refunded_minor', { mode: 'bigint' }),
    /** While 'disputed': what the charge was before the claim (restored when won). */
    heldStatus: text('held_status').$type<HeldStatus>(),
    /** When 'reversed': a full refund or a lost claim. */
    reversal: text('reversal').$type<ChargeReversal>(),
    /** The «Pagar todo lo pendiente» checkout this charge paid through, when it paid several payments at once. */
    batchId: uuid('batch_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One provider charge may pay several payments (a batch checkout): once per payment.
    uniqueIndex('online_charges_provider_ref_payment_idx').on(t.provider, t.providerRef, t.paymentId),
    index('online_charges_intent_idx').on(t.provider, t.providerIntent),
    index('online_charges_payment_idx').on(t.workspaceId, t.paymentId),
  ],
);
