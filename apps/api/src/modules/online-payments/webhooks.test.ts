import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, onlineCharges, payments } from '../../db/schema/index.ts';
import { api, portalWithPlan, type Json } from '../payments/payments.fixtures.ts';
import { customerSession } from '../projects/projects.fixtures.ts';
import { CHECKOUT_MESSAGES } from './checkout.routes.ts';
import { mercadoPagoClient } from './mercadopago/client.ts';
import { createPreference } from './mercadopago/preference.ts';
import { stripeClient } from './stripe/client.ts';
import { createCheckoutSession } from './stripe/checkout-session.ts';
import { connectedPortal, useAppWithProviders } from './online-payments.fixtures.ts';

// The workspaces' own payment webhooks (webhooks.routes.ts, apply-charge.ts, decision 0070), driven
// by the stand-ins for real: a checkout is created with the provider module, "paid" on the
// stand-in's hosted page over HTTP, and the stand-in sends its signed webhook to this app's
// listening server, which reads the charge back before writing anything.
const providers = useAppWithProviders();
const { t } = providers;

type Setup = Awaited<ReturnType<typeof connectedPortal>> & { payment: Json };

/** A portal in ARS (Mercado Pago) or USD (Stripe) connected to its own stand-in account, and its first payment. */
async function connected(provider: 'mercadopago' | 'stripe'): Promise<Setup> {
  const p = await connectedPortal(providers, provider);
  return { ...p, payment: p.payments[0]! };
}

const paymentRow = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const chargesOf = (paymentId: string) => t.db.select().from(onlineCharges).where(eq(onlineCharges.paymentId, paymentId));
const paidActivities = async (workspaceId: string, paymentId: string) =>
  (await t.db.select().from(activities).where(and(eq(activities.workspaceId, workspaceId), eq(activities.type, 'payment.paid')))).filter((a) => a.data.payment_id === paymentId);

/** Creates the Mercado Pago preference with the module and pays on the stand-in's hosted page over HTTP. */
async function payWithMercadoPago(s: Setup & { token: string }, choice: 'approved' | 'pending' = 'approved', amount = s.payment.amount as string) {
  const client = mercadoPagoClient(s.token, providers.mp.url);
  const urls = { notificationUrl: `${providers.base}/api/v1/webhooks/mercadopago/${s.owner.workspace.id}`, success: 'http://trato.test/ok', pending: 'http://trato.test/pending', failure: 'http://trato.test/ko' };
  const pref = await createPreference(client, { externalReference: s.payment.id as string, title: s.payment.name as string, currency: 'ARS', amount }, urls);
  const page = await fetch(pref.initPoint);
  expect(page.status).toBe(200);
  const res = await fetch(`${providers.mp.url}/checkout/v1/pay`, { method: 'POST', body: new URLSearchParams({ pref_id: pref.id, choice }), redirect: 'manual' });
  expect(res.status).toBeLessThan(400);
  const delivery = providers.mp.deliveries.at(-1)!;
  return { delivery, paymentId: Number(delivery.body.data && (delivery.body.data as { id: string }).id) };
}

async function payWithStripe(s: Setup & { token: string }, amount = s.payment.amount as string) {
  const client = stripeClient(s.token, providers.stripe.url);
  const session = await createCheckoutSession(client, { reference: s.payment.id as string, title: s.payment.name as string, currency: 'USD', amount }, { success: 'http://trato.test/ok', cancel: 'http://trato.test/ko' });
  const res = await fetch(session.url, { method: 'POST', body: new URLSearchParams({ choice: 'pay' }), redirect: 'manual' });
  expect(res.status).toBe(303);
  return { session, delivery: providers.stripe.deliveries.at(-1)! };
}

