import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_LINK_MESSAGES as M } from '@trato/domain/payments/pay-link-dto';
import { activitySentence } from '@trato/domain/activities/activity-text';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { useMailSink } from '../../../test/mail.ts';
import { startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in.ts';
import { paymentLinks, payments } from '../../db/schema/index.ts';
import { CHECKOUT_MESSAGES } from '../online-payments/start-checkout.ts';
import { api, portalWithPlan, setPlanCurrency, testClock, type Json } from '../payments/payments.fixtures.ts';
import { runReminders } from '../reminders/reminders.job.ts';
import { payLinkHash } from './pay-link-token.ts';

// The per-payment «Pagar» link (decision 0074), driven for real: the reminders job queues the e-mail,
// the outbox delivers it over SMTP to the sink, the link read from the delivered text opens the
// payment without signing in, and its checkout goes to the Stripe stand-in, whose signed webhook
// reaches this app's listening server and marks the payment paid.
const clock = testClock('2026-11-28T15:00:00Z');
let stripe: StripeStandIn;
const t = useTestApp(
  async () => {
    stripe = await startStripeStandIn();
    return { STRIPE_API_URL: stripe.url };
  },
  { clock: clock.now },
);
const mail = useMailSink(t);
let base = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await stripe?.close();
});

type Headers = Record<string, string>;
let seq = 0;
const read = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/pay/${token}` });
const checkout = (token: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/pay/${token}/checkout`, payload });
const links = (h: Headers, projectId: string, paymentId: string, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({ method, url: `/api/v1/projects/${projectId}/payments/${paymentId}/links`, headers: h });
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** A USD portal whose workspace is connected to its own Stripe stand-in account, with an identity and a USD bank account. */
async function scene() {
  const p = await portalWithPlan(t);
  await setPlanCurrency(t, p.project.id, 'USD');
  const n = `${Date.now().toString(36)}${(++seq).toString(36)}`.padEnd(24, 'x');
  const key = `sk_test_${n}`;
  const secret = `whsec_${n}`;
  expect((await api(t).put(p.owner.headers, '/api/v1/collections/stripe', { secret_key: key, webhook_secret: secret })).statusCode).toBe(200);
  stripe.addAccount(key, secret, `${base}/api/v1/webhooks/stripe/${p.owner.workspace.id}`);
  const identity = { legal_name: 'Estudio Núñez SpA', tax_country: 'CL', tax_id: '76.123.456-0', address: 'Av. Providencia 1234', contact_email: 'cobros@estudio.cl', contact_phone: '+56 9 1234 5678' };
  expect((await api(t).put(p.owner.headers, '/api/v1/collections/identity', identity)).statusCode).toBe(200);
  const account = { bank: 'Bank of Tests', account_type: 'checking', number: '000123456', holder: 'Estudio Núñez SpA', holder_tax_id: '76.123.456-0', proof_email: 'pagos@estudio.cl' };
  expect((await api(t).post(p.owner.headers, '/api/v1/collections/bank-accounts', { ...account, currency: 'USD' })).statusCode).toBe(201);
  expect((await api(t).post(p.owner.headers, '/api/v1/collections/bank-accounts', { ...account, number: '00-123-45678-09', currency: 'CLP' })).statusCode).toBe(201);
  return { ...p, payment: p.payments[0]! as Json, account };
}

/** A link made by the staff's «Copiar enlace de pago». */
async function staffLink(s: Awaited<ReturnType<typeof scene>>, paymentId = s.payment.id as string) {
  const res = await links(s.owner.headers, s.project.id, paymentId);
  expect(res.statusCode, res.body).toBe(201);
  return tokenOf(res.json().data.url);
}

describe('«Pagar» in the payment reminder', () => {
  it('the reminder e-mail carries a working per-payment link; the database keeps only its hash', async () => {
    const s = await scene();
    // 28 November in Santiago: the advance (1 December) is due in 3 days.
    await runReminders(t.db, { appUrl: 'http://trato.test', now: clock.now() });
    const email = (await mail.deliver(s.company.contact.email)).find((m) => m.subject === 'Tu pago «Anticipo» vence pronto')!;
    expect(email, 'the due-soon reminder').toBeDefined();
    const match = /Pagar: (http:\/\/trato\.test\/pay\/([A-Za-z0-9_-]{43}))\s/.exec(email.text);
    expect(match, email.text).not.toBeNull();
    expect(email.html).toContain(`href="${match![1]}"`);
    expect(email.text).toContain(`Ver mi portal: http://trato.test/c/project/${s.project.id}`);
    const token = match![2]!;

    const rows = await t.db.select().from(paymentLinks).where(eq(paymentLinks.paymentId, s.payment.id as string));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(payLinkHash(token));
    const dump = JSON.stringify(await t.db.execute(sql`select * from payment_links`));
    expect(dump).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - clock.now().getTime()).toBe(30 * 86_400_000);

    const res = await read(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = res.json().data;
    expect(page).toMatchObject({
      payment: { name: 'Anticipo', amount: '135000.60', currency: 'USD', due_at: '2026-12-01T00:00:00.000Z', status: 'pending', state: 'pending', paid_at: null },
      project: { name: 'Portal Panadería' },
      organization: { name: s.owner.workspace.name, primary_color: expect.any(String) },
      identity: { legal_name: 'Estudio Núñez SpA', tax_id_label: 'RUT' },
      last_charge: null,
    });
    expect(page.methods).toEqual([
      { method: 'mercadopago', available: false, reason: 'Mercado Pago no cobra en USD.' },
      { method: 'stripe', available: true, reason: null },
      { method: 'transfer', available: true, reason: null },
    ]);
    // Only the USD account: the CLP one is not for this payment.
    expect(page.bank_accounts).toEqual([s.account]);
    // The one payment, nothing of the others of the plan.
    expect(res.body).not.toContain('Segundo pago');
    expect(res.body).not.toContain('Entrega');
    expect(res.body).not.toContain(s.payment.id as string);
    const [used] = await t.db.select().from(paymentLinks).where(eq(paymentLinks.tokenHash, payLinkHash(token)));
    expect(used!.lastUsedAt).not.toBeNull();
  });

  it('a manual reminder also carries «Pagar», a new link each time; both stay valid', async () => {
    const s = await scene();
    const before = (await mail.deliver(s.company.contact.email)).length;
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/payments/${s.payment.id}/reminder`, headers: s.owner.headers })).statusCode).toBe(200);
    clock.advance(11 * 60 * 1000);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/payments/${s.payment.id}/reminder`, headers: s.owner.headers })).statusCode).toBe(200);
    const sent = (await mail.deliver(s.company.contact.email)).slice(before);
    const tokens = sent.map((m) => /\/pay\/([A-Za-z0-9_-]{43})/.exec(m.text)![1]!);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).not.toBe(tokens[1]);
    for (const token of tokens) expect((await read(token)).statusCode).toBe(200);
  });
});

