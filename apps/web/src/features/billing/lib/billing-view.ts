import type { Billing, BillingCard } from '../../../lib/billing/get-billing.ts';
import { BILLING_UI as M } from '../messages.ts';

/** The subscription status in Spanish: the server's description, else our label, else the raw value. */
export function statusLabel(billing: Pick<Billing, 'subscription'>): string | null {
  const sub = billing.subscription;
  if (!sub) return null;
  return sub.status_description?.trim() || M.statuses[sub.status] || sub.status;
}

export type StatusTone = 'success' | 'warning' | 'danger';

export function statusTone(billing: Pick<Billing, 'subscription' | 'lapsed'>): StatusTone {
  const status = billing.subscription?.status;
  if (billing.lapsed || status === 'canceled' || status === 'unpaid' || status === 'incomplete_expired') return 'danger';
  if (billing.subscription?.cancel_at_period_end || status === 'past_due' || status === 'incomplete' || status === 'paused') return 'warning';
  return 'success';
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa •••• 4242" and "Vence 04/2030", or null when there is no usable card. */
export function describeCard(card: BillingCard | null | undefined): { name: string; expires: string | null } | null {
  if (!card?.last4) return null;
  const brand = card.brand ? (BRANDS[card.brand.toLowerCase()] ?? card.brand) : 'Tarjeta';
  const expires =
    card.exp_month && card.exp_year ? M.cardExpires(String(card.exp_month).padStart(2, '0'), String(card.exp_year)) : null;
  return { name: `${brand} •••• ${card.last4}`, expires };
}

/** What /billing offers in hosted mode (self-hosted offers none: the operator assigns plans). */
export function billingActions(billing: Billing) {
  const hosted = billing.mode === 'hosted';
  const paid = hosted && !billing.plan.is_free && !billing.lapsed && billing.subscription?.source === 'stripe';
  return {
    upgrade: hosted,
    upgradeLabel: billing.lapsed ? M.resubscribe : billing.plan.is_free ? M.upgrade : M.changePlan,
    cancel: paid && !billing.subscription?.cancel_at_period_end && billing.subscription?.status !== 'canceled',
    manageCard: paid || (hosted && !!billing.subscription?.card?.last4),
  };
}

/** A provider URL we are about to send the browser to: only http(s), never javascript: or data:. */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
