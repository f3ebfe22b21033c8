import { inject } from 'vitest';

/**
 * A journey's own accounts at the shared server's payment-provider stand-ins
 * (support/payment-providers-control.ts): what a provider would copy from its Mercado Pago or Stripe
 * dashboard into settings «Cobros».
 */
async function ask<T>(path: string, body: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${inject('paymentProvidersUrl')}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`payment stand-in control ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const newMercadoPagoAccount = () => ask<{ accessToken: string; webhookSecret: string }>('/mercadopago/accounts');

/** A Stripe account; its events go to `webhookUrl` (the address settings «Cobros» shows), settable later. */
export const newStripeAccount = (webhookUrl?: string) => ask<{ secretKey: string; webhookSecret: string }>('/stripe/accounts', { webhookUrl });

export const setStripeWebhookUrl = (secretKey: string, webhookUrl: string) => ask<{ ok: true }>('/stripe/webhook-url', { secretKey, webhookUrl });
