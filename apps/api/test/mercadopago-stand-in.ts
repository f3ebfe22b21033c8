import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml, readBody } from './stand-in-http.ts';

/**
 * A local HTTP stand-in for the Mercado Pago endpoints Trato calls, for API tests and browser
 * journeys (issue 31 §4): a real server the official SDK reaches through MERCADOPAGO_API_URL.
 *
 * - POST /checkout/preferences creates a Checkout Pro preference (checked like the API checks it) and
 *   answers its id with init_point / sandbox_init_point on this server's own hosted checkout page;
 * - GET /checkout/v1/redirect?pref_id=… is that page: the amount, and «Pagar», «Pagar en efectivo»
 *   (a voucher: pending) and «Rechazar» buttons. Choosing creates the payment, POSTs the webhook to
 *   the preference's notification_url signed as Mercado Pago documents it (x-signature over
 *   `id:[data.id];request-id:[x-request-id];ts:[ts];`), then returns the browser to the back URL
 *   with the documented query parameters (at once when auto_return allows it, else through a
 *   «Volver al sitio» link, as Mercado Pago does);
 * - GET /v1/payments/:id answers the payment to the account that was paid, 404 to any other.
 *
 * Each access token is an account (collector) with its own webhook secret: `addAccount` makes more,
 * for tests with several workspaces. Everything received is recorded (`requests`, `deliveries`);
 * tests may change a payment in `payments` (a tampered amount) and `notify` again, or play a refund
 * (`refund`, in full or in part) and a buyer's claim (`mediate`) as Mercado Pago documents them.
 * The signing here is written from the documentation, independently of the app's verifier.
 */
export type StandInAccount = { accessToken: string; webhookSecret: string; collectorId: number };

export type RecordedRequest = { method: string; path: string; query: string; body: unknown; authorization: string | undefined };

export type WebhookDelivery = { url: string; requestId: string; signature: string; body: Record<string, unknown>; status: number };

export type StandInPreference = Record<string, unknown> & {
  id: string;
  collector_id: number;
  items: { title: string; quantity: number; unit_price: number; currency_id: string }[];
  external_reference?: string;
  notification_url?: string;
  back_urls?: { success?: string; pending?: string; failure?: string };
  auto_return?: string;
};

export type StandInPayment = Record<string, unknown> & {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string | null;
  collector_id: number;
  preference_id: string;
};

/** The part of GET /users/me Trato reads: site_id is the account's country (MLC Chile, MLA Argentina…). */
export type StandInUser = Record<string, unknown> & { id: number; site_id: string; email: string; nickname: string };

export type CheckoutChoice = 'approved' | 'pending' | 'rejected';

export type MercadoPagoStandIn = {
  url: string;
  /** The first account: what most tests configure a workspace with. */
  accessToken: string;
  webhookSecret: string;
  addAccount: (accessToken: string, webhookSecret: string) => StandInAccount;
  requests: RecordedRequest[];
  preferences: Map<string, StandInPreference>;
  payments: Map<number, StandInPayment>;
  deliveries: WebhookDelivery[];
  /** GET /users/me per access token (the account's profile); a token without one gets a Chilean (MLC) profile. */
  users: Map<string, StandInUser>;
  /** Answer every API request (not the hosted page) with this status and an error body; null: normally. */
  failWith: number | null;
  /** The documented signature header value for a delivery: `ts=…,v1=…`. */
  sign: (input: { dataId: string | null; requestId: string | null; ts: number; secret: string }) => string;
  /** What the hosted page's buttons do, without a browser: pays (or not) and returns the redirect. */
  checkout: (preferenceId: string, choice: CheckoutChoice) => Promise<{ payment: StandInPayment; redirect: string | null; delivery: WebhookDelivery | null }>;
  /** Sends (again) the webhook for a payment, as Mercado Pago does on every change. */
  notify: (paymentId: number, action?: string) => Promise<WebhookDelivery | null>;
  /**
   * The seller refunds a payment, all of it or `amount`, as Mercado Pago documents it: the refunded
   * total grows in transaction_amount_refunded; a partial refund leaves the payment `approved`
   * (status_detail `partially_refunded`), the last one makes it `refunded`; then the webhook.
   */
  refund: (paymentId: number, amount?: number) => Promise<WebhookDelivery | null>;
  /** The buyer's claim: `in_mediation` while open, then `charged_back` (lost) or back to `approved` (won); then the webhook. */
  mediate: (paymentId: number, stage: 'open' | 'lost' | 'won') => Promise<WebhookDelivery | null>;
  close: () => Promise<void>;
};

