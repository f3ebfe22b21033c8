import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingSchema } from '@trato/domain/billing/dto';
import { BILLING_MESSAGES, LIMIT_TITLES } from '@trato/domain/billing/messages';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { countStatements } from '../../../test/statements.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { billingEvents, subscriptions } from '../../db/schema/index.ts';
import { portal } from '../projects/projects.fixtures.ts';
import { get, post, proposalMaker, signUpOwner } from './billing.fixtures.ts';
import { prepareBilling } from './setup.ts';

describe('self-hosted, no DEFAULT_PLAN: new workspaces are unlimited', () => {
  const t = useTestApp();

  it('a sign-up starts on the unlimited plan and is never limited', async () => {
    const owner = await signUpOwner(t);
    const make = await proposalMaker(t, owner);
    for (let i = 0; i < 4; i++) await make();
    const res = await get(t, owner.headers, '/api/v1/billing');
    expect(res.statusCode, res.body).toBe(200);
    const data = billingSchema.parse(res.json().data);
    expect(data).toMatchObject({
      mode: 'self_hosted',
      plan: { id: 'unlimited', name: 'Sin límites', is_free: false, limits: { active_proposals: null, active_portals: null } },
      limits: { active_proposals: null, active_portals: null },
      subscription: { status: 'active', status_description: 'Activa', source: 'default', current_period_end: null, cancel_at_period_end: false, card: null },
      usage: { active_proposals: 4, active_portals: 0 },
      lapsed: false,
      // No EARLY_ADOPTER_UNTIL: nobody is an early adopter.
      is_early_adopter: false,
      actions: { checkout: false, cancel: false, portal: false },
    });
  });

  it('GET /v1/billing costs at most 3 statements and answers 401 without a token', async () => {
    const owner = await signUpOwner(t);
    const { result, statements } = await countStatements(t.db, () => get(t, owner.headers, '/api/v1/billing'));
    expect(result.statusCode).toBe(200);
    expect(statements.length).toBeLessThanOrEqual(3);
    expectError(await get(t, {}, '/api/v1/billing'), 401, 'UNAUTHENTICATED');
    expectError(await get(t, { authorization: 'Bearer nada' }, '/api/v1/transactions'), 401, 'UNAUTHENTICATED');
  });

  it('hosted-only calls answer 409 BILLING_DISABLED in Spanish; transactions are an empty page', async () => {
    const owner = await signUpOwner(t);
    const disabled = { message: BILLING_MESSAGES.disabled };
    expectError(await get(t, owner.headers, '/api/v1/checkout/sessions?plan_id=pro&currency=USD'), 409, 'BILLING_DISABLED', disabled);
    expectError(await post(t, owner.headers, '/api/v1/subscriptions/cancel'), 409, 'BILLING_DISABLED', disabled);
    expectError(await post(t, owner.headers, '/api/v1/subscriptions/portal'), 409, 'BILLING_DISABLED', disabled);
    const hook = await t.app.inject({ method: 'POST', url: '/api/v1/billing/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' }, payload: '{"id":"evt_1"}' });
    expectError(hook, 409, 'BILLING_DISABLED');
    expect(await t.db.select().from(billingEvents)).toHaveLength(0);
    const tx = await get(t, owner.headers, '/api/v1/transactions');
    expect(tx.statusCode).toBe(200);
    expect(tx.json()).toMatchObject({ data: [], meta: { current_page: 1, total: 0, last_page: 1, per_page: 10 } });
    expectError(await get(t, owner.headers, '/api/v1/transactions?page=0'), 422, 'VALIDATION_ERROR', { field: 'page' });
    expectError(await get(t, owner.headers, '/api/v1/transactions?page=abc'), 422, 'VALIDATION_ERROR', { field: 'page' });
  });
});

