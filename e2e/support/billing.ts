import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { uid } from './api.ts';
import { mailboxTextFor, mailboxUrlFrom } from './dev-mailbox.ts';

/**
 * A local stand-in for the few Stripe endpoints the app calls (checkout sessions, subscriptions,
 * the billing portal) plus the two pages a person sees at Stripe: the hosted checkout ("Pagar") and
 * the billing portal. Paying sends the app the webhooks Stripe would, signed with the SDK's own test
 * header, before sending the browser back to the app's success URL. No internet involved.
 */
export type StandInSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_start: number;
  current_period_end: number;
  metadata: Record<string, string>;
  items: { data: { price: { id: string }; current_period_start: number; current_period_end: number }[] };
  default_payment_method: { id: string; card: { brand: string; last4: string; exp_month: number; exp_year: number } };
};

type Session = { id: string; successUrl: string; cancelUrl: string; price: string; metadata: Record<string, string>; customer: string | null };

export type StripeStandIn = {
  url: string;
  /** Where webhooks go (the app's /api/v1/billing/webhook), set once the app's port is known. */
  target: { webhookUrl: string };
  subscriptions: Map<string, StandInSubscription>;
  /** Delivers a signed event about a subscription as Stripe would (e.g. customer.subscription.deleted). */
  sendSubscriptionEvent(type: string, subscriptionId: string): Promise<void>;
  close(): Promise<void>;
};

const now = () => Math.floor(Date.now() / 1000);

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${now()}` });
  res.end(JSON.stringify(body));
}

function html(res: ServerResponse, title: string, body: string) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`);
}