const STATUS_DETAIL: Record<CheckoutChoice, string> = { approved: 'accredited', pending: 'pending_waiting_payment', rejected: 'cc_rejected_other_reason' };
const BACK_URL: Record<CheckoutChoice, 'success' | 'pending' | 'failure'> = { approved: 'success', pending: 'pending', rejected: 'failure' };


const withQuery = (url: string, params: Record<string, string>) => `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;

/** Problems Mercado Pago reports for a preference body (400), in its words; none: it is created. */
function preferenceProblems(body: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const items = body.items;
  if (!Array.isArray(items) || items.length === 0) return ['items needed'];
  for (const item of items as Record<string, unknown>[]) {
    const price = item.unit_price;
    if (typeof price !== 'number' || !(price > 0)) problems.push('unit_price invalid');
    else if (item.currency_id === 'CLP' && !Number.isInteger(price)) problems.push('unit_price invalid: CLP does not take decimals');
    else if (!/^\d+(\.\d{1,2})?$/.test(String(price))) problems.push('unit_price invalid: more than 2 decimals');
    if (!Number.isInteger(item.quantity) || (item.quantity as number) < 1) problems.push('quantity invalid');
    if (typeof item.title !== 'string' || !item.title) problems.push('title needed');
    if (typeof item.currency_id !== 'string') problems.push('currency_id needed');
  }
  const backUrls = (body.back_urls ?? {}) as Record<string, unknown>;
  if (body.auto_return && !backUrls.success) problems.push('auto_return invalid. back_url.success must be defined');
  return problems;
}

export async function startMercadoPagoStandIn(): Promise<MercadoPagoStandIn> {
  const accounts = new Map<string, StandInAccount>();
  let nextPayment = 1_000_000_000;
  let nextOrder = 20_000_000_000;
  let nextNotification = 100_000_000_000;

  const sign: MercadoPagoStandIn['sign'] = ({ dataId, requestId, ts, secret }) => {
    let manifest = '';
    if (dataId !== null) manifest += `id:${/^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId};`;
    if (requestId !== null) manifest += `request-id:${requestId};`;
    manifest += `ts:${ts};`;
    return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
  };

  const accountFor = (collectorId: number) => [...accounts.values()].find((a) => a.collectorId === collectorId)!;

  const notify: MercadoPagoStandIn['notify'] = async (paymentId, action = 'payment.updated') => {
    const payment = state.payments.get(paymentId);
    const preference = payment && state.preferences.get(payment.preference_id);
    if (!payment || !preference?.notification_url) return null;
    const requestId = randomUUID();
    const ts = Math.floor(Date.now() / 1000);
    const signature = sign({ dataId: String(payment.id), requestId, ts, secret: accountFor(payment.collector_id).webhookSecret });
    const body = {
      action,
      api_version: 'v1',
      data: { id: String(payment.id) },
      date_created: new Date().toISOString(),
      id: ++nextNotification,
      live_mode: false,
      type: 'payment',
      user_id: String(payment.collector_id),
    };
    const url = withQuery(preference.notification_url, { 'data.id': String(payment.id), type: 'payment' });
    let status = 0;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signature, 'x-request-id': requestId },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      // Unreachable receiver: recorded with status 0, as Mercado Pago would retry later.
    }
    const delivery = { url, requestId, signature, body, status };
    state.deliveries.push(delivery);
    return delivery;
  };

  const checkout: MercadoPagoStandIn['checkout'] = async (preferenceId, choice) => {
    const preference = state.preferences.get(preferenceId);
    if (!preference) throw new Error(`no preference ${preferenceId}`);
    const amount = Math.round(preference.items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0) * 100) / 100;
    const now = new Date().toISOString();
    const payment: StandInPayment = {
      id: ++nextPayment,
      status: choice,
      status_detail: STATUS_DETAIL[choice],
      transaction_amount: amount,
      transaction_amount_refunded: 0,
      currency_id: preference.items[0]!.currency_id,
      external_reference: preference.external_reference ?? null,
      description: preference.items[0]!.title,
      collector_id: preference.collector_id,
      preference_id: preference.id,
      order: { id: ++nextOrder, type: 'mercadopago' },
      payment_type_id: choice === 'pending' ? 'ticket' : 'credit_card',
      payment_method_id: choice === 'pending' ? 'servipag' : 'visa',
      date_created: now,
      date_last_updated: now,
      date_approved: choice === 'approved' ? now : null,
      live_mode: false,
    };
    state.payments.set(payment.id, payment);
    const delivery = await notify(payment.id, 'payment.created');
    const backUrl = preference.back_urls?.[BACK_URL[choice]];
    const redirect = backUrl
      ? withQuery(backUrl, {
          collection_id: String(payment.id),
          collection_status: choice,
          payment_id: String(payment.id),
          status: choice,
          external_reference: preference.external_reference ?? 'null',
          payment_type: String(payment.payment_type_id),
          merchant_order_id: String((payment.order as { id: number }).id),
          preference_id: preference.id,
          site_id: 'MLC',
          processing_mode: 'aggregator',
          merchant_account_id: 'null',
        })
      : null;
    return { payment, redirect, delivery };
  };

  const refund: MercadoPagoStandIn['refund'] = async (paymentId, amount) => {
    const payment = state.payments.get(paymentId);
    if (!payment) throw new Error(`no payment ${paymentId}`);
    const before = Number(payment.transaction_amount_refunded ?? 0);
    const total = Math.min(payment.transaction_amount, Math.round((before + (amount ?? payment.transaction_amount)) * 100) / 100);
    payment.transaction_amount_refunded = total;
    const all = total >= payment.transaction_amount;
    payment.status = all ? 'refunded' : 'approved';
    payment.status_detail = all ? 'refunded' : 'partially_refunded';
    return notify(paymentId);
  };
  const mediate: MercadoPagoStandIn['mediate'] = async (paymentId, stage) => {
    const payment = state.payments.get(paymentId);
    if (!payment) throw new Error(`no payment ${paymentId}`);
    const [status, detail] = { open: ['in_mediation', 'in_process'], lost: ['charged_back', 'settled'], won: ['approved', 'accredited'] }[stage];
    payment.status = status!;
    payment.status_detail = detail!;
    return notify(paymentId);
  };

  const state: MercadoPagoStandIn = {
    url: '',
    accessToken: '',
    webhookSecret: '',
    addAccount: (accessToken, webhookSecret) => {
      const account = { accessToken, webhookSecret, collectorId: 100_000_000 + accounts.size + 1 };
      accounts.set(accessToken, account);
      return account;
    },
    requests: [],
    preferences: new Map(),
    payments: new Map(),
    deliveries: [],
    users: new Map(),
    failWith: null,
    sign,
    checkout,
    notify,
    refund,
    mediate,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const first = state.addAccount('TEST-stand-in-access-token', 'stand-in-webhook-secret');
  state.accessToken = first.accessToken;
  state.webhookSecret = first.webhookSecret;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': randomUUID() });
    res.end(JSON.stringify(body));
  };
  const apiError = (res: ServerResponse, status: number, error: string, message: string) => json(res, status, { message, error, status, cause: [] });
  const html = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mercado Pago (sustituto de pruebas)</title></head><body>${body}</body></html>`);
  };

  const checkoutPage = (res: ServerResponse, preference: StandInPreference) => {
    const total = preference.items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0);
    const currency = preference.items[0]!.currency_id;
    const button = (choice: CheckoutChoice, label: string) =>
      `<form method="post" action="/checkout/v1/pay"><input type="hidden" name="pref_id" value="${escapeHtml(preference.id)}"><input type="hidden" name="choice" value="${choice}"><button type="submit">${label}</button></form>`;
    html(
      res,
      200,
      `<main><h1>Mercado Pago</h1><p>Sustituto local para pruebas: aquí no se cobra dinero.</p>` +
        `<p>${escapeHtml(preference.items.map((i) => i.title).join(', '))}</p>` +
        `<p data-testid="amount">${escapeHtml(`${total} ${currency}`)}</p>` +
        button('approved', 'Pagar') +
        button('pending', 'Pagar en efectivo') +
        button('rejected', 'Rechazar') +
        `</main>`,
    );
  };

  const server = createServer(async (req, res) => {
    const [path = '', query = ''] = (req.url ?? '').split('?');
    const params = new URLSearchParams(query);
    const raw = await readBody(req);

    // The hosted checkout (the browser's side: no token).
    if (req.method === 'GET' && (path === '/checkout/v1/redirect' || path === '/sandbox/checkout/v1/redirect')) {
      const preference = state.preferences.get(params.get('pref_id') ?? '');
      return preference ? checkoutPage(res, preference) : html(res, 404, '<p>No encontramos este pago.</p>');
    }
    if (req.method === 'POST' && path === '/checkout/v1/pay') {
      const form = new URLSearchParams(raw);
      const choice = form.get('choice') as CheckoutChoice;
      const preference = state.preferences.get(form.get('pref_id') ?? '');
      if (!preference || !(choice in STATUS_DETAIL)) return html(res, 400, '<p>Pago no válido.</p>');
      const { redirect } = await checkout(preference.id, choice);
      const automatic = preference.auto_return === 'all' || (preference.auto_return === 'approved' && choice === 'approved');
      if (redirect && automatic) {
        res.writeHead(302, { location: redirect });
        return res.end();
      }
      const text = { approved: '¡Listo! Tu pago fue aprobado.', pending: 'Tu pago quedó pendiente.', rejected: 'Tu pago fue rechazado.' }[choice];
      return html(res, 200, `<main><p>${text}</p>${redirect ? `<a href="${escapeHtml(redirect)}">Volver al sitio</a>` : ''}</main>`);
    }

    // The API (the SDK's side: a bearer token).
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      return apiError(res, 400, 'bad_request', 'invalid JSON');
    }
    state.requests.push({ method: req.method ?? '', path, query, body, authorization: req.headers.authorization });
    if (state.failWith) return apiError(res, state.failWith, 'internal_error', 'stand-in failure');
    const account = accounts.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!account) return apiError(res, 401, 'unauthorized', 'invalid access token');

    if (req.method === 'POST' && /^\/checkout\/preferences\/?$/.test(path)) {
      const input = (body ?? {}) as Record<string, unknown>;
      const problems = preferenceProblems(input);
      if (problems.length) return apiError(res, 400, 'invalid_items', problems.join('; '));
      const id = `${account.collectorId}-${randomUUID()}`;
      // Checked by preferenceProblems: items are there, each with a title, quantity, price and currency.
      const preference = {
        ...(input as Pick<StandInPreference, 'items'>),
        id,
        collector_id: account.collectorId,
        client_id: String(account.collectorId),
        operation_type: 'regular_payment',
        date_created: new Date().toISOString(),
        init_point: `${state.url}/checkout/v1/redirect?pref_id=${id}`,
        sandbox_init_point: `${state.url}/sandbox/checkout/v1/redirect?pref_id=${id}`,
      } as StandInPreference;
      state.preferences.set(id, preference);
      return json(res, 201, preference);
    }
    const preferenceMatch = /^\/checkout\/preferences\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && preferenceMatch) {
      const preference = state.preferences.get(preferenceMatch[1]!);
      if (!preference || preference.collector_id !== account.collectorId) return apiError(res, 404, 'not_found', 'Preference not found');
      return json(res, 200, preference);
    }
    const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && paymentMatch) {
      const payment = state.payments.get(Number(paymentMatch[1]));
      // Another account's payment is as unknown to this token as a payment that does not exist.
      if (!payment || payment.collector_id !== account.collectorId) return apiError(res, 404, 'not_found', 'Payment not found');
      return json(res, 200, payment);
    }
    if (req.method === 'GET' && path === '/users/me') {
      const user = state.users.get(account.accessToken) ?? { id: account.collectorId, site_id: 'MLC', email: `vendedor${account.collectorId}@example.com`, nickname: `VENDEDOR${account.collectorId}` };
      return json(res, 200, { first_name: 'Test', last_name: 'Test', user_type: 'normal', ...user });
    }
    return apiError(res, 404, 'not_found', `no route ${req.method} ${path}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
