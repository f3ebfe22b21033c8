import type { SubscriptionStatus } from '../../db/schema/billing.ts';

/** Webhooks can be late: a Stripe period counts as over this long after its end (decision 0019). */
export const PERIOD_GRACE_MS = 2 * 24 * 60 * 60 * 1000;

const ENDED: readonly SubscriptionStatus[] = ['canceled', 'unpaid', 'incomplete'];

export type LapseInput = {
  source: 'default' | 'operator' | 'stripe';
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  planIsFree: boolean;
};

/**
 * A paid Stripe subscription that is no longer paid: ended by Stripe, or its period over (plus a
 * grace for late webhooks). Default and operator-assigned plans have no period and never lapse.
 * While lapsed the free plan's limits apply; nothing else is refused.
 */
export function isLapsed(sub: LapseInput, now: Date = new Date()): boolean {
  if (sub.source !== 'stripe' || sub.planIsFree) return false;
  if (ENDED.includes(sub.status)) return true;
  return sub.currentPeriodEnd !== null && sub.currentPeriodEnd.getTime() + PERIOD_GRACE_MS < now.getTime();
}
