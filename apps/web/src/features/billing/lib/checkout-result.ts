import type { Billing } from '../../../lib/billing/get-billing.ts';

export type CheckoutOutcome = 'success' | 'canceled' | 'none';

/** What the return from Stripe Checkout says (?checkout=success|canceled, ?session_id=). */
export function checkoutOutcome(params: URLSearchParams): CheckoutOutcome {
  const flag = params.get('checkout');
  if (flag === 'canceled' || flag === 'cancelled' || params.has('canceled')) return 'canceled';
  if (flag === 'success' || params.get('session_id')) return 'success';
  return 'none';
}

/** The webhook has landed: the workspace is on a paid Stripe plan that is not lapsed. */
export function paymentApplied(billing: Billing | undefined): boolean {
  return !!billing && billing.subscription.source === 'stripe' && !billing.plan.is_free && !billing.lapsed;
}

/** How long the return page waits for the webhook before saying it is still being confirmed. */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_MAX_POLLS = 15;
