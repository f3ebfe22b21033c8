import { createHmac } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type PaymentSession, paymentSessionOf, paymentSessionProblems, sessionAmount, withoutAccount } from './stripe-stand-in-payment.ts';
import { escapeHtml, readBody } from './stand-in-http.ts';

/**
 * A local HTTP stand-in for the few Stripe endpoints the app calls (checkout sessions, subscription
 * retrieve/update, billing-portal sessions): a real server the official SDK talks to through
 * STRIPE_API_URL, recording every request. Tests put subscriptions in `subscriptions` as Stripe
 * would hold them, and sign webhook bodies with `sign` (Stripe's documented scheme, written here
 * independently of the app's verifier: `t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`).
 *
 * Checkout Sessions in payment mode (issue 31 §2, a workspace paid into its own account) are played
 * in full: POST /v1/checkout/sessions is checked as Stripe checks it (integer unit_amount in the
 * currency's smallest unit, a known currency, a success_url) and answers a `url` on this server's
 * hosted page, whose «Pagar» completes the session, POSTs `checkout.session.completed` signed with
 * the account's webhook secret to the account's webhook endpoint, and sends the browser (303) to
 * success_url with {CHECKOUT_SESSION_ID} filled in; «Cancelar» sends it to cancel_url and leaves the
 * session open, as Stripe does; `refund` and `dispute` play the provider refunding and the client
 * disputing the charge (`charge.refunded`, in full or in part; `charge.dispute.created`, then
 * `closeDispute` for `charge.dispute.closed` won or lost). GET /v1/checkout/sessions/:id
 * GET /v1/charges/:id and GET /v1/disputes/:id answer the session, charge or dispute only to the account it belongs to. Each secret key is an account with its own webhook secret (`addAccount`).
 * Subscription-mode sessions (billing) keep their old, unchecked answer.
 */
export type RecordedRequest = { method: string; path: string; query: string; form: Record<string, string>; authorization: string | undefined };

export type StandInAccount = { id: string; secretKey: string; webhookSecret: string; webhookUrl: string | null };

export type StandInCharge = {
  id: string;
  object: 'charge';
  /** The account that was paid: only its key can read the charge. Not part of Stripe's answer. */
  account: string;
  amount: number;
  amount_refunded: number;
  currency: string;
  refunded: boolean;
  disputed: boolean;
  paid: true;
  status: 'succeeded';
  payment_intent: string;
  livemode: false;
  created: number;
};

export type StripeWebhookDelivery = { url: string; signature: string; body: string; event: Record<string, unknown>; status: number };

