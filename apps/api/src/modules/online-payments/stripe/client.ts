import Stripe from 'stripe';

/**
 * A workspace's Stripe client: the official SDK with that workspace's own secret key (issue 31 §1:
 * each workspace is paid into its own account), pointed at Stripe or, with STRIPE_API_URL, at a
 * local stand-in (tests), as billing does (decision 0019). Unlike Mercado Pago's SDK, Stripe's
 * takes the host per client, so two workspaces' clients never share an address. The key only
 * travels in the Authorization header the SDK writes; nothing here logs it.
 */
export type StripeClient = Stripe;

export function stripeClient(secretKey: string, apiUrl: string | null): StripeClient {
  const url = apiUrl ? new URL(apiUrl) : null;
  if (url && url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('Stripe API address must be an http(s) URL');
  return new Stripe(secretKey, {
    // A checkout request and a webhook wait on the call: one retry (the SDK sends an idempotency
    // key with it), and a bounded wait instead of the SDK's 80 s.
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(url ? { host: url.hostname, port: url.port || (url.protocol === 'https:' ? 443 : 80), protocol: url.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}