describe('self-hosted with DEFAULT_PLAN=free: the limit, then the operator lifts it', () => {
  const t = useTestApp({ DEFAULT_PLAN: 'free' });

  it('a 4th active proposal is refused with the numbers of the modal; an operator-assigned plan lets the draft be finished', async () => {
    const owner = await signUpOwner(t);
    const make = await proposalMaker(t, owner);
    for (let i = 0; i < 3; i++) await make();
    const draft = await make({ finish: false });
    const finish = () => post(t, owner.headers, `/api/v1/proposal-form/${draft.id}/finish`);
    const body = expectError(await finish(), 403, 'LIMIT_REACHED', {
      message: 'Tu plan Gratis permite 3 cotizaciones activas. Actualiza tu plan para activar más.',
    }) as { details?: unknown };
    expect(body.details).toEqual({ resource: 'active_proposals', used: 3, max: 3, plan: { id: 'free', name: 'Gratis' }, lapsed: false });
    expect(LIMIT_TITLES.active_proposals).toBe('Límite de propuestas alcanzado');

    const billing = (await get(t, owner.headers, '/api/v1/billing')).json().data;
    expect(billing).toMatchObject({ plan: { id: 'free' }, limits: { active_proposals: 3, active_portals: 1 }, usage: { active_proposals: 3 } });

    // The operator assigns a plan from the superadmin area (a subscription row with source operator).
    await t.db.update(subscriptions).set({ planId: 'pro', source: 'operator' }).where(eq(subscriptions.workspaceId, owner.workspace.id));
    const res = await finish();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.status).toBe('DRAFT');
    const after = (await get(t, owner.headers, '/api/v1/billing')).json().data;
    expect(after).toMatchObject({ plan: { id: 'pro' }, limits: { active_proposals: 25 }, usage: { active_proposals: 4 }, subscription: { source: 'operator', source_label: 'Asignado por el administrador' }, lapsed: false });
  });

  it('the portal limit carries its details too', async () => {
    const owner = await createOwner(t.db);
    await portal(t, { owner, name: 'El primero' });
    const second = await portal(t, { owner, name: 'El segundo', publish: false });
    const body = expectError(await post(t, owner.headers, `/api/v1/projects/${second.project.id}/publish`), 403, 'LIMIT_REACHED') as { details?: unknown };
    expect(body.details).toEqual({ resource: 'active_portals', used: 1, max: 1, plan: { id: 'free', name: 'Gratis' }, lapsed: false });
  });

  it('a member reads the billing page of their own workspace only; nothing of another workspace shows', async () => {
    const a = await signUpOwner(t);
    const b = await signUpOwner(t);
    const member = await createMember(t.db, a.workspace.id, 'member');
    const res = await get(t, member.headers, '/api/v1/billing');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ plan: { id: 'free' }, actions: { checkout: false, cancel: false, portal: false } });
    await t.db.update(subscriptions).set({ planId: 'agency', source: 'operator' }).where(eq(subscriptions.workspaceId, b.workspace.id));
    expect((await get(t, a.headers, '/api/v1/billing')).json().data.plan.id).toBe('free');
    expect((await get(t, b.headers, '/api/v1/billing')).json().data.plan.id).toBe('agency');
  });
});

describe('billing settings', () => {
  const t = useTestApp();

  it('DEFAULT_PLAN must name an existing plan: a Spanish start-up error otherwise', async () => {
    const config = loadConfig({ DEFAULT_PLAN: 'platino' });
    const err = await prepareBilling(t.db, config.billing).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toContain('DEFAULT_PLAN: no existe el plan «platino»');
    await expect(prepareBilling(t.db, loadConfig({ DEFAULT_PLAN: 'pro' }).billing)).resolves.toBeUndefined();
  });

  it('mode is hosted iff STRIPE_SECRET_KEY is set; it needs the webhook secret and refuses DEFAULT_PLAN', () => {
    expect(loadConfig({}).billing).toMatchObject({ mode: 'self_hosted', defaultPlan: 'unlimited', stripe: null });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).billing).toMatchObject({ mode: 'hosted', defaultPlan: null });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', DEFAULT_PLAN: 'pro' })).toThrow(/DEFAULT_PLAN solo se usa sin STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_PRICES: 'no-json' })).toThrow(/STRIPE_PRICES/);
    expect(loadConfig({ STRIPE_PRICES: '{"pro":{"USD":"price_1"}}' }).billing.stripePrices).toEqual({ pro: { USD: 'price_1' } });
  });
});