export type StripeStandIn = {
  url: string;
  /** The first account's keys: what billing and most tests use. */
  secretKey: string;
  webhookSecret: string;
  /** Another account (another workspace's Stripe), with its own webhook secret and endpoint. */
  addAccount: (secretKey: string, webhookSecret: string, webhookUrl?: string | null) => StandInAccount;
  /** Where an account's events are POSTed (its webhook endpoint, as registered at Stripe); null: none. */
  setWebhookUrl: (secretKey: string, url: string | null) => void;
  requests: RecordedRequest[];
  /** Payment-mode Checkout Sessions by id, as Stripe holds them (a test may change one, then `notify`). */
  sessions: Map<string, PaymentSession>;
  deliveries: StripeWebhookDelivery[];
  /** What the hosted page's «Pagar» does, without a browser: completes the session, sends the event, answers the redirect. */
  pay: (sessionId: string) => Promise<{ redirect: string; delivery: StripeWebhookDelivery | null }>;
  /** Sends an event about a session to its account's endpoint (again), as Stripe does on every change. */
  notify: (sessionId: string, type: string) => Promise<StripeWebhookDelivery | null>;
  /** Charges made by «Pagar», by id (one per paid session). */
  charges: Map<string, StandInCharge>;
  /**
   * The provider refunds a paid session at Stripe, in full or `amount` of it (smallest unit): the
   * charge's amount_refunded grows, `refunded` turns true only once it is all refunded (as Stripe
   * documents the charge), and `charge.refunded` is sent either way.
   */
  refund: (sessionId: string, amount?: number) => Promise<StripeWebhookDelivery | null>;
  /** The client disputes a paid session's charge: the charge says so, and `charge.dispute.created` (a dispute object) is sent. */
  dispute: (sessionId: string) => Promise<StripeWebhookDelivery | null>;
  /** The dispute of a session's charge is settled: its status becomes won or lost and `charge.dispute.closed` is sent. */
  closeDispute: (sessionId: string, status: 'won' | 'lost') => Promise<StripeWebhookDelivery | null>;
  /** Disputes by id (GET /v1/disputes/:id answers them to the charge's account). */
  disputes: Map<string, Record<string, unknown> & { id: string; charge: string; status: string; account: string }>;
  /** Subscription objects by id (with `default_payment_method` as an object, like an expanded retrieve). */
  subscriptions: Map<string, Record<string, unknown>>;
  /** GET /v1/account per secret key: country, default_currency, e-mail, name; a key without one is a Chilean (CLP) account. */
  accountProfiles: Map<string, { country: string; default_currency: string; email: string | null; name: string | null }>;
  /** Answer every request with this HTTP status and a Stripe error body (null: answer normally). */
  failWith: number | null;
  /** The `Stripe-Signature` header for a body, signed with the webhook secret (or another secret), at `t` (seconds; default now). */
  sign: (payload: string, secret?: string, t?: number) => string;
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



export async function startStripeStandIn(): Promise<StripeStandIn> {
  let counter = 0;
  const next = (prefix: string) => `${prefix}_test_${++counter}`;
  const accounts = new Map<string, StandInAccount>();
  const sign: StripeStandIn['sign'] = (payload, secret, t = Math.floor(Date.now() / 1000)) =>
    `t=${t},v1=${createHmac('sha256', secret ?? state.webhookSecret).update(`${t}.${payload}`, 'utf8').digest('hex')}`;

  const deliver = async (accountId: string, type: string, object: Record<string, unknown>): Promise<StripeWebhookDelivery | null> => {
    const account = [...accounts.values()].find((a) => a.id === accountId);
    if (!account?.webhookUrl) return null;
    const event = {
      id: next('evt'),
      object: 'event',
      api_version: '2025-10-29.clover',
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const body = JSON.stringify(event);
    const signature = sign(body, account.webhookSecret);
    let status = 0;
    try {
      const res = await fetch(account.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      // Unreachable endpoint: recorded with status 0, as Stripe would retry later.
    }
    const delivery = { url: account.webhookUrl, signature, body, event, status };
    state.deliveries.push(delivery);
    return delivery;
  };
  const notify: StripeStandIn['notify'] = async (sessionId, type) => {
    const session = state.sessions.get(sessionId);
    return session ? deliver(session.account, type, withoutAccount(session)) : null;
  };
  const chargeOf = (sessionId: string) => {
    const pi = state.sessions.get(sessionId)?.payment_intent;
    const charge = [...state.charges.values()].find((c) => c.payment_intent === pi);
    if (!pi || !charge) throw new Error(`session ${sessionId} has no charge`);
    return charge;
  };
  const chargeAnswer = ({ account: _account, ...charge }: StandInCharge) => charge;
  const disputeAnswer = ({ account: _account, ...dispute }: Record<string, unknown>) => dispute;

  const pay: StripeStandIn['pay'] = async (sessionId) => {
    const session = state.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status !== 'open') throw new Error(`session ${sessionId} is ${session.status}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = next('pi');
    const charge: StandInCharge = {
      id: next('ch'),
      object: 'charge',
      account: session.account,
      amount: session.amount_total,
      amount_refunded: 0,
      currency: session.currency,
      refunded: false,
      disputed: false,
      paid: true,
      status: 'succeeded',
      payment_intent: session.payment_intent,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    state.charges.set(charge.id, charge);
    const delivery = await notify(sessionId, 'checkout.session.completed');
    return { redirect: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id), delivery };
  };

  const state: StripeStandIn = {
    url: '',
    secretKey: 'sk_test_stand_in',
    webhookSecret: 'whsec_stand_in_secret',
    addAccount: (secretKey, webhookSecret, webhookUrl = null) => {
      const account = { id: `acct_test_${accounts.size + 1}`, secretKey, webhookSecret, webhookUrl };
      accounts.set(secretKey, account);
      return account;
    },
    setWebhookUrl: (secretKey, url) => {
      const account = accounts.get(secretKey);
      if (!account) throw new Error('no such account');
      account.webhookUrl = url;
    },
    requests: [],
    sessions: new Map(),
    deliveries: [],
    pay,
    notify,
    charges: new Map(),
    refund: async (sessionId, amount) => {
      const charge = chargeOf(sessionId);
      charge.amount_refunded = Math.min(charge.amount, charge.amount_refunded + (amount ?? charge.amount));
      charge.refunded = charge.amount_refunded === charge.amount;
      return deliver(charge.account, 'charge.refunded', chargeAnswer(charge));
    },
    dispute: async (sessionId) => {
      const charge = chargeOf(sessionId);
      charge.disputed = true;
      const dispute = { id: next('dp'), object: 'dispute', amount: charge.amount, currency: charge.currency, charge: charge.id, payment_intent: charge.payment_intent, reason: 'fraudulent', status: 'needs_response', livemode: false, account: charge.account };
      state.disputes.set(dispute.id, dispute);
      return deliver(charge.account, 'charge.dispute.created', disputeAnswer(dispute));
    },
    closeDispute: async (sessionId, status) => {
      const charge = chargeOf(sessionId);
      const dispute = [...state.disputes.values()].find((d) => d.charge === charge.id);
      if (!dispute) throw new Error(`session ${sessionId} has no dispute`);
      dispute.status = status;
      return deliver(charge.account, 'charge.dispute.closed', disputeAnswer(dispute));
    },
    disputes: new Map(),
    subscriptions: new Map(),
    accountProfiles: new Map(),
    failWith: null,
    sign,
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
  const page = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Stripe (sustituto de pruebas)</title></head><body>${body}</body></html>`);
  };
  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(303, { location });
    res.end();
  };

  const checkoutPage = (res: ServerResponse, session: PaymentSession) => {
    const button = (choice: 'pay' | 'cancel', label: string) =>
      `<form method="post" action="/c/pay/${escapeHtml(session.id)}"><input type="hidden" name="choice" value="${choice}"><button type="submit">${label}</button></form>`;
    const names = session.line_items.map((i) => i.name).join(', ');
    page(
      res,
      200,
      `<main><h1>Stripe</h1><p>Sustituto local para pruebas: aquí no se cobra dinero.</p><p>${escapeHtml(names)}</p>` +
        `<p data-testid="amount">${escapeHtml(`${sessionAmount(session)} ${session.currency.toUpperCase()}`)}</p>` +
        button('pay', 'Pagar') +
        button('cancel', 'Cancelar') +
        `</main>`,
    );
  };

  const server = createServer(async (req, res) => {
    const [path = '', query = ''] = (req.url ?? '').split('?');
    const raw = await readBody(req);
    const form = Object.fromEntries(new URLSearchParams(raw));

    // The hosted checkout page (the browser's side: no key).
    const hosted = /^\/c\/pay\/([\w-]+)$/.exec(path);
    if (hosted) {
      const session = state.sessions.get(hosted[1]!);
      if (!session) return page(res, 404, '<p>No encontramos este pago.</p>');
      if (req.method === 'GET') return session.status === 'open' ? checkoutPage(res, session) : page(res, 410, '<p>Este pago ya no está abierto.</p>');
      if (req.method === 'POST' && form.choice === 'pay' && session.status === 'open') return redirect(res, (await pay(session.id)).redirect);
      if (req.method === 'POST' && form.choice === 'cancel' && session.cancel_url) return redirect(res, session.cancel_url);
      return page(res, 400, '<p>Pago no válido.</p>');
    }

    state.requests.push({ method: req.method ?? '', path, query: decodeURIComponent(query), form, authorization: req.headers.authorization });
    if (state.failWith) return send(res, state.failWith, { error: { type: 'api_error', message: 'stand-in failure' } });

    const keyed = accounts.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (req.method === 'POST' && path === '/v1/checkout/sessions' && form.mode === 'payment') {
      if (!keyed) return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const problems = paymentSessionProblems(form);
      if (problems.length) return send(res, 400, { error: { type: 'invalid_request_error', code: 'parameter_invalid', param: problems[0]!.param, message: problems[0]!.message } });
      const id = next('cs');
      const session = paymentSessionOf(form, { id, account: keyed.id, url: `${state.url}/c/pay/${id}` });
      state.sessions.set(id, session);
      return send(res, 200, withoutAccount(session));
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && sessionMatch) {
      if (!keyed) return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const session = state.sessions.get(sessionMatch[1]!);
      // Another account's session is as unknown to this key as one that does not exist.
      if (!session || session.account !== keyed.id) return missing(res, `checkout.session: '${sessionMatch[1]}'`);
      return send(res, 200, withoutAccount(session));
    }
    const chargeMatch = /^\/v1\/charges\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && chargeMatch) {
      if (!keyed) return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const charge = state.charges.get(chargeMatch[1]!);
      if (!charge || charge.account !== keyed.id) return missing(res, `charge: '${chargeMatch[1]}'`);
      return send(res, 200, chargeAnswer(charge));
    }
    const disputeMatch = /^\/v1\/disputes\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && disputeMatch) {
      if (!keyed) return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const dispute = state.disputes.get(disputeMatch[1]!);
      if (!dispute || dispute.account !== keyed.id) return missing(res, `dispute: '${disputeMatch[1]}'`);
      return send(res, 200, disputeAnswer(dispute));
    }
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
    if (req.method === 'GET' && path === '/v1/account') {
      if (!keyed) return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const p = state.accountProfiles.get(keyed.secretKey) ?? { country: 'CL', default_currency: 'clp', email: null, name: null };
      return send(res, 200, {
        id: keyed.id,
        object: 'account',
        country: p.country,
        default_currency: p.default_currency,
        email: p.email,
        business_profile: { name: p.name },
        settings: { dashboard: { display_name: p.name } },
        charges_enabled: true,
        payouts_enabled: true,
        type: 'standard',
      });
    }
    return missing(res, `route ${req.method} ${path}`);
  });
  state.addAccount(state.secretKey, state.webhookSecret);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
