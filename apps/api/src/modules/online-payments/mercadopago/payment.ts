import { MPNotFoundError, Payment } from 'mercadopago';
import { z } from 'zod';
import type { MercadoPagoClient } from './client.ts';

/**
 * A Mercado Pago payment read back from GET /v1/payments/{id} with the workspace's own token (issue
 * 31 §3: a webhook only says "look at payment N"; what is written comes from this read). Only the
 * fields Trato acts on, checked: an answer without them is an error, not a guess.
 */
export const MERCADOPAGO_STATUSES = [
  'pending',
  'approved',
  'authorized',
  'in_process',
  'in_mediation',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
] as const;
export type MercadoPagoStatus = (typeof MERCADOPAGO_STATUSES)[number];

/**
 * What a status means for the Trato payment: paid (approved); pending (not decided yet: a cash
 * voucher not paid, a card under review, an authorised card not captured); failed (rejected or
 * cancelled: the client may try again); reversed (refunded or charged back: owed again, history
 * kept); disputed (in_mediation: the client opened a claim, the money is held until it is settled).
 */
export type PaymentOutcome = 'paid' | 'pending' | 'failed' | 'reversed' | 'disputed';

const OUTCOMES: Record<MercadoPagoStatus, PaymentOutcome> = {
  approved: 'paid',
  pending: 'pending',
  authorized: 'pending',
  in_process: 'pending',
  in_mediation: 'disputed',
  rejected: 'failed',
  cancelled: 'failed',
  refunded: 'reversed',
  charged_back: 'reversed',
};

export const outcomeOf = (status: MercadoPagoStatus): PaymentOutcome => OUTCOMES[status];

export type ProviderPayment = {
  id: string;
  status: MercadoPagoStatus;
  statusDetail: string | null;
  outcome: PaymentOutcome;
  /** transaction_amount as Mercado Pago sent it (a decimal number): compare with checkPaymentMatches. */
  amount: number;
  /**
   * transaction_amount_refunded: refunded so far. Mercado Pago leaves a partly refunded payment
   * `approved` (status_detail `partially_refunded`) and turns it `refunded` once all is refunded.
   */
  refundedAmount: number;
  currency: string;
  externalReference: string | null;
  approvedAt: Date | null;
  liveMode: boolean | null;
};

const answerSchema = z.object({
  id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]),
  status: z.enum(MERCADOPAGO_STATUSES),
  status_detail: z.string().nullish(),
  transaction_amount: z.number(),
  transaction_amount_refunded: z.number().nullish(),
  currency_id: z.string().min(1),
  external_reference: z.string().nullish(),
  date_approved: z.string().nullish(),
  live_mode: z.boolean().nullish(),
});

/** Mercado Pago payment ids are numbers; anything else is not looked up. */
export const isPaymentId = (id: string): boolean => /^\d{1,20}$/.test(id);

/** The payment, or null when Mercado Pago has none with that id for this token. */
export async function readPayment(client: MercadoPagoClient, id: string): Promise<ProviderPayment | null> {
  if (!isPaymentId(id)) return null;
  let answer: unknown;
  try {
    answer = await client.call((config) => new Payment(config).get({ id }));
  } catch (err) {
    if (err instanceof MPNotFoundError) return null;
    throw err;
  }
  const p = answerSchema.parse(answer);
  return {
    id: String(p.id),
    status: p.status,
    statusDetail: p.status_detail ?? null,
    outcome: outcomeOf(p.status),
    amount: p.transaction_amount,
    refundedAmount: p.transaction_amount_refunded ?? 0,
    currency: p.currency_id.toUpperCase(),
    externalReference: p.external_reference ?? null,
    approvedAt: p.date_approved ? new Date(p.date_approved) : null,
    liveMode: p.live_mode ?? null,
  };
}