describe('Mercado Pago webhook of a workspace', () => {
  it('pays the milestone once, through the staff path, after reading the payment back', async () => {
    const s = await connected('mercadopago');
    const { delivery, paymentId } = await payWithMercadoPago(s);
    expect(delivery.status).toBe(200);
    expect((await paymentRow(s.payment.id as string)).status).toBe('paid');
    expect((await chargesOf(s.payment.id as string)).map((c) => [c.provider, c.providerRef, c.status])).toEqual([['mercadopago', String(paymentId), 'paid']]);
    const [activity] = await paidActivities(s.owner.workspace.id, s.payment.id as string);
    expect(activity!.data).toMatchObject({ method: 'mercadopago', provider_ref: String(paymentId) });
    expect(providers.mp.requests.some((r) => r.path === `/v1/payments/${paymentId}` && r.authorization === `Bearer ${s.token}`)).toBe(true);

    // Replayed (Mercado Pago sends again on every change) and two at once: one effect.
    const again = await Promise.all([providers.mp.notify(paymentId), providers.mp.notify(paymentId), providers.mp.notify(paymentId)]);
    expect(again.map((d) => d!.status)).toEqual([200, 200, 200]);
    expect(await paidActivities(s.owner.workspace.id, s.payment.id as string)).toHaveLength(1);
    expect(await chargesOf(s.payment.id as string)).toHaveLength(1);

    // The staff's bell heard it once, about the project (its open page refetches on it).
    const bell = (await api(t).get(s.owner.headers, '/api/v1/notifications')).json().data as Json[];
    const paid = bell.filter((n) => n.type === 'payment.paid');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ data: { url: `/projects/${s.project.id}` }, notification: { title: `Pago recibido por Mercado Pago: «${s.payment.name}» de ${s.project.name}` } });
  });

  it('refuses forged, wrong-secret, stale and foreign deliveries with 4xx and writes nothing', async () => {
    const s = await connected('mercadopago');
    const { paymentId } = await payWithMercadoPago(s, 'pending');
    expect((await chargesOf(s.payment.id as string)).map((c) => c.status)).toEqual(['pending']);
    providers.mp.payments.get(paymentId)!.status = 'approved';
    const url = `/api/v1/webhooks/mercadopago/${s.owner.workspace.id}?data.id=${paymentId}&type=payment`;
    const post = (headers: Record<string, string>, path = url) => t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...headers }, payload: { type: 'payment', data: { id: String(paymentId) } } });
    const now = Math.floor(Date.now() / 1000);
    const signed = (secret: string, ts = now, requestId = 'req-1') => ({ 'x-request-id': requestId, 'x-signature': providers.mp.sign({ dataId: String(paymentId), requestId, ts, secret }) });

    expect((await post({})).statusCode).toBe(401);
    expect((await post(signed('another-workspace-secret-0001'))).statusCode).toBe(401);
    expect((await post(signed(s.secret, now - 3600))).statusCode).toBe(401);
    const other = await connected('mercadopago');
    // Signed with the right secret, but sent to another workspace's address: that workspace's secret does not match.
    expect((await post(signed(s.secret), url.replace(s.owner.workspace.id, other.owner.workspace.id))).statusCode).toBe(401);
    expect((await post(signed(s.secret), url.replace(s.owner.workspace.id, '00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await post(signed(s.secret), url.replace(s.owner.workspace.id, 'not-a-workspace'))).statusCode).toBe(404);
    // The other workspace's own secret, about a payment of the first one: its token cannot read it.
    const foreign = await post({ 'x-request-id': 'r', 'x-signature': providers.mp.sign({ dataId: String(paymentId), requestId: 'r', ts: now, secret: other.secret }) }, url.replace(s.owner.workspace.id, other.owner.workspace.id));
    expect(foreign.statusCode).toBe(404);
    expect((await paymentRow(s.payment.id as string)).status).toBe('pending');
    expect((await chargesOf(s.payment.id as string)).map((c) => c.status)).toEqual(['pending']);
    // The genuine one applies.
    const genuine = await post(signed(s.secret));
    expect(genuine.statusCode, genuine.body).toBe(200);
    expect((await paymentRow(s.payment.id as string)).status).toBe('paid');
    for (const res of [genuine, foreign]) for (const secret of [s.secret, s.token, other.secret, other.token]) expect(res.body).not.toContain(secret);
  });

  it('flags another amount as a mismatch and leaves the payment pending', async () => {
    const s = await connected('mercadopago');
    const { delivery } = await payWithMercadoPago(s, 'approved', '1.00');
    expect(delivery.status).toBe(200);
    expect((await paymentRow(s.payment.id as string)).status).toBe('pending');
    expect((await chargesOf(s.payment.id as string)).map((c) => [c.status, c.amountMinor])).toEqual([['mismatch', 100n]]);
  });

  it('records a charge for a payment already paid by hand as a duplicate, and does not pay twice', async () => {
    const s = await connected('mercadopago');
    const marked = await api(t).put(s.owner.headers, `/api/v1/payments/${s.payment.id}`, { status: 'paid' });
    expect(marked.statusCode, marked.body).toBe(200);
    await payWithMercadoPago(s);
    expect((await chargesOf(s.payment.id as string)).map((c) => c.status)).toEqual(['duplicate']);
    expect(await paidActivities(s.owner.workspace.id, s.payment.id as string)).toHaveLength(1);
  });

  it('puts the payment back to pending on a refund, keeping the charge; a late "approved" does not pay again', async () => {
    const s = await connected('mercadopago');
    const { paymentId } = await payWithMercadoPago(s);
    expect((await providers.mp.refund(paymentId))!.status).toBe(200);
    expect((await paymentRow(s.payment.id as string)).status).toBe('pending');
    expect((await chargesOf(s.payment.id as string)).map((c) => c.status)).toEqual(['reversed']);
    const bell = (await api(t).get(s.owner.headers, '/api/v1/notifications')).json().data as Json[];
    expect(bell.find((n) => n.type === 'payment.reversed')).toMatchObject({ notification: { title: `Mercado Pago revirtió el pago «${s.payment.name}» de ${s.project.name}: vuelve a estar pendiente` } });
    providers.mp.payments.get(paymentId)!.status = 'approved';
    await providers.mp.notify(paymentId);
    expect((await paymentRow(s.payment.id as string)).status).toBe('pending');
  });
});

