import Stripe from 'stripe';

/**
 * Is a webhook really from Stripe, for this workspace's endpoint, and recent (issue 31 §3)? Stripe's
 * documented scheme: the `Stripe-Signature` header is `t=<seconds>,v1=<hex HMAC-SHA256>[,v1=…]`, the
 * HMAC keyed with the endpoint's signing secret over `<t>.<raw body>` — the exact bytes received, so
 * the route must hand over the raw body, not re-serialised JSON. The SDK's
 * `webhooks.constructEvent` checks the HMAC (constant-time, any of the v1 values); the timestamp is
 * checked here, both ways, because the SDK only refuses an old one, not one from the future.
 * A header with more than one `t` is not trusted (the SDK would take the last). Reasons are for logs
 * and tests, never shown to anybody; nothing here logs the secret, the header or the body.
 */
export type StripeSignatureRejection = 'unsigned' | 'bad_signature' | 'stale' | 'not_an_event';

export type StripeWebhookCheck = { ok: true; event: Stripe.Event; signedAt: Date } | { ok: false; reason: StripeSignatureRejection };

/** Only to reach the SDK's webhook helpers, which use no key. */
const sdk = new Stripe('sk_unused_for_webhooks');

/** The header's single timestamp, when it has one and at least one v1 signature. */
function signedTimestamp(header: string): number | null {
  const parts = header.split(',').map((p) => p.trim().split('='));
  const ts = parts.filter(([k]) => k === 't');
  if (ts.length !== 1 || !/^\d{1,12}$/.test(ts[0]![1] ?? '')) return null;
  if (!parts.some(([k, v]) => k === 'v1' && v)) return null;
  return Number(ts[0]![1]);
}

export function verifyStripeWebhook(
  rawBody: Buffer | string,
  signatureHeader: string | string[] | undefined,
  secret: string,
  toleranceSeconds: number,
  now: Date = new Date(),
): StripeWebhookCheck {
  const header = Array.isArray(signatureHeader) ? (signatureHeader.length === 1 ? signatureHeader[0] : undefined) : signatureHeader;
  const t = header ? signedTimestamp(header) : null;
  if (!header || t === null) return { ok: false, reason: 'unsigned' };
  if (rawBody.length === 0) return { ok: false, reason: 'bad_signature' };
  let event: Stripe.Event;
  try {
    // Tolerance 0: the SDK checks only the signature; the window is checked below, both ways.
    event = sdk.webhooks.constructEvent(rawBody, header, secret, 0);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeSignatureVerificationError) return { ok: false, reason: 'bad_signature' };
    // Signed, but not JSON or not an event (a thin event notification): not something to act on.
    return { ok: false, reason: 'not_an_event' };
  }
  if (Math.abs(Math.floor(now.getTime() / 1000) - t) > toleranceSeconds) return { ok: false, reason: 'stale' };
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object') return { ok: false, reason: 'not_an_event' };
  return { ok: true, event, signedAt: new Date(t * 1000) };
}