describe('GET /v1/pay/{token}: one 404 for every dead link', () => {
  it('unknown, tampered, malformed, expired and revoked tokens all answer the same Spanish 404', async () => {
    const s = await scene();
    const token = await staffLink(s);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const bodies: string[] = [];
    for (const bad of [tampered, 'x'.repeat(43), 'no-es-un-token', 'A'.repeat(100)]) {
      const res = await read(bad);
      expectError(res, 404, 'NOT_FOUND', { message: M.notFound });
      bodies.push(res.body);
    }
    expect((await read(token)).statusCode).toBe(200);

    // Expired: 30 days later it no longer opens.
    clock.advance(30 * 86_400_000 + 1000);
    try {
      const expired = await read(token);
      expectError(expired, 404, 'NOT_FOUND', { message: M.notFound });
      bodies.push(expired.body);
    } finally {
      clock.set('2026-11-28T15:00:00Z');
    }
    expect((await read(token)).statusCode).toBe(200);

    // Revoked by the staff: every live link of the payment at once.
    const second = await staffLink(s);
    const del = await links(s.owner.headers, s.project.id, s.payment.id as string, 'DELETE');
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().data).toEqual({ revoked: 2 });
    for (const dead of [token, second]) {
      const res = await read(dead);
      expectError(res, 404, 'NOT_FOUND', { message: M.notFound });
      bodies.push(res.body);
    }
    // No oracle: byte for byte the same answer.
    expect(new Set(bodies).size).toBe(1);
    expectError(await checkout(token, { provider: 'stripe' }), 404, 'NOT_FOUND', { message: M.notFound });
    // A new link after revoking works.
    expect((await read(await staffLink(s))).statusCode).toBe(200);
  });

  it('a link survives saving the plan (payments are re-inserted with the same ids) and dies with its payment', async () => {
    const s = await scene();
    const token = await staffLink(s);
    const plan = (s.project.payments.payments as Json[]).map((p) => ({ ...p, name: p.id === s.payment.id ? 'Anticipo renombrado' : p.name }));
    const saved = await api(t).put(s.owner.headers, `/api/v1/projects/${s.project.id}`, { payments: { type: 'installments', plan: 'installments', payments: plan } });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await read(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.payment.name).toBe('Anticipo renombrado');
    await t.db.delete(payments).where(eq(payments.id, s.payment.id as string));
    expectError(await read(token), 404, 'NOT_FOUND', { message: M.notFound });
  });
});