describe('Stripe webhook of a workspace', () => {
  it('pays on checkout.session.completed once, even replayed and concurrent, and reverses on refund', async () => {
    const s = await connected('stripe');
    const { session, delivery } = await payWithStripe(s);
    expect(delivery.status).toBe(200);
    expect((await paymentRow(s.payment.id as string)).status).toBe('paid');
    const again = await Promise.all([providers.stripe.notify(session.id, 'checkout.session.completed'), providers.stripe.notify(session.id, 'checkout.session.completed')]);
    expect(again.map((d) => d!.status)).toEqual([200, 200]);
    expect(await paidActivities(s.owner.workspace.id, s.payment.id as string)).toHaveLength(1);
    expect((await chargesOf(s.payment.id as string)).map((c) => [c.providerRef, c.status])).toEqual([[session.id, 'paid']]);

    expect((await providers.stripe.refund(session.id))!.status).toBe(200);
    expect((await paymentRow(s.payment.id as string)).status).toBe('pending');
    expect((await chargesOf(s.payment.id as string)).map((c) => c.status)).toEqual(['reversed']);
    // Reordered: the completed event again after the refund changes nothing.
    await providers.stripe.notify(session.id, 'checkout.session.completed');
    expect((await paymentRow(s.payment.id as string)).status).toBe('pending');
  });

  it('a refund that overtakes the payment is refused (Stripe delivers again) and applies once the payment has', async () => {
    const s = await connected('stripe');
    providers.stripe.setWebhookUrl(s.token, null);
    const { session } = await payWithStripe(s);
    providers.stripe.setWebhookUrl(s.token, `${providers.base}/api/v1/webhooks/stripe/${s.owner.workspace.id}`);
    expect((await providers.stripe.refund(session.id))!.status).toBe(404);
    expect(await chargesOf(s.payment.id as string)).toEqual([]);
    // The completed event arrives late: the session still reads as paid, so the payment is paid…
    expect((await providers.stripe.notify(session.id, 'checkout.session.completed'))!.status).toBe(200);
    expect((await paymentRow(s.payment.id as string)).status).toBe('paid');
    // …until Stripe retries the refund.
    expect((await providers.stripe.refund(session.id))!.status).toBe(200);
    expect((await paymentRow(s.payment.id as string)).status).toBe('pending');
    expect((await chargesOf(s.payment.id as string)).map((c) => c.status)).toEqual(['reversed']);
  });

  it('refuses a forged or tampered body and a wrong secret; flags a tampered amount', async () => {
    const s = await connected('stripe');
    const { session, delivery } = await payWithStripe(s, '1.00');
    expect(delivery.status).toBe(200);
    expect((await chargesOf(s.payment.id as string)).map((c) => c.status)).toEqual(['mismatch']);
    expect((await paymentRow(s.payment.id as string)).status).toBe('pending');

    const url = `/api/v1/webhooks/stripe/${s.owner.workspace.id}`;
    const post = (payload: string, signature?: string) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) }, payload });
    expect((await post(delivery.body)).statusCode).toBe(401);
    expect((await post(delivery.body, providers.stripe.sign(delivery.body, 'whsec_not_this_workspace_0000'))).statusCode).toBe(401);
    expect((await post(delivery.body.replace(session.id, 'cs_test_other'), delivery.signature)).statusCode).toBe(401);
    expect((await post(delivery.body, providers.stripe.sign(delivery.body, s.secret, Math.floor(Date.now() / 1000) - 3600))).statusCode).toBe(401);
    // Signed right but about a session of another account: read back, it does not exist for this key.
    const forged = delivery.body.replace(session.id, 'cs_test_nothere');
    expect((await post(forged, providers.stripe.sign(forged, s.secret))).statusCode).toBe(404);
    expect((await chargesOf(s.payment.id as string)).map((c) => c.status)).toEqual(['mismatch']);
  });
});

