import Stripe from 'stripe';
import { z } from 'zod';
import type { StripeClient } from './client.ts';
import { stripeAmountToMinorUnits } from './amount.ts';
import type { StripeOutcome } from './session.ts';

/**
 * A refund or a dispute arrives as an event about the charge (`charge.refunded` carries the charge,
 * `charge.dispute.created` a dispute naming it). As with a session, the event only says where to
 * look: the charge is read back from GET /v1/charges/{id} with the workspace's key, and found in
 * Trato by its payment intent (the session's `payment_intent`, kept when the payment was applied).
 * Reversed: refunded in full, or disputed (the money is held, then usually lost); a partial refund
 * leaves it paid with `refundedUnits` for the wiring to show.
 */
export type ProviderCharge = {
  id: string;
  paymentIntent: string | null;
  units: bigint | null;
  currency: string;
  refundedUnits: bigint | null;
  refunded: boolean;
  disputed: boolean;
  outcome: Extract<StripeOutcome, 'paid' | 'reversed'>;
};

const answerSchema = z.object({
  id: z.string().min(1),
  amount: z.number(),
  amount_refunded: z.number(),
  currency: z.string().min(3),
  refunded: z.boolean(),
  disputed: z.boolean(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
});

/** Charge ids (ch_…, py_… for some methods); anything else is not looked up. */
export const isChargeId = (id: string): boolean => /^(ch|py)_[A-Za-z0-9_]{1,200}$/.test(id);

/** The charge an event names: the charge itself (charge.*) or a dispute's `charge`; null for other objects. */
export function chargeIdOfEvent(event: Pick<Stripe.Event, 'type' | 'data'>): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  const id = object.object === 'charge' ? object.id : object.object === 'dispute' ? object.charge : null;
  if (typeof id === 'string') return id;
  return typeof id === 'object' && id !== null && typeof (id as { id?: unknown }).id === 'string' ? (id as { id: string }).id : null;
}

/** The charge, or null when Stripe has none with that id for this key. */
export async function readCharge(client: StripeClient, id: string): Promise<ProviderCharge | null> {
  if (!isChargeId(id)) return null;
  let answer: unknown;
  try {
    answer = await client.charges.retrieve(id);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
    throw err;
  }
  const c = answerSchema.parse(answer);
  return {
    id: c.id,
    paymentIntent: typeof c.payment_intent === 'string' ? c.payment_intent : (c.payment_intent?.id ?? null),
    units: stripeAmountToMinorUnits(c.amount),
    currency: c.currency.toUpperCase(),
    refundedUnits: stripeAmountToMinorUnits(c.amount_refunded),
    refunded: c.refunded,
    disputed: c.disputed,
    outcome: c.refunded || c.disputed ? 'reversed' : 'paid',
  };
}