describe('POST /v1/pay/{token}/checkout', () => {
  it('charges the stored amount whatever the browser sends, returns to the pay page, and the webhook shows it paid', async () => {
    const s = await scene();
    const token = await staffLink(s);
    const res = await checkout(token, { provider: 'stripe', amount: '1.00', currency: 'CLP' });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().url);
    const sessionId = url.pathname.split('/').pop()!;
    const session = [...stripe.sessions.values()].find((x) => url.href.includes(x.id))!;
    expect(session, sessionId).toBeDefined();
    expect(JSON.stringify(session)).toContain('13500060');
    expect(session.success_url).toBe(`http://trato.test/pay/${token}?resultado=ok&session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(`http://trato.test/pay/${token}?resultado=cancelado`);

    // «Pagar» on the stand-in's hosted page: the signed webhook reaches the app, then the browser goes back.
    const paid = await fetch(url, { method: 'POST', body: new URLSearchParams({ choice: 'pay' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://trato.test/pay/${token}?resultado=ok&session_id=${session.id}`);
    expect(stripe.deliveries.at(-1)!.status).toBe(200);

    const page = (await read(token)).json().data;
    expect(page.payment).toMatchObject({ status: 'paid', state: 'paid' });
    expect(page.payment.paid_at).toEqual(expect.any(String));
    expect(page.last_charge).toMatchObject({ status: 'paid', provider: 'stripe' });
    expectError(await checkout(token, { provider: 'stripe' }), 422, 'VALIDATION_ERROR', { message: undefined });
    expect((await checkout(token, { provider: 'stripe' })).json().errors.provider).toEqual([CHECKOUT_MESSAGES.alreadyPaid]);
  });

  it('refuses a provider that is not offered or not valid (422 in Spanish)', async () => {
    const s = await scene();
    const token = await staffLink(s);
    expect((await checkout(token, { provider: 'mercadopago' })).json().errors.provider).toEqual(['Mercado Pago no cobra en USD.']);
    const bad = await checkout(token, { provider: 'paypal' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.provider).toEqual([CHECKOUT_MESSAGES.providerInvalid]);
    expect((await checkout(token, {})).statusCode).toBe(422);
  });
});

describe('staff: «Copiar enlace de pago» and revoking', () => {
  it('401 signed out, 404 for another workspace (nothing created), 404 for a mismatched project, 409 once paid', async () => {
    const s = await scene();
    const other = await portalWithPlan(t);
    const url = `/api/v1/projects/${s.project.id}/payments/${s.payment.id}/links`;
    expectError(await t.app.inject({ method: 'POST', url }), 401, 'UNAUTHENTICATED');
    expectError(await t.app.inject({ method: 'DELETE', url }), 401, 'UNAUTHENTICATED');
    const foreign = await links(other.owner.headers, s.project.id, s.payment.id as string);
    expectError(foreign, 404, 'NOT_FOUND');
    expect(foreign.body).not.toContain('Anticipo');
    expectError(await links(other.owner.headers, s.project.id, s.payment.id as string, 'DELETE'), 404, 'NOT_FOUND');
    expect(await t.db.select().from(paymentLinks).where(eq(paymentLinks.paymentId, s.payment.id as string))).toHaveLength(0);
    expectError(await links(s.owner.headers, other.project.id, s.payment.id as string), 404, 'NOT_FOUND');
    expectError(await links(s.owner.headers, s.project.id, 'no-es-un-id'), 404, 'NOT_FOUND');

    // Another workspace's staff cannot revoke this workspace's link either: it keeps working.
    const token = await staffLink(s);
    expect((await read(token)).statusCode).toBe(200);

    await api(t).put(s.owner.headers, `/api/v1/projects/${s.project.id}/payments/${s.payment.id}/status`, { status: 'paid' });
    const paid = await links(s.owner.headers, s.project.id, s.payment.id as string);
    expectError(paid, 409, 'CONFLICT', { message: M.alreadyPaid });
    // A paid payment's link still opens, and says it is paid, with the day.
    const page = (await read(token)).json().data;
    expect(page.payment).toMatchObject({ status: 'paid', state: 'paid', paid_at: expect.any(String) });
  });

  it('creating and revoking links write the project’s feed in Spanish, without the token or the URL (decision 0078)', async () => {
    const s = await scene();
    const paymentId = s.payment.id as string;
    const res = await links(s.owner.headers, s.project.id, paymentId);
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().data.url as string;
    await links(s.owner.headers, s.project.id, paymentId);
    expect((await links(s.owner.headers, s.project.id, paymentId, 'DELETE')).json().data.revoked).toBe(2);
    // Nothing left to revoke: no entry.
    expect((await links(s.owner.headers, s.project.id, paymentId, 'DELETE')).json().data.revoked).toBe(0);

    const feed = await api(t).get(s.owner.headers, `/api/v1/activities?projectId=${s.project.id}`);
    expect(feed.statusCode, feed.body).toBe(200);
    const entries = (feed.json().data as { type: string; data: Record<string, unknown>; user: { name: string } | null }[]).filter((a) => a.type.startsWith('payment.link'));
    expect(entries.map((a) => a.type).sort()).toEqual(['payment.link_created', 'payment.link_created', 'payment.links_revoked']);
    const name = s.payment.name as string;
    const owner = entries[0]!.user!.name;
    const sentences = entries.map((a) => activitySentence(a)).map((x) => `${x.actor} ${x.text}`);
    expect(sentences).toContain(`${owner} creó un enlace de pago para «${name}»`);
    expect(sentences).toContain(`${owner} revocó los enlaces de pago de «${name}»`);
    // The link is its only access: neither the token nor the URL is written where the team (or search) reads.
    expect(feed.body).not.toContain(tokenOf(url));
    expect(feed.body).not.toContain('/pay/');
    const search = await api(t).get(s.owner.headers, `/api/v1/search?q=${encodeURIComponent('enlace de pago')}`);
    expect(search.body).not.toContain(tokenOf(url));
  });
});

