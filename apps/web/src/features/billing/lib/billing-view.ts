import type { Billing, BillingCard } from '../../../lib/billing/get-billing.ts';
import { BILLING_UI as M } from '../messages.ts';

export type StatusTone = 'success' | 'warning' | 'danger';

/** How the status badge reads: lapsed or unpaid in red, anything pending or ending in amber. */
export function statusTone(billing: Pick<Billing, 'subscription' | 'lapsed'>): StatusTone {
  const status = billing.subscription.status;
  if (billing.lapsed || status === 'canceled' || status === 'unpaid') return 'danger';
  if (billing.subscription.cancel_at_period_end || status === 'past_due' || status === 'incomplete') return 'warning';
  return 'success';
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa •••• 4242" and "Vence 04/2030", or null when there is no card. */
export function describeCard(card: BillingCard | null | undefined): { name: string; expires: string | null } | null {
  if (!card?.last4) return null;
  const brand = BRANDS[card.brand.toLowerCase()] ?? (card.brand || M.cardGeneric);
  const expires = card.exp_month && card.exp_year ? M.cardExpires(String(card.exp_month).padStart(2, '0'), String(card.exp_year)) : null;
  return { name: `${brand} •••• ${card.last4}`, expires };
}

/** The label of the button to /checkout/plans: renew when lapsed, upgrade from free, else change. */
export function upgradeLabel(billing: Pick<Billing, 'lapsed' | 'plan'>): string {
  if (billing.lapsed) return M.resubscribe;
  return billing.plan.is_free ? M.upgrade : M.changePlan;
}

/** A provider URL we are about to send the browser to: only http(s), never javascript: or data:. */
export function safeExternalUrl(url: string | null | undefined, base = window.location.origin): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
