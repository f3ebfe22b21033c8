import Stripe from 'stripe';
import { z } from 'zod';
import type { StripeClient } from './client.ts';
import { stripeAmountToMinorUnits } from './amount.ts';

/**
 * A Checkout Session read back from GET /v1/checkout/sessions/{id} with the workspace's own key
 * (issue 31 §3: a webhook's body is only a claim; what is written comes from this read). Only the
 * fields Trato acts on, checked: an answer without them is an error, not a guess.
 */
export const SESSION_STATUSES = ['open', 'complete', 'expired'] as const;
export const SESSION_PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const;

/**
 * What a session (or an event) means for the Trato payment: paid; pending (not decided yet: the
 * page is open, or a delayed method such as a bank debit is still clearing); failed (a delayed
 * payment that did not clear, or a completed session that charged nothing: the client may try
 * again); expired (the session closed unpaid: a new one is needed); reversed (refunded or disputed:
 * owed again, history kept).
 */
export type StripeOutcome = 'paid' | 'pending' | 'failed' | 'expired' | 'reversed';

export function outcomeOfSession(status: (typeof SESSION_STATUSES)[number], paymentStatus: (typeof SESSION_PAYMENT_STATUSES)[number]): StripeOutcome {
  if (status === 'expired') return 'expired';
  if (status === 'open') return 'pending';
  if (paymentStatus === 'paid') return 'paid';
  // complete + unpaid: a delayed method; async_payment_succeeded / _failed decides later.
  return paymentStatus === 'unpaid' ? 'pending' : 'failed';
}

/**
 * The events a workspace's endpoint acts on. `session`: read the session back and take its outcome
 * (completed, or a delayed payment that cleared). An outcome: the event itself decides, once the
 * object it names has been read back (async_payment_failed leaves the session complete + unpaid;
 * a refund or a dispute is on the charge). Anything else is acknowledged and ignored.
 */
const EVENT_OUTCOMES: Record<string, StripeOutcome | 'session' | 'dispute'> = {
  'checkout.session.completed': 'session',
  'checkout.session.async_payment_succeeded': 'session',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
  'charge.refunded': 'reversed',
  // A dispute's events only say where to look: the dispute read back decides (charge.ts readDispute).
  'charge.dispute.created': 'dispute',
  'charge.dispute.updated': 'dispute',
  'charge.dispute.closed': 'dispute',
};

export const outcomeOfEvent = (type: string): StripeOutcome | 'session' | 'dispute' | 'ignored' => EVENT_OUTCOMES[type] ?? 'ignored';

export type ProviderSession = {
  id: string;
  status: (typeof SESSION_STATUSES)[number];
  paymentStatus: (typeof SESSION_PAYMENT_STATUSES)[number];
  outcome: StripeOutcome;
  /** amount_total in the currency's smallest unit; null when it is not an integer. */
  units: bigint | null;
  currency: string;
  /** client_reference_id, which createCheckoutSession sets to the payment's reference. */
  reference: string | null;
  /** metadata.trato_payment: must say the same. */
  metadataReference: string | null;
  paymentIntent: string | null;
  liveMode: boolean;
};

const answerSchema = z.object({
  id: z.string().min(1),
  mode: z.literal('payment'),
  status: z.enum(SESSION_STATUSES),
  payment_status: z.enum(SESSION_PAYMENT_STATUSES),
  amount_total: z.number().nullable(),
  currency: z.string().min(3),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  livemode: z.boolean(),
});

/** Checkout Session ids: cs_test_… or cs_live_…; anything else is not looked up. */
export const isSessionId = (id: string): boolean => /^cs_(test|live)_[A-Za-z0-9]{1,200}$/.test(id);

/** The session, or null when Stripe has none with that id for this key. */
export async function readCheckoutSession(client: StripeClient, id: string): Promise<ProviderSession | null> {
  if (!isSessionId(id)) return null;
  let answer: unknown;
  try {
    answer = await client.checkout.sessions.retrieve(id);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
    throw err;
  }
  const s = answerSchema.parse(answer);
  return {
    id: s.id,
    status: s.status,
    paymentStatus: s.payment_status,
    outcome: outcomeOfSession(s.status, s.payment_status),
    units: stripeAmountToMinorUnits(s.amount_total),
    currency: s.currency.toUpperCase(),
    reference: s.client_reference_id ?? null,
    metadataReference: s.metadata?.trato_payment ?? null,
    paymentIntent: typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null),
    liveMode: s.livemode,
  };
}