describe('POST /customer/payments/{id}/checkout', () => {
  const checkout = (headers: Record<string, string>, paymentId: string, body: object) => t.app.inject({ method: 'POST', url: `/api/v1/customer/payments/${paymentId}/checkout`, headers, payload: body });

  it('opens Mercado Pago for the stored amount; paid there, the webhook pays it, and it cannot be paid again', async () => {
    const s = await connected('mercadopago');
    const customer = await customerSession(t, { id: s.company.contact.id as string, workspaceId: s.owner.workspace.id }, s.project.id as string);
    // An amount from the browser is not a field: the stored one is charged.
    const res = await checkout(customer, s.payment.id as string, { provider: 'mercadopago', amount: '1.00' });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin).toBe(providers.mp.url);
    const pref = providers.mp.preferences.get(url.searchParams.get('pref_id')!)!;
    expect(pref.items[0]).toMatchObject({ unit_price: Number(s.payment.amount), currency_id: 'ARS', title: s.payment.name });
    expect(pref.external_reference).toBe(s.payment.id);
    expect(pref.notification_url).toBe(`http://trato.test/api/v1/webhooks/mercadopago/${s.owner.workspace.id}`);
    // trato.test is this app: the stand-in reaches it at the test server's address.
    pref.notification_url = `${providers.base}/api/v1/webhooks/mercadopago/${s.owner.workspace.id}`;
    const paid = await fetch(`${providers.mp.url}/checkout/v1/pay`, { method: 'POST', body: new URLSearchParams({ pref_id: pref.id, choice: 'approved' }), redirect: 'manual' });
    expect(paid.status).toBeLessThan(400);
    expect((await paymentRow(s.payment.id as string)).status).toBe('paid');

    const again = await checkout(customer, s.payment.id as string, { provider: 'mercadopago' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(CHECKOUT_MESSAGES.alreadyPaid);
    for (const secret of [s.token, s.secret]) expect(res.body + again.body).not.toContain(secret);
  });

  it('offers only what the currency and the connections allow; 401 signed out; another portal\'s payment is 404', async () => {
    const s = await connected('stripe');
    const customer = await customerSession(t, { id: s.company.contact.id as string, workspaceId: s.owner.workspace.id }, s.project.id as string);
    const stripeRes = await checkout(customer, s.payment.id as string, { provider: 'stripe' });
    expect(stripeRes.statusCode, stripeRes.body).toBe(200);
    const session = [...providers.stripe.sessions.values()].at(-1)!;
    expect(stripeRes.json().url).toBe(session.url);
    expect(session).toMatchObject({ client_reference_id: s.payment.id, amount_total: Math.round(Number(s.payment.amount) * 100), currency: 'usd' });

    const mpRes = await checkout(customer, s.payment.id as string, { provider: 'mercadopago' });
    expect(mpRes.statusCode).toBe(422);
    expect(mpRes.json().errors.provider).toEqual(['Mercado Pago no cobra en USD.']);
    expect((await checkout({}, s.payment.id as string, { provider: 'stripe' })).statusCode).toBe(401);

    const other = await connected('stripe');
    expect((await checkout(customer, other.payment.id as string, { provider: 'stripe' })).statusCode).toBe(404);
    // Another portal of the same workspace that this customer does not reach.
    const sibling = await portalWithPlan(t, { owner: s.owner });
    expect((await checkout(customer, sibling.payments[0]!.id as string, { provider: 'stripe' })).statusCode).toBe(404);
    const bad = await checkout(customer, s.payment.id as string, { provider: 'transfer' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.provider).toEqual([CHECKOUT_MESSAGES.providerInvalid]);
  });
});
