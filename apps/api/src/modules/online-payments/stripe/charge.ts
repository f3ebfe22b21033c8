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
 * Reversed: refunded in full; partly_refunded: part of it refunded, the payment stays paid, with
 * `refundedUnits` to show (decision 0075). A dispute is decided by the dispute itself (readDispute).
 */
export type ProviderCharge = {
  id: string;
  paymentIntent: string | null;
  units: bigint | null;
  currency: string;
  refundedUnits: bigint | null;
  refunded: boolean;
  disputed: boolean;
  outcome: Extract<StripeOutcome, 'paid' | 'reversed'> | 'partly_refunded';
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
    outcome: c.refunded ? 'reversed' : c.amount_refunded > 0 ? 'partly_refunded' : 'paid',
  };
}

/**
 * A dispute read back from GET /v1/disputes/{id} (the events charge.dispute.created / updated /
 * closed carry it). What it means for the charge: lost → reversed (a chargeback); won, or an
 * inquiry closed without a chargeback (warning_closed) → paid again; any other status → disputed
 * (the money is held). Stripe's statuses: https://docs.stripe.com/api/disputes/object#dispute_object-status
 */
export type ProviderDispute = { id: string; charge: string; status: string; outcome: 'disputed' | 'paid' | 'reversed' };

const disputeSchema = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  charge: z.union([z.string(), z.object({ id: z.string() })]),
});

export const isDisputeId = (id: string): boolean => /^(dp|du)_[A-Za-z0-9_]{1,200}$/.test(id);

export function outcomeOfDispute(status: string): ProviderDispute['outcome'] {
  if (status === 'lost') return 'reversed';
  if (status === 'won' || status === 'warning_closed') return 'paid';
  return 'disputed';
}

/** The dispute an event names, or null when Stripe has none with that id for this key. */
export async function readDispute(client: StripeClient, id: string): Promise<ProviderDispute | null> {
  if (!isDisputeId(id)) return null;
  let answer: unknown;
  try {
    answer = await client.disputes.retrieve(id);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
    throw err;
  }
  const d = disputeSchema.parse(answer);
  return { id: d.id, status: d.status, charge: typeof d.charge === 'string' ? d.charge : d.charge.id, outcome: outcomeOfDispute(d.status) };
}

/** The dispute's id when the event is about a dispute. */
export function disputeIdOfEvent(event: Pick<Stripe.Event, 'data'>): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  return object.object === 'dispute' && typeof object.id === 'string' ? object.id : null;
}
