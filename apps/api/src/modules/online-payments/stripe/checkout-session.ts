import type { StripeClient } from './client.ts';
import { stripeUnitAmount } from './amount.ts';

/**
 * A Checkout Session in payment mode for one Trato payment (issue 31 §2): one line with the
 * payment's name, its currency (lower case, as Stripe writes it) and the stored amount as
 * `unit_amount` in the currency's smallest unit — never a figure from the browser.
 * `client_reference_id` and `metadata.trato_payment` name what is paid (the webhook and the return
 * page find the payment by them, and the payment intent carries the same metadata so a refund or a
 * dispute on the charge can be traced back). `success_url` gets `session_id={CHECKOUT_SESSION_ID}`,
 * which Stripe fills in, so the return page can read the session back; `cancel_url` is where
 * «back» on Stripe's page leads.
 */
export type CheckoutRequest = {
  /** Sent as client_reference_id and metadata.trato_payment. */
  reference: string;
  /** The line the client reads on Stripe's page (the payment's name). */
  title: string;
  /** ISO code, as stored with the payment. */
  currency: string;
  /** The stored amount, 2 decimals ("15000.00"). */
  amount: string;
  /** A batch checkout (decision 0075): one line per payment, each with its stored amount; `amount` and `title` are then not lines. */
  lines?: { title: string; amount: string }[];
};

export type CheckoutUrls = { success: string; cancel: string };

export type CreatedSession = { id: string; url: string };

/** The success URL with Stripe's placeholder, written literally (URLSearchParams would escape its braces). */
export const withSessionId = (url: string) => `${url}${url.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`;

export function checkoutSessionParams(checkout: CheckoutRequest, urls: CheckoutUrls) {
  const lines = checkout.lines ?? [{ title: checkout.title, amount: checkout.amount }];
  const metadata = { trato_payment: checkout.reference };
  return {
    mode: 'payment' as const,
    line_items: lines.map((line) => ({
      quantity: 1,
      price_data: { currency: checkout.currency.toLowerCase(), unit_amount: stripeUnitAmount(line.amount, checkout.currency), product_data: { name: line.title } },
    })),
    client_reference_id: checkout.reference,
    metadata,
    payment_intent_data: { metadata },
    success_url: withSessionId(urls.success),
    cancel_url: urls.cancel,
    locale: 'es' as const,
  };
}

export async function createCheckoutSession(client: StripeClient, checkout: CheckoutRequest, urls: CheckoutUrls): Promise<CreatedSession> {
  const session = await client.checkout.sessions.create(checkoutSessionParams(checkout, urls));
  if (!session.url) throw new Error('Stripe answered a Checkout Session without url');
  return { id: session.id, url: session.url };
}
