import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { connectedPortal, useAppWithProviders } from './online-payments.fixtures.ts';
import { api, portalWithPlan, type Json } from '../payments/payments.fixtures.ts';
import { mercadoPagoClient } from './mercadopago/client.ts';
import { createPreference } from './mercadopago/preference.ts';
import { stripeClient } from './stripe/client.ts';
import { createCheckoutSession } from './stripe/checkout-session.ts';

// Disputes and partial refunds (decision 0075), played by the stand-ins as the providers document
// them and read by the staff through GET /api/v1/projects/{id}/charges.
const app = useAppWithProviders();
const { t } = app;

async function connected(provider: 'mercadopago' | 'stripe') {
  const p = await connectedPortal(app, provider);
  return { ...p, payment: p.payments[0]! as Json };
}

type Setup = Awaited<ReturnType<typeof connected>>;

async function paidWithMercadoPago(s: Setup) {
  const urls = { notificationUrl: `${app.base}/api/v1/webhooks/mercadopago/${s.owner.workspace.id}`, success: 'http://trato.test/ok', pending: 'http://trato.test/ok', failure: 'http://trato.test/ko' };
  const pref = await createPreference(mercadoPagoClient(s.token, app.mp.url), { externalReference: s.payment.id as string, title: 'Anticipo', currency: 'ARS', amount: s.payment.amount as string }, urls);
  const { payment, delivery } = await app.mp.checkout(pref.id, 'approved');
  expect(delivery!.status).toBe(200);
  return payment.id;
}

async function paidWithStripe(s: Setup) {
  const session = await createCheckoutSession(stripeClient(s.token, app.stripe.url), { reference: s.payment.id as string, title: 'Anticipo', currency: 'USD', amount: s.payment.amount as string }, { success: 'http://trato.test/ok', cancel: 'http://trato.test/ko' });
  expect((await app.stripe.pay(session.id)).delivery!.status).toBe(200);
  return session.id;
}

const paymentStatus = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!.status;
const charges = async (s: Pick<Setup, 'owner' | 'project'>) => {
  const res = await api(t).get(s.owner.headers, `/api/v1/projects/${s.project.id}/charges`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Json[];
};

describe('Mercado Pago in_mediation and refunds', () => {
  it('a claim holds the charge («En disputa») and leaves the payment paid; lost, it is a chargeback and the payment is owed again', async () => {
    const s = await connected('mercadopago');
    const id = await paidWithMercadoPago(s);
    expect((await app.mp.mediate(id, 'open'))!.status).toBe(200);
    expect(await paymentStatus(s.payment.id as string)).toBe('paid');
    expect(await charges(s)).toMatchObject([{ payment_id: s.payment.id, provider: 'mercadopago', provider_ref: String(id), status: 'disputed', held_status: 'paid' }]);
    expect((await app.mp.mediate(id, 'lost'))!.status).toBe(200);
    expect(await paymentStatus(s.payment.id as string)).toBe('pending');
    expect(await charges(s)).toMatchObject([{ status: 'reversed', reversal: 'chargeback' }]);
  });

  it('a claim won puts the charge back to paid, the payment never moved', async () => {
    const s = await connected('mercadopago');
    const id = await paidWithMercadoPago(s);
    await app.mp.mediate(id, 'open');
    await app.mp.mediate(id, 'won');
    expect(await paymentStatus(s.payment.id as string)).toBe('paid');
    expect(await charges(s)).toMatchObject([{ status: 'paid', held_status: null }]);
  });

  it('a partial refund leaves the payment paid with the refunded amount; the rest refunded reverses it', async () => {
    const s = await connected('mercadopago');
    const id = await paidWithMercadoPago(s);
    expect((await app.mp.refund(id, 100))!.status).toBe(200);
    expect(await paymentStatus(s.payment.id as string)).toBe('paid');
    expect(await charges(s)).toMatchObject([{ status: 'paid', refunded_amount: '100.00', currency: 'ARS', amount: s.payment.amount }]);
    await app.mp.refund(id);
    expect(await paymentStatus(s.payment.id as string)).toBe('pending');
    expect(await charges(s)).toMatchObject([{ status: 'reversed', reversal: 'refund', refunded_amount: s.payment.amount }]);
  });
});

describe('Stripe disputes and partial refunds', () => {
  it('charge.dispute.created holds the charge; charge.dispute.closed lost reverses it as a chargeback', async () => {
    const s = await connected('stripe');
    const session = await paidWithStripe(s);
    expect((await app.stripe.dispute(session))!.status).toBe(200);
    expect(await paymentStatus(s.payment.id as string)).toBe('paid');
    expect(await charges(s)).toMatchObject([{ provider: 'stripe', provider_ref: session, status: 'disputed' }]);
    expect((await app.stripe.closeDispute(session, 'lost'))!.status).toBe(200);
    expect(await paymentStatus(s.payment.id as string)).toBe('pending');
    expect(await charges(s)).toMatchObject([{ status: 'reversed', reversal: 'chargeback' }]);
  });

  it('a dispute won restores the paid charge; a partial refund is recorded and the payment stays paid', async () => {
    const s = await connected('stripe');
    const session = await paidWithStripe(s);
    await app.stripe.dispute(session);
    expect((await app.stripe.closeDispute(session, 'won'))!.status).toBe(200);
    expect(await charges(s)).toMatchObject([{ status: 'paid' }]);
    expect((await app.stripe.refund(session, 1000))!.status).toBe(200);
    expect(await paymentStatus(s.payment.id as string)).toBe('paid');
    expect(await charges(s)).toMatchObject([{ status: 'paid', refunded_amount: '10.00', currency: 'USD' }]);
  });
});

describe('GET /projects/{id}/charges', () => {
  it('401 signed out; 404 for another workspace’s project or a malformed id, nothing leaked', async () => {
    const s = await connected('stripe');
    await paidWithStripe(s);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/projects/${s.project.id}/charges` })).statusCode).toBe(401);
    const other = await portalWithPlan(t);
    const foreign = await api(t).get(other.owner.headers, `/api/v1/projects/${s.project.id}/charges`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(s.payment.id as string);
    expect((await api(t).get(s.owner.headers, '/api/v1/projects/not-a-project/charges')).statusCode).toBe(404);
    expect(await charges(other)).toEqual([]);
  });
});