const metadataOf = (form: URLSearchParams, prefix: string) => {
  const out: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[(\\w+)\\]$`).exec(k);
    if (m) out[m[1]!] = v;
  }
  return out;
};

export async function startStripeStandIn(webhookSecret: string): Promise<StripeStandIn> {
  const signer = new Stripe('sk_test_stand_in');
  const sessions = new Map<string, Session>();
  const subscriptions = new Map<string, StandInSubscription>();
  const target = { webhookUrl: '' };
  let seq = 0;
  const next = (prefix: string) => `${prefix}_e2e${++seq}`;

  async function deliver(type: string, object: unknown) {
    const payload = JSON.stringify({ id: next('evt'), object: 'event', type, created: now(), api_version: '2025-03-31.basil', data: { object } });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const res = await fetch(target.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    if (!res.ok) throw new Error(`webhook ${type} answered ${res.status}: ${await res.text()}`);
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const path = url.pathname;
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const form = await readForm(req);
        const session: Session = {
          id: next('cs_test'),
          successUrl: form.get('success_url') ?? '',
          cancelUrl: form.get('cancel_url') ?? '',
          price: form.get('line_items[0][price]') ?? '',
          metadata: metadataOf(form, 'metadata'),
          customer: form.get('customer'),
        };
        sessions.set(session.id, session);
        return json(res, 200, { id: session.id, object: 'checkout.session', url: `${standIn.url}/pay/${session.id}` });
      }
      const pay = /^\/pay\/(cs_test_\w+)$/.exec(path);
      if (pay && sessions.has(pay[1]!)) {
        const session = sessions.get(pay[1]!)!;
        if (req.method === 'GET') {
          return html(
            res,
            'Pago de prueba',
            `<p>Suscripción ${session.metadata.plan_id ?? ''} (${session.price})</p><form method="post"><button type="submit">Pagar</button></form><a href="${session.cancelUrl}">Volver</a>`,
          );
        }
        const start = now();
        const sub: StandInSubscription = {
          id: next('sub'),
          object: 'subscription',
          customer: session.customer ?? next('cus'),
          status: 'active',
          cancel_at_period_end: false,
          current_period_start: start,
          current_period_end: start + 30 * 86_400,
          metadata: session.metadata,
          items: { data: [{ price: { id: session.price }, current_period_start: start, current_period_end: start + 30 * 86_400 }] },
          default_payment_method: { id: next('pm'), card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 } },
        };
        subscriptions.set(sub.id, sub);
        await deliver('checkout.session.completed', {
          id: session.id,
          object: 'checkout.session',
          client_reference_id: session.metadata.workspace_id,
          metadata: session.metadata,
          customer: sub.customer,
          subscription: sub.id,
          status: 'complete',
        });
        await deliver('invoice.paid', {
          id: next('in'),
          object: 'invoice',
          customer: sub.customer,
          subscription: sub.id,
          status: 'paid',
          currency: 'clp',
          amount_paid: 17990,
          total: 17990,
          description: 'Plan Profesional',
          hosted_invoice_url: `${standIn.url}/invoice`,
          invoice_pdf: `${standIn.url}/invoice.pdf`,
          lines: { data: [{ period: { start, end: start + 30 * 86_400 } }] },
          status_transitions: { paid_at: start },
        });
        res.writeHead(303, { location: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) });
        return res.end();
      }
      const subPath = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(path);
      if (subPath) {
        const sub = subscriptions.get(subPath[1]!);
        if (!sub) return json(res, 404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
        if (req.method === 'POST') {
          const form = await readForm(req);
          if (form.get('cancel_at_period_end') === 'true') sub.cancel_at_period_end = true;
        }
        return json(res, 200, sub);
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const form = await readForm(req);
        const back = encodeURIComponent(form.get('return_url') ?? '');
        return json(res, 200, { id: next('bps'), object: 'billing_portal.session', url: `${standIn.url}/portal?return=${back}` });
      }
      if (req.method === 'GET' && path === '/portal') {
        return html(res, 'Portal de pagos de prueba', `<a href="${url.searchParams.get('return') ?? ''}">Volver a Trato</a>`);
      }
      json(res, 404, { error: { type: 'invalid_request_error', message: `Unknown ${req.method} ${path}` } });
    })().catch((err: Error) => json(res, 500, { error: { type: 'api_error', message: err.message } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const standIn: StripeStandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    target,
    subscriptions,
    async sendSubscriptionEvent(type, subscriptionId) {
      await deliver(type, subscriptions.get(subscriptionId));
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  return standIn;
}

/** JSON call to a journey's own server (support/api.ts's `api` talks to the shared one). */
export async function callOn<T>(base: string, method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${base}/api${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const body = (await res.json().catch(() => null)) as T;
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * A verified owner with a configured workspace on a journey's own server without SMTP: the
 * verification link is read from the development mailbox, whose address with its key the server's
 * console prints at start (`consoleOutput` must keep everything the server wrote). The console never
 * shows the links themselves.
 */
export async function signUpOn(base: string, consoleOutput: () => string, who: { name: string; email: string; password: string; currency: string }) {
  const check = await callOn<{ registerToken: string }>(base, 'POST', '/auth/register/check', { body: { email: who.email } });
  await callOn(base, 'POST', `/auth/register?t=${encodeURIComponent(check.registerToken)}`, { body: { name: who.name, email: who.email, password: who.password } });
  const mailbox = mailboxUrlFrom(consoleOutput());
  let verifyToken: string | undefined;
  for (let i = 0; i < 100 && !verifyToken; i++) {
    verifyToken = /\/register\/verify\?token=([A-Za-z0-9_-]+)/.exec(await mailboxTextFor(mailbox, who.email))?.[1];
    if (!verifyToken) await new Promise((r) => setTimeout(r, 100));
  }
  if (!verifyToken) throw new Error(`No verification link for ${who.email} in the development mailbox`);
  const verified = await callOn<{ token: { access_token: string } }>(base, 'POST', '/auth/verify', { body: { token: verifyToken } });
  const token = verified.token.access_token;
  const created = await callOn<{ result: { id: string } }>(base, 'POST', '/v1/organization', {
    token,
    body: { business_sector: 'Desarrollo de software', how_did_you_hear: 'google_search', company_size: '2-5' },
  });
  await callOn(base, 'PUT', `/v1/organization/${created.result.id}`, { token, body: { name: `Estudio ${uid()}`, currency: who.currency, primary_color: '#1d4ed8' } });
  return { ...who, token, workspaceId: created.result.id };
}
