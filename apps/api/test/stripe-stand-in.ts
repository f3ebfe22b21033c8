import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP stand-in for the few Stripe endpoints the app calls (checkout sessions, subscription
 * retrieve/update, billing-portal sessions): a real server the official SDK talks to through
 * STRIPE_API_URL, recording every request. Tests put subscriptions in `subscriptions` as Stripe
 * would hold them, and sign webhook bodies with the SDK's own test-header helper (`sign`).
 */
export type RecordedRequest = { method: string; path: string; query: string; form: Record<string, string>; authorization: string | undefined };

export type StripeStandIn = {
  url: string;
  secretKey: string;
  webhookSecret: string;
  requests: RecordedRequest[];
  /** Subscription objects by id (with `default_payment_method` as an object, like an expanded retrieve). */
  subscriptions: Map<string, Record<string, unknown>>;
  /** Answer every request with this HTTP status and a Stripe error body (null: answer normally). */
  failWith: number | null;
  /** The `Stripe-Signature` header for a body, signed with the webhook secret (or another secret). */
  sign: (payload: string, secret?: string) => string;
  /** A subscription object as Stripe's API (2025+) shapes it: period on the item, card on the expanded payment method. */
  subscription: (over: SubscriptionInput) => Record<string, unknown>;
  close: () => Promise<void>;
};

export type SubscriptionInput = {
  id: string;
  customer: string;
  price: string;
  status?: string;
  workspaceId?: string;
  planId?: string;
  periodStart?: Date;
  periodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
};

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sdk = new Stripe('sk_test_stand_in');
  let counter = 0;
  const next = (prefix: string) => `${prefix}_test_${++counter}`;
  const state: StripeStandIn = {
    url: '',
    secretKey: 'sk_test_stand_in',
    webhookSecret: 'whsec_stand_in_secret',
    requests: [],
    subscriptions: new Map(),
    failWith: null,
    sign: (payload, secret) => sdk.webhooks.generateTestHeaderString({ payload, secret: secret ?? state.webhookSecret }),
    subscription: (s) => {
      const start = s.periodStart ?? new Date();
      const end = s.periodEnd ?? new Date(start.getTime() + 30 * 24 * 3600 * 1000);
      return {
        id: s.id,
        object: 'subscription',
        customer: s.customer,
        status: s.status ?? 'active',
        cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
        metadata: { ...(s.workspaceId ? { workspace_id: s.workspaceId } : {}), ...(s.planId ? { plan_id: s.planId } : {}) },
        items: { object: 'list', data: [{ id: `si_${s.id}`, price: { id: s.price }, current_period_start: seconds(start), current_period_end: seconds(end) }] },
        default_payment_method:
          s.card === null ? null : { id: `pm_${s.id}`, object: 'payment_method', card: s.card ?? { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } },
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': next('req') });
    res.end(JSON.stringify(body));
  };
  const missing = (res: ServerResponse, what: string) =>
    send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });

  const server = createServer(async (req, res) => {
    const [path = '', query = ''] = (req.url ?? '').split('?');
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    state.requests.push({ method: req.method ?? '', path, query: decodeURIComponent(query), form, authorization: req.headers.authorization });
    if (state.failWith) return send(res, state.failWith, { error: { type: 'api_error', message: 'stand-in failure' } });

    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = next('cs');
      return send(res, 200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}`, mode: 'subscription', client_reference_id: form.client_reference_id ?? null });
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = next('bps');
      return send(res, 200, { id, object: 'billing_portal.session', url: `https://billing.stripe.test/p/session/${id}`, customer: form.customer, return_url: form.return_url });
    }
    const sub = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (sub) {
      const found = state.subscriptions.get(sub[1]!);
      if (!found) return missing(res, `subscription: '${sub[1]}'`);
      if (req.method === 'POST' && form.cancel_at_period_end) found.cancel_at_period_end = form.cancel_at_period_end === 'true';
      return send(res, 200, found);
    }
    return missing(res, `route ${req.method} ${path}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
