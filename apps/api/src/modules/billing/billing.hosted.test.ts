import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingSchema, RESUBSCRIBE_REDIRECT, transactionSchema } from '@trato/domain/billing/dto';
import { BILLING_MESSAGES, LAPSED_NOTE } from '@trato/domain/billing/messages';
import { useTestApp } from '../../../test/app.ts';
import { createMember, DEFAULT_PASSWORD, type Owner } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { countStatements } from '../../../test/statements.ts';
import { startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in.ts';
import { loadConfig } from '../../config.ts';
import { billingEvents, plans, subscriptions, transactions, workspaces } from '../../db/schema/index.ts';
import { prepareBilling } from './setup.ts';
import { get, post, proposalMaker, signUpOwner } from './billing.fixtures.ts';

let stripe: StripeStandIn;
let env: Record<string, string>;
const t = useTestApp(async () => {
  stripe = await startStripeStandIn();
  env = {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    STRIPE_PRICES: JSON.stringify({ early: { USD: 'price_early_usd' }, pro: { USD: 'price_pro_usd', CLP: 'price_pro_clp' }, agency: { USD: 'price_agency_usd' } }),
    // Workspaces created before 2026 are early adopters: every sign-up here is not, until the test backdates it.
    EARLY_ADOPTER_UNTIL: '2026-01-01',
  };
  return env;
});
// What `npm start` does after migrations: STRIPE_PRICES into plans.stripe_price_ids.
beforeAll(() => prepareBilling(t.db, loadConfig(env).billing));
afterAll(() => stripe?.close());

let seq = 0;
const event = (type: string, object: Record<string, unknown>, id = `evt_${++seq}_${Date.now()}`) => ({
  id,
  object: 'event',
  type,
  api_version: '2026-10-28.endive',
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

function deliver(body: object | string, signature?: string | null) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['stripe-signature'] = signature ?? stripe.sign(payload);
  return t.app.inject({ method: 'POST', url: '/api/v1/billing/webhook', headers, payload });
}

/** The owner pays for `plan` through Checkout: Stripe holds the subscription and sends checkout.session.completed. */
async function subscribe(owner: Owner, opts: { plan?: 'pro' | 'agency'; status?: string; periodEnd?: Date } = {}) {
  const n = ++seq;
  const sub = stripe.subscription({
    id: `sub_${n}`,
    customer: `cus_${n}`,
    price: opts.plan === 'agency' ? 'price_agency_usd' : 'price_pro_usd',
    status: opts.status,
    workspaceId: owner.workspace.id,
    planId: opts.plan ?? 'pro',
    periodStart: new Date('2026-11-01T00:00:00Z'),
    periodEnd: opts.periodEnd ?? new Date(Date.now() + 20 * 24 * 3600 * 1000),
  });
  stripe.subscriptions.set(sub.id as string, sub);
  const res = await deliver(event('checkout.session.completed', { id: `cs_${n}`, object: 'checkout.session', client_reference_id: owner.workspace.id, customer: `cus_${n}`, subscription: sub.id, metadata: { workspace_id: owner.workspace.id, plan_id: opts.plan ?? 'pro' } }));
  expect(res.statusCode, res.body).toBe(200);
  return sub;
}

const invoice = (sub: Record<string, unknown>, n: number, over: Record<string, unknown> = {}) => ({
  id: `in_${sub.id}_${n}`,
  object: 'invoice',
  customer: sub.customer,
  currency: 'usd',
  status: 'paid',
  amount_paid: 1900,
  amount_due: 1900,
  hosted_invoice_url: `https://invoice.stripe.test/${n}`,
  invoice_pdf: `https://invoice.stripe.test/${n}.pdf`,
  status_transitions: { paid_at: 1_764_000_000 + n },
  parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
  lines: { data: [{ description: '1 × Profesional', period: { start: 1_764_000_000, end: 1_766_592_000 } }] },
  ...over,
});

const subRow = async (workspaceId: string) => (await t.db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaceId)))[0]!;

