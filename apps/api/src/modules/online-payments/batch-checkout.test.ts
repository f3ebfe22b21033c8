import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, checkoutBatches, notifications, onlineCharges } from '../../db/schema/index.ts';
import { connectedPortal, useAppWithProviders } from './online-payments.fixtures.ts';
import { api, paymentsOf, portalWithPlan, setPaymentRow } from '../payments/payments.fixtures.ts';
import { customerSession } from '../projects/projects.fixtures.ts';
import { BATCH_MESSAGES } from './batch-checkout.routes.ts';

// «Pagar todo lo pendiente» (batch-checkout.routes.ts, checkout-batch.ts, decision 0075): one
// checkout for every due payment of a project, paid on the stand-in's hosted page over HTTP, the
// stand-in's signed webhook applied to each payment once.
const app = useAppWithProviders();
const { t } = app;

async function connected(provider: 'mercadopago' | 'stripe') {
  const p = await connectedPortal(app, provider);
  const customer = await customerSession(t, { id: p.company.contact.id as string, workspaceId: p.owner.workspace.id }, p.project.id as string);
  return { ...p, customer };
}

const checkout = (headers: Record<string, string>, projectId: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/customer/projects/${projectId}/checkout`, headers, payload: body });
const statuses = async (projectId: string) => (await paymentsOf(t, projectId)).map((p) => p.status);
const chargesOf = (workspaceId: string) => t.db.select().from(onlineCharges).where(eq(onlineCharges.workspaceId, workspaceId));
const paidActivities = async (workspaceId: string) => t.db.select().from(activities).where(and(eq(activities.workspaceId, workspaceId), eq(activities.type, 'payment.paid')));

describe('POST /customer/projects/{id}/checkout («Pagar todo lo pendiente»)', () => {
  it('Mercado Pago: one preference with each due payment; paid there, each payment is paid once', async () => {
    const s = await connected('mercadopago');
    const rows = await paymentsOf(t, s.project.id as string);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const res = await checkout(s.customer, s.project.id as string, { provider: 'mercadopago' });
    expect(res.statusCode, res.body).toBe(200);
    const pref = app.mp.preferences.get(new URL(res.json().url).searchParams.get('pref_id')!)!;
    expect(pref.items.map((i) => [i.title, i.unit_price, i.currency_id])).toEqual(rows.map((r) => [r.name, Number(r.amount), 'ARS']));
    const [batch] = await t.db.select().from(checkoutBatches).where(eq(checkoutBatches.id, pref.external_reference!));
    expect(batch!.items.map((i) => [i.payment_id, i.amount])).toEqual(rows.map((r) => [r.id, r.amount]));

    pref.notification_url = `${app.base}/api/v1/webhooks/mercadopago/${s.owner.workspace.id}`;
    const { payment, delivery } = await app.mp.checkout(pref.id, 'approved');
    expect(delivery!.status).toBe(200);
    expect(await statuses(s.project.id as string)).toEqual(rows.map(() => 'paid'));
    const charges = await chargesOf(s.owner.workspace.id);
    expect(charges.map((c) => [c.paymentId, c.providerRef, c.status, c.batchId, c.amountMinor]).sort()).toEqual(
      rows.map((r) => [r.id, String(payment.id), 'paid', batch!.id, BigInt(Math.round(Number(r.amount) * 100))]).sort(),
    );
    // Delivered again, and three at once: still once per payment.
    await Promise.all([app.mp.notify(payment.id), app.mp.notify(payment.id), app.mp.notify(payment.id)]);
    expect(await paidActivities(s.owner.workspace.id)).toHaveLength(rows.length);
    expect(await chargesOf(s.owner.workspace.id)).toHaveLength(rows.length);
    // Nothing left to pay together.
    const again = await checkout(s.customer, s.project.id as string, { provider: 'mercadopago' });
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json().errors.provider).toEqual([BATCH_MESSAGES.fewerThanTwo]);
  });

  it('Stripe: a payment paid by hand meanwhile becomes a duplicate, the rest are paid; a full refund makes them owed again', async () => {
    const s = await connected('stripe');
    const rows = await paymentsOf(t, s.project.id as string);
    const res = await checkout(s.customer, s.project.id as string, { provider: 'stripe' });
    expect(res.statusCode, res.body).toBe(200);
    const session = [...app.stripe.sessions.values()].at(-1)!;
    expect(res.json().url).toBe(session.url);
    expect(session.line_items.map((i) => i.unit_amount)).toEqual(rows.map((r) => Math.round(Number(r.amount) * 100)));
    expect(session.amount_total).toBe(rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0));

    // The team marks the first one paid by hand while the client is on Stripe's page.
    expect((await api(t).put(s.owner.headers, `/api/v1/payments/${rows[0]!.id}`, { status: 'paid' })).statusCode).toBe(200);
    const { delivery } = await app.stripe.pay(session.id);
    expect(delivery!.status).toBe(200);
    expect(await statuses(s.project.id as string)).toEqual(rows.map(() => 'paid'));
    const byPayment = new Map((await chargesOf(s.owner.workspace.id)).map((c) => [c.paymentId, c.status]));
    expect(rows.map((r) => byPayment.get(r.id))).toEqual(['duplicate', ...rows.slice(1).map(() => 'paid')]);
    expect(await paidActivities(s.owner.workspace.id)).toHaveLength(rows.length);
    // The team is told at once, in the bell: refund the duplicate from Stripe.
    const bell = await t.db.select().from(notifications).where(and(eq(notifications.workspaceId, s.owner.workspace.id), eq(notifications.type, 'payment.charge_flagged')));
    expect(bell.map((n) => [n.title, n.url])).toEqual([[`Pago duplicado en «${rows[0]!.name}»: reembólsalo desde Stripe`, `/projects/${s.project.id}`]]);
    // And the /payments list marks that payment's row (decision 0078), only that one.
    const listed = (await api(t).get(s.owner.headers, '/api/v1/payments')).json().data as { id: string; charge_flag: unknown }[];
    expect(rows.map((r) => listed.find((p) => p.id === r.id)?.charge_flag)).toEqual([{ status: 'duplicate', provider: 'stripe' }, ...rows.slice(1).map(() => null)]);

    // Refunded in full: the payments this charge paid are owed again; the one paid by hand stays paid.
    expect((await app.stripe.refund(session.id))!.status).toBe(200);
    expect(await statuses(s.project.id as string)).toEqual(['paid', ...rows.slice(1).map(() => 'pending')]);
    expect(new Set((await chargesOf(s.owner.workspace.id)).map((c) => c.status))).toEqual(new Set(['reversed']));
  });

  it('a payment whose amount changed since the checkout is a mismatch; the others are paid', async () => {
    const s = await connected('stripe');
    const rows = await paymentsOf(t, s.project.id as string);
    expect((await checkout(s.customer, s.project.id as string, { provider: 'stripe' })).statusCode).toBe(200);
    const session = [...app.stripe.sessions.values()].at(-1)!;
    // The team edits one amount (the difference moves to another pending payment, as the builder does).
    const edited = await api(t).put(s.owner.headers, `/api/v1/payments/${rows[1]!.id}`, { amount: String(Number(rows[1]!.amount) - 10) });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await paymentsOf(t, s.project.id as string);
    const changed = after.map((a, i) => a.amount !== rows[i]!.amount);
    expect(changed.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    const { delivery } = await app.stripe.pay(session.id);
    expect(delivery!.status).toBe(200);
    const byPayment = new Map((await chargesOf(s.owner.workspace.id)).map((c) => [c.paymentId, c.status]));
    expect(rows.map((r) => byPayment.get(r.id))).toEqual(changed.map((c) => (c ? 'mismatch' : 'paid')));
    expect(await statuses(s.project.id as string)).toEqual(changed.map((c) => (c ? 'pending' : 'paid')));
  });

  it('422 with fewer than two due payments, a bad provider or a method the currency does not allow; 401 signed out; 404 for a project the customer does not reach', async () => {
    const s = await connected('stripe');
    const rows = await paymentsOf(t, s.project.id as string);
    const bad = await checkout(s.customer, s.project.id as string, { provider: 'transfer' });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json().errors.provider).toEqual([BATCH_MESSAGES.providerInvalid]);
    const currency = await checkout(s.customer, s.project.id as string, { provider: 'stripe', currency: 'dólares' });
    expect(currency.statusCode).toBe(422);
    const mpRes = await checkout(s.customer, s.project.id as string, { provider: 'mercadopago' });
    expect(mpRes.statusCode).toBe(422);
    expect(mpRes.json().errors.provider).toEqual(['Mercado Pago no cobra en USD.']);
    expect((await checkout({}, s.project.id as string, { provider: 'stripe' })).statusCode).toBe(401);

    const other = await connected('stripe');
    const foreign = await checkout(s.customer, other.project.id as string, { provider: 'stripe' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(other.project.name as string);
    const sibling = await portalWithPlan(t, { owner: s.owner });
    expect((await checkout(s.customer, sibling.project.id as string, { provider: 'stripe' })).statusCode).toBe(404);

    // Two currencies among the due payments: the customer chooses; one left in a currency is not a batch.
    await setPaymentRow(t, rows[0]!.id, { amountType: 'EUR' });
    const mixed = await checkout(s.customer, s.project.id as string, { provider: 'stripe' });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors.currency).toEqual([BATCH_MESSAGES.chooseCurrency]);
    const eur = await checkout(s.customer, s.project.id as string, { provider: 'stripe', currency: 'EUR' });
    expect(eur.statusCode).toBe(422);
    expect(eur.json().errors.provider).toEqual([BATCH_MESSAGES.fewerThanTwo]);
    const usd = await checkout(s.customer, s.project.id as string, { provider: 'stripe', currency: 'usd' });
    expect(usd.statusCode, usd.body).toBe(200);
    expect([...app.stripe.sessions.values()].at(-1)!.line_items).toHaveLength(rows.length - 1);
    for (const secret of [s.token, s.secret]) expect(usd.body + mixed.body).not.toContain(secret);
  });
});

// A partial refund of a batch's one charge, split among its payments (decision 0078), read as the
// team reads it: GET /projects/{id}/charges and each payment's status.
const refundsByPayment = async (s: { owner: { headers: Record<string, string> }; project: { id?: unknown } }) => {
  const res = await api(t).get(s.owner.headers, `/api/v1/projects/${s.project.id}/charges`);
  expect(res.statusCode, res.body).toBe(200);
  return new Map((res.json().data as { payment_id: string; status: string; refunded_amount: string | null }[]).map((c) => [c.payment_id, [c.status, c.refunded_amount]]));
};

describe('a partial refund of a batch checkout, split per payment', () => {
  it('Mercado Pago: the last payment is refunded first, in full (owed again), the one before it in part; the rest untouched', async () => {
    const s = await connected('mercadopago');
    const rows = await paymentsOf(t, s.project.id as string);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const res = await checkout(s.customer, s.project.id as string, { provider: 'mercadopago' });
    const pref = app.mp.preferences.get(new URL(res.json().url).searchParams.get('pref_id')!)!;
    pref.notification_url = `${app.base}/api/v1/webhooks/mercadopago/${s.owner.workspace.id}`;
    const { payment } = await app.mp.checkout(pref.id, 'approved');
    const last = rows.at(-1)!;
    const beforeLast = rows.at(-2)!;

    expect((await app.mp.refund(payment.id, Number(last.amount) + 1))!.status).toBe(200);
    expect(await statuses(s.project.id as string)).toEqual([...rows.slice(0, -1).map(() => 'paid'), 'pending']);
    const split = await refundsByPayment(s);
    expect(split.get(last.id)).toEqual(['reversed', last.amount]);
    expect(split.get(beforeLast.id)).toEqual(['paid', '1.00']);
    for (const r of rows.slice(0, -2)) expect(split.get(r.id)).toEqual(['paid', null]);

    // Delivered again: nothing moves; then the rest refunded: every payment owed again, each with its own amount.
    await app.mp.notify(payment.id);
    expect(await refundsByPayment(s)).toEqual(split);
    await app.mp.refund(payment.id);
    expect(await statuses(s.project.id as string)).toEqual(rows.map(() => 'pending'));
    const all = await refundsByPayment(s);
    expect(rows.map((r) => all.get(r.id))).toEqual(rows.map((r) => ['reversed', r.amount]));
  });

  it('Stripe: refunding the duplicate (the payment paid by hand) lands on it; the payments the charge paid stay paid', async () => {
    const s = await connected('stripe');
    const rows = await paymentsOf(t, s.project.id as string);
    expect((await checkout(s.customer, s.project.id as string, { provider: 'stripe' })).statusCode).toBe(200);
    const session = [...app.stripe.sessions.values()].at(-1)!;
    expect((await api(t).put(s.owner.headers, `/api/v1/payments/${rows[0]!.id}`, { status: 'paid' })).statusCode).toBe(200);
    await app.stripe.pay(session.id);

    // The team does what the flag says: refunds the duplicate's amount from Stripe.
    expect((await app.stripe.refund(session.id, Math.round(Number(rows[0]!.amount) * 100)))!.status).toBe(200);
    expect(await statuses(s.project.id as string)).toEqual(rows.map(() => 'paid'));
    const split = await refundsByPayment(s);
    expect(split.get(rows[0]!.id)).toEqual(['reversed', rows[0]!.amount]);
    for (const r of rows.slice(1)) expect(split.get(r.id)).toEqual(['paid', null]);

    // One cent more: from the last payment, in part.
    expect((await app.stripe.refund(session.id, 1))!.status).toBe(200);
    expect((await refundsByPayment(s)).get(rows.at(-1)!.id)).toEqual(['paid', '0.01']);
    expect(await statuses(s.project.id as string)).toEqual(rows.map(() => 'paid'));
  });
});