describe('hosted mode (Stripe stand-in)', () => {
  it('STRIPE_PRICES is written to the plans at start', async () => {
    const [pro] = await t.db.select().from(plans).where(eq(plans.id, 'pro'));
    expect(pro!.stripePriceIds).toEqual({ USD: 'price_pro_usd', CLP: 'price_pro_clp' });
    const owner = await signUpOwner(t);
    const buyable = async (currency: string) =>
      Object.fromEntries((await get(t, owner.headers, `/api/v1/plans?currency=${currency}`)).json().data.data.map((p: { id: string; can_checkout: boolean }) => [p.id, p.can_checkout]));
    expect(await buyable('USD')).toEqual({ free: false, pro: true, agency: true });
    expect(await buyable('CLP')).toEqual({ free: false, pro: true, agency: false });
  });

  it('a sign-up starts on the free plan; the billing page offers checkout to the owner only', async () => {
    const owner = await signUpOwner(t);
    const data = billingSchema.parse((await get(t, owner.headers, '/api/v1/billing')).json().data);
    expect(data).toMatchObject({ mode: 'hosted', plan: { id: 'free', is_free: true }, limits: { active_proposals: 3, active_portals: 1 }, lapsed: false, actions: { checkout: true, cancel: false, portal: false } });
    const member = await createMember(t.db, owner.workspace.id, 'member');
    expect((await get(t, member.headers, '/api/v1/billing')).json().data.actions).toEqual({ checkout: false, cancel: false, portal: false });
  });

  it('GET /v1/checkout/sessions creates a Checkout session at the plan price for the workspace', async () => {
    const owner = await signUpOwner(t);
    const before = stripe.requests.length;
    const res = await get(t, owner.headers, '/api/v1/checkout/sessions?plan_id=pro&currency=CLP');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ session_id: expect.stringMatching(/^cs_test_/), url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) });
    const sent = stripe.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: `Bearer ${stripe.secretKey}` });
    expect(sent[0]!.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_clp',
      'line_items[0][quantity]': '1',
      customer_email: owner.user.email,
      client_reference_id: owner.workspace.id,
      'metadata[workspace_id]': owner.workspace.id,
      'metadata[plan_id]': 'pro',
      'subscription_data[metadata][workspace_id]': owner.workspace.id,
      success_url: 'http://trato.test/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://trato.test/checkout/plans?checkout=canceled',
    });
    // Nothing is stored until Stripe's webhook says it was paid.
    expect(await subRow(owner.workspace.id)).toMatchObject({ planId: 'free', stripeCustomerId: null });
  });

  it('checkout refuses bad input in Spanish (422), a member (403), no token (401); a Stripe failure is a 502 with nothing changed', async () => {
    const owner = await signUpOwner(t);
    const checkout = (q: string, headers: Record<string, string> = owner.headers) => get(t, headers, `/api/v1/checkout/sessions${q}`);
    expectError(await checkout('?plan_id=platino'), 422, 'VALIDATION_ERROR', { field: 'plan_id', message: BILLING_MESSAGES.planUnknown });
    expectError(await checkout('?plan_id=unlimited'), 422, 'VALIDATION_ERROR', { field: 'plan_id', message: BILLING_MESSAGES.planUnknown });
    expectError(await checkout('?plan_id=free'), 422, 'VALIDATION_ERROR', { field: 'plan_id', message: BILLING_MESSAGES.planFree });
    expectError(await checkout('?plan_id=agency&currency=CLP'), 422, 'VALIDATION_ERROR', { field: 'currency', message: BILLING_MESSAGES.currencyUnavailable });
    expectError(await checkout('?plan_id=pro&currency=XYZ'), 422, 'VALIDATION_ERROR', { field: 'currency' });
    expectError(await checkout(''), 422, 'VALIDATION_ERROR', { field: 'plan_id' });
    const member = await createMember(t.db, owner.workspace.id, 'member');
    expectError(await checkout('?plan_id=pro', member.headers), 403, 'FORBIDDEN');
    expectError(await checkout('?plan_id=pro', {}), 401, 'UNAUTHENTICATED');
    stripe.failWith = 500;
    try {
      expectError(await checkout('?plan_id=pro'), 502, 'PROVIDER_ERROR', { message: BILLING_MESSAGES.providerError });
    } finally {
      stripe.failWith = null;
    }
  });

  it('a webhook with a wrong or missing signature is refused (400) and nothing is written', async () => {
    const owner = await signUpOwner(t);
    const events = async () => (await t.db.select().from(billingEvents)).length;
    const before = await events();
    const body = JSON.stringify(event('checkout.session.completed', { client_reference_id: owner.workspace.id, customer: 'cus_evil', subscription: null }));
    expectError(await deliver(body, stripe.sign(body, 'whsec_someone_else')), 400, 'INVALID_SIGNATURE', { message: BILLING_MESSAGES.invalidSignature });
    expectError(await deliver(body, null), 400, 'INVALID_SIGNATURE');
    expectError(await deliver(body, 't=1,v1=deadbeef'), 400, 'INVALID_SIGNATURE');
    expectError(await deliver(body.replace('cus_evil', 'cus_evil2'), stripe.sign(body)), 400, 'INVALID_SIGNATURE');
    expectError(await deliver('', stripe.sign('')), 400, 'INVALID_SIGNATURE');
    expect(await events()).toBe(before);
    expect(await subRow(owner.workspace.id)).toMatchObject({ planId: 'free', stripeCustomerId: null, source: 'default' });
  });

  it('a signed delivery nested 10,000 deep or 100,000 items wide is refused (422), not a 500, and nothing is written', async () => {
    const events = async () => (await t.db.select().from(billingEvents)).length;
    const before = await events();
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const wide = `[${Array(100_010).fill('0').join(',')}]`;
    for (const object of [deep, wide]) {
      const body = JSON.stringify(event('customer.subscription.updated', { id: 'sub_x', customer: 'cus_x', items: '§' })).replace('"§"', object);
      expectError(await deliver(body, stripe.sign(body)), 422, 'VALIDATION_ERROR', { field: 'data' });
    }
    expect(await events()).toBe(before);
  });

  it('a paid checkout stores plan, status, period and card; the page shows them; checkout again is a 409', async () => {
    const owner = await signUpOwner(t);
    const sub = await subscribe(owner, { plan: 'pro' });
    const row = await subRow(owner.workspace.id);
    expect(row).toMatchObject({
      planId: 'pro',
      source: 'stripe',
      status: 'active',
      stripeCustomerId: sub.customer,
      stripeSubscriptionId: sub.id,
      cardBrand: 'visa',
      cardLast4: '4242',
      cardExpMonth: 12,
      cardExpYear: 2030,
      cancelAtPeriodEnd: false,
    });
    expect(row.currentPeriodStart.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    const data = billingSchema.parse((await get(t, owner.headers, '/api/v1/billing')).json().data);
    expect(data).toMatchObject({
      plan: { id: 'pro', name: 'Profesional' },
      limits: { active_proposals: 25, active_portals: 10 },
      subscription: { status: 'active', status_description: 'Activa', source: 'stripe', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } },
      lapsed: false,
      actions: { checkout: false, cancel: true, portal: true },
    });
    expectError(await get(t, owner.headers, '/api/v1/checkout/sessions?plan_id=agency'), 409, 'CONFLICT', { message: BILLING_MESSAGES.alreadySubscribed });
    // A plan change made at Stripe (portal) arrives as customer.subscription.updated.
    stripe.subscriptions.set(sub.id as string, { ...sub, items: { data: [{ ...(sub.items as { data: Record<string, unknown>[] }).data[0], price: { id: 'price_agency_usd' } }] } });
    expect((await deliver(event('customer.subscription.updated', { id: sub.id, object: 'subscription' }))).statusCode).toBe(200);
    expect(await subRow(owner.workspace.id)).toMatchObject({ planId: 'agency' });
  });

  it('a replayed event is applied once, and so are two deliveries at the same time', async () => {
    const owner = await signUpOwner(t);
    const sub = await subscribe(owner);
    const paid = event('invoice.paid', invoice(sub, 1));
    const first = await deliver(paid);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const replay = await deliver(paid);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.id, paid.id))).toHaveLength(1);

    // The same new event delivered twice at once: exactly one applies it.
    const failed = event('invoice.payment_failed', invoice(sub, 2, { status: 'open', amount_paid: 0 }));
    stripe.subscriptions.set(sub.id as string, { ...sub, status: 'past_due' });
    const both = await Promise.all([deliver(failed), deliver(failed)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().duplicate).sort()).toEqual([false, true]);
    const [claimed] = await t.db.select().from(billingEvents).where(eq(billingEvents.id, failed.id));
    expect(claimed!.processedAt).toBeInstanceOf(Date);
    const rows = await t.db.select().from(transactions).where(eq(transactions.workspaceId, owner.workspace.id));
    expect(rows.map((r) => [r.providerInvoiceId, r.status, r.amount]).sort()).toEqual([
      [`in_${sub.id}_1`, 'paid', '19.00'],
      [`in_${sub.id}_2`, 'open', '19.00'],
    ]);
    expect((await subRow(owner.workspace.id)).status).toBe('past_due');
    expect((await get(t, owner.headers, '/api/v1/billing')).json().data.subscription).toMatchObject({ status: 'past_due', status_description: 'Pago pendiente' });
  });

  it('GET /v1/transactions pages the invoices newest first, only of the caller\'s workspace', async () => {
    const a = await signUpOwner(t);
    const b = await signUpOwner(t);
    const sub = await subscribe(a);
    for (let i = 1; i <= 12; i++) expect((await deliver(event('invoice.paid', invoice(sub, i, { currency: 'clp', amount_paid: 17990 * i })))).statusCode).toBe(200);
    const page1 = await get(t, a.headers, '/api/v1/transactions');
    expect(page1.statusCode).toBe(200);
    expect(page1.json().meta).toMatchObject({ current_page: 1, last_page: 2, total: 12, per_page: 10, from: 1, to: 10 });
    const items = page1.json().data.map((x: unknown) => transactionSchema.parse(x));
    expect(items).toHaveLength(10);
    expect(items.find((x: { amount: string }) => x.amount === '17990.00')).toBeUndefined(); // oldest is on page 2
    expect(items[0]).toMatchObject({ currency: 'CLP', status: 'paid', status_label: 'Pagada', description: '1 × Profesional', invoice_url: expect.stringMatching(/^https:/) });
    const page2 = (await get(t, a.headers, '/api/v1/transactions?page=2')).json();
    expect(page2.data).toHaveLength(2);
    expect(page2.data.map((x: { amount: string }) => x.amount)).toContain('17990.00');
    expect((await get(t, a.headers, '/api/v1/transactions?page=9')).json()).toMatchObject({ data: [], meta: { total: 12, current_page: 9 } });
    const other = (await get(t, b.headers, '/api/v1/transactions')).json();
    expect(other).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('cancel sets cancel-at-period-end at Stripe and here; the portal answers its redirect; both 409 without a subscription', async () => {
    const owner = await signUpOwner(t);
    expectError(await post(t, owner.headers, '/api/v1/subscriptions/cancel'), 409, 'CONFLICT', { message: BILLING_MESSAGES.noSubscription });
    expectError(await post(t, owner.headers, '/api/v1/subscriptions/portal'), 409, 'CONFLICT', { message: BILLING_MESSAGES.noCustomer });
    const member = await createMember(t.db, owner.workspace.id, 'member');
    expectError(await post(t, member.headers, '/api/v1/subscriptions/cancel'), 403, 'FORBIDDEN');
    expectError(await post(t, {}, '/api/v1/subscriptions/portal'), 401, 'UNAUTHENTICATED');
    const sub = await subscribe(owner);

    const before = stripe.requests.length;
    const res = await post(t, owner.headers, '/api/v1/subscriptions/cancel');
    expect(res.statusCode, res.body).toBe(200);
    expect(billingSchema.parse(res.json().data)).toMatchObject({ plan: { id: 'pro' }, subscription: { cancel_at_period_end: true, status: 'active' }, actions: { cancel: false, portal: true } });
    expect(stripe.requests.slice(before)).toEqual([expect.objectContaining({ method: 'POST', path: `/v1/subscriptions/${sub.id}`, form: expect.objectContaining({ cancel_at_period_end: 'true' }) })]);
    expect((await post(t, owner.headers, '/api/v1/subscriptions/cancel')).statusCode).toBe(200);
    expect(stripe.requests.length).toBe(before + 1); // already set: Stripe is not called again

    const portal = await post(t, owner.headers, '/api/v1/subscriptions/portal');
    expect(portal.statusCode).toBe(200);
    expect(portal.json().data).toEqual({ redirect: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//) });
    expect(stripe.requests.at(-1)).toMatchObject({ path: '/v1/billing_portal/sessions', form: { customer: sub.customer, return_url: 'http://trato.test/billing' } });
  });

  it('a lapsed subscription keeps reads and sign-in, falls back to the free limits, and sign-in answers the resubscribe redirect', async () => {
    const owner = await signUpOwner(t);
    const make = await proposalMaker(t, owner);
    const sub = await subscribe(owner);
    for (let i = 0; i < 4; i++) await make();
    const draft = await make({ finish: false });

    // Stripe ends it (unpaid at the end of the period, or canceled).
    stripe.subscriptions.set(sub.id as string, { ...sub, status: 'canceled' });
    expect((await deliver(event('customer.subscription.deleted', { id: sub.id, object: 'subscription', status: 'canceled' }))).statusCode).toBe(200);

    const data = billingSchema.parse((await get(t, owner.headers, '/api/v1/billing')).json().data);
    expect(data).toMatchObject({ plan: { id: 'pro' }, limits: { active_proposals: 3, active_portals: 1 }, lapsed: true, usage: { active_proposals: 4 }, subscription: { status: 'canceled', status_description: 'Cancelada' }, actions: { checkout: true, cancel: false } });
    const list = await get(t, owner.headers, '/api/v1/proposals?type=proposal');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.length).toBe(5);
    expect((await get(t, owner.headers, `/api/v1/proposals/${draft.id}`)).statusCode).toBe(200);

    const body = expectError(await post(t, owner.headers, `/api/v1/proposal-form/${draft.id}/finish`), 403, 'LIMIT_REACHED', {
      message: `Tu plan Gratis permite 3 cotizaciones activas. Actualiza tu plan para activar más. ${LAPSED_NOTE}`,
    }) as { details?: unknown };
    expect(body.details).toEqual({ resource: 'active_proposals', used: 4, max: 3, plan: { id: 'free', name: 'Gratis' }, lapsed: true });

    // Sign-in: the token, plus the way to the plans page.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.user.email, password: DEFAULT_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ success: true, handler: 'resubscribe', redirect_url: RESUBSCRIBE_REDIRECT, token: { access_token: expect.any(String) } });
    const fresh = { authorization: `Bearer ${login.json().token.access_token}` };
    expect((await get(t, fresh, '/api/v1/billing')).statusCode).toBe(200);
    expect((await get(t, fresh, '/api/v1/checkout/sessions?plan_id=pro')).statusCode).toBe(200);

    // A member signs in as usual.
    const member = await createMember(t.db, owner.workspace.id, 'member');
    const memberLogin = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: member.user.email, password: DEFAULT_PASSWORD } })).json();
    expect(memberLogin).toMatchObject({ handler: 'redirect_dashboard' });
    expect(memberLogin).not.toHaveProperty('redirect_url');

    // Resubscribing (a new subscription) lifts it; the old one's late events cannot undo that.
    const again = await subscribe(owner, { plan: 'pro' });
    expect((await subRow(owner.workspace.id)).stripeSubscriptionId).toBe(again.id);
    expect((await deliver(event('customer.subscription.deleted', { id: sub.id, object: 'subscription' }))).statusCode).toBe(200);
    expect(await subRow(owner.workspace.id)).toMatchObject({ stripeSubscriptionId: again.id, status: 'active' });
    expect((await post(t, owner.headers, `/api/v1/proposal-form/${draft.id}/finish`)).statusCode).toBe(200);
    const normal = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.user.email, password: DEFAULT_PASSWORD } })).json();
    expect(normal).toMatchObject({ handler: 'redirect_dashboard' });
  });

  it('a period long over (webhooks lost) counts as lapsed; an event of an unknown customer is recorded and ignored', async () => {
    const owner = await signUpOwner(t);
    await subscribe(owner, { periodEnd: new Date(Date.now() - 3 * 24 * 3600 * 1000) });
    expect((await get(t, owner.headers, '/api/v1/billing')).json().data).toMatchObject({ lapsed: true, limits: { active_proposals: 3 } });
    const stray = event('invoice.paid', { id: 'in_stray', customer: 'cus_nobody', currency: 'usd', status: 'paid', amount_paid: 100 });
    expect((await deliver(stray)).json()).toEqual({ received: true, duplicate: false });
    expect(await t.db.select().from(transactions).where(eq(transactions.providerInvoiceId, 'in_stray'))).toHaveLength(0);
    const other = event('payment_intent.created', { id: 'pi_1' });
    expect((await deliver(other)).statusCode).toBe(200);
    // A subscription Stripe no longer knows: recorded, nothing applied, no retry storm.
    const gone = event('customer.subscription.updated', { id: 'sub_gone', object: 'subscription' });
    expect((await deliver(gone)).json()).toEqual({ received: true, duplicate: false });
    // A Stripe customer already linked to another workspace: recorded (no retries), nothing applied, no 500.
    const b = await signUpOwner(t);
    const a = await signUpOwner(t);
    const aSub = await subscribe(a);
    const bSub = stripe.subscription({ id: `sub_b_${Date.now()}`, customer: aSub.customer as string, price: 'price_pro_usd', workspaceId: b.workspace.id });
    stripe.subscriptions.set(bSub.id as string, bSub);
    const clash = event('checkout.session.completed', { client_reference_id: b.workspace.id, customer: aSub.customer, subscription: bSub.id });
    const res = await deliver(clash);
    expect(res.statusCode, res.body).toBe(200);
    expect(await subRow(b.workspace.id)).toMatchObject({ planId: 'free', stripeCustomerId: null, source: 'default' });
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.id, clash.id))).toHaveLength(1);
    expect((await deliver(clash)).json().duplicate).toBe(true);
    // Signed but not an event (no id): refused, nothing written.
    expectError(await deliver({ type: 'invoice.paid' }), 400, 'INVALID_SIGNATURE');
    expectError(await deliver('"texto"'), 400, 'INVALID_SIGNATURE');
  });

  it('only a workspace created before EARLY_ADOPTER_UNTIL is an early adopter: it alone can buy the early plan', async () => {
    const late = await signUpOwner(t);
    const early = await signUpOwner(t);
    await t.db.update(workspaces).set({ createdAt: new Date('2025-12-31T23:59:00Z') }).where(eq(workspaces.id, early.workspace.id));
    const billing = async (o: Owner) => (await get(t, o.headers, '/api/v1/billing')).json().data;
    expect(await billing(late)).toMatchObject({ is_early_adopter: false });
    expect(await billing(early)).toMatchObject({ is_early_adopter: true });

    const earlyPlan = async (o: Owner) => (await get(t, o.headers, '/api/v1/plans?isEarlyAdopter=true')).json().data.data[0];
    // The query parameter alone lists the offer but does not make it buyable.
    expect(await earlyPlan(late)).toMatchObject({ id: 'early', can_checkout: false });
    expect(await earlyPlan(early)).toMatchObject({ id: 'early', can_checkout: true });
    const pro = (await get(t, late.headers, '/api/v1/plans?isEarlyAdopter=true')).json().data.data.find((p: { id: string }) => p.id === 'pro');
    expect(pro).toMatchObject({ can_checkout: true });

    const before = stripe.requests.length;
    expectError(await get(t, late.headers, '/api/v1/checkout/sessions?plan_id=early'), 403, 'FORBIDDEN', { message: BILLING_MESSAGES.earlyAdopterOnly });
    expect(stripe.requests.length).toBe(before);
    const member = await createMember(t.db, early.workspace.id, 'admin');
    const res = await get(t, member.headers, '/api/v1/checkout/sessions?plan_id=early');
    expect(res.statusCode, res.body).toBe(200);
    expect(stripe.requests.at(-1)!.form).toMatchObject({ 'line_items[0][price]': 'price_early_usd', 'metadata[plan_id]': 'early', client_reference_id: early.workspace.id });
  });

  it('GET /v1/plans as an early adopter costs at most 3 statements', async () => {
    const owner = await signUpOwner(t);
    await t.db.update(workspaces).set({ createdAt: new Date('2025-06-01T00:00:00Z') }).where(eq(workspaces.id, owner.workspace.id));
    const { result, statements } = await countStatements(t.db, () => get(t, owner.headers, '/api/v1/plans?isEarlyAdopter=true&currency=CLP'));
    expect(result.statusCode).toBe(200);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(3);
  });

  it('GET /v1/billing and GET /v1/transactions cost at most 3 statements', async () => {
    const owner = await signUpOwner(t);
    const sub = await subscribe(owner);
    for (let i = 1; i <= 3; i++) await deliver(event('invoice.paid', invoice(sub, i)));
    for (const url of ['/api/v1/billing', '/api/v1/transactions', '/api/v1/transactions?page=5']) {
      const { result, statements } = await countStatements(t.db, () => get(t, owner.headers, url));
      expect(result.statusCode).toBe(200);
      expect(statements.length, `${url}: ${statements.join('\n')}`).toBeLessThanOrEqual(3);
    }
  });
});
