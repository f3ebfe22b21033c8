import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billingSchema,
  checkoutQuerySchema,
  checkoutSessionSchema,
  portalRedirectSchema,
  RESUBSCRIBE_REDIRECT,
  transactionSchema,
  transactionsQuerySchema,
} from '@trato/domain/billing/dto';
import { BILLING_MESSAGES } from '@trato/domain/billing/messages';
import { dataOf, pageOf } from '@trato/domain/openapi/common';
import { paginated } from '@trato/domain/pagination';
import type { AppDeps } from '../../app-deps.ts';
import { plans, subscriptions } from '../../db/schema/index.ts';
import { AppError, conflict, fieldError, forbidden } from '../../lib/errors.ts';
import { jsonBoundsError } from '../../lib/json-bounds.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { listTransactions, loadBilling } from './billing.queries.ts';
import { isEarlyAdopter } from './early-adopter.ts';
import { InvalidSignatureError, stripeProvider, type PaymentProvider } from './payment-provider.ts';
import { workspacePlan } from './plan-of-workspace.ts';
import { handleWebhookEvent } from './webhook.ts';

const bearer = [{ bearerAuth: [] }];
const TRANSACTIONS_PATH = '/api/v1/transactions';

/** 409 BILLING_DISABLED: a hosted-only call on a self-hosted instance. */
const billingDisabled = () => new AppError(409, 'BILLING_DISABLED', BILLING_MESSAGES.disabled);

/** One provider per app, built from the settings; null in self-hosted mode. */
const providers = new WeakMap<AppDeps, PaymentProvider | null>();
export function providerFor(deps: AppDeps): PaymentProvider | null {
  if (!providers.has(deps)) providers.set(deps, deps.config.billing.stripe ? stripeProvider(deps.config.billing.stripe) : null);
  return providers.get(deps)!;
}

/** Plans and payments (docs/api/billing.md): /billing, /checkout/sessions, /subscriptions/*, /transactions. */
export async function billingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { appUrl } = deps.config;
  const settings = deps.config.billing;

  const hosted = (): PaymentProvider => {
    const provider = providerFor(deps);
    if (!provider) throw billingDisabled();
    return provider;
  };

  r.get('/billing', { schema: { tags: ['billing'], security: bearer, response: { 200: dataOf(billingSchema) } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    return { data: await loadBilling(db, ctx.workspaceId, ctx.role, settings) };
  });

  r.get('/transactions', { schema: { tags: ['billing'], security: bearer, querystring: transactionsQuerySchema, response: { 200: pageOf(transactionSchema) } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    const { page } = req.query;
    const { rows, total } = await listTransactions(db, ctx.workspaceId, page);
    return paginated(rows, { page, total, path: TRANSACTIONS_PATH });
  });

  r.get('/checkout/sessions', { schema: { tags: ['billing'], security: bearer, querystring: checkoutQuerySchema, response: { 200: dataOf(checkoutSessionSchema) } } }, async (req) => {
    // Who asks comes first: an anonymous caller is told to sign in, not how this instance bills.
    const ctx = await workspaceContext(db, req, 'billing:manage');
    const provider = hosted();
    const { plan_id: planId, currency } = req.query;
    // The public plans are few: all of them, to know whether the asked one is the first (the early-adopter offer).
    const offered = await db.select().from(plans).where(eq(plans.isPublic, true)).orderBy(asc(plans.position));
    const plan = offered.find((p) => p.id === planId);
    if (!plan) throw fieldError('plan_id', BILLING_MESSAGES.planUnknown);
    if (plan.isFree) throw fieldError('plan_id', BILLING_MESSAGES.planFree);
    const wp = await workspacePlan(db, ctx.workspaceId);
    if (plan === offered[0] && !isEarlyAdopter(wp?.workspaceCreatedAt, settings.earlyAdopterUntil)) throw forbidden(BILLING_MESSAGES.earlyAdopterOnly);
    const priceId = plan.stripePriceIds[currency];
    if (!priceId) throw fieldError('currency', BILLING_MESSAGES.currencyUnavailable);
    const sub = wp?.subscription;
    if (sub?.source === 'stripe' && sub.stripeSubscriptionId && !wp!.lapsed) throw conflict(BILLING_MESSAGES.alreadySubscribed);
    const session = await provider.createCheckoutSession({
      priceId,
      customerId: sub?.stripeCustomerId ?? null,
      customerEmail: ctx.user.email,
      workspaceId: ctx.workspaceId,
      planId: plan.id,
      successUrl: `${appUrl}/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${appUrl}${RESUBSCRIBE_REDIRECT}?checkout=canceled`,
    });
    return { data: { session_id: session.id, url: session.url } };
  });

  r.post('/subscriptions/cancel', { schema: { tags: ['billing'], security: bearer, response: { 200: dataOf(billingSchema) } } }, async (req) => {
    // Who asks comes first: an anonymous caller is told to sign in, not how this instance bills.
    const ctx = await workspaceContext(db, req, 'billing:manage');
    const provider = hosted();
    const wp = await workspacePlan(db, ctx.workspaceId);
    const sub = wp?.subscription;
    if (!sub || sub.source !== 'stripe' || !sub.stripeSubscriptionId || wp.lapsed) throw conflict(BILLING_MESSAGES.noSubscription);
    if (!sub.cancelAtPeriodEnd) {
      const now = await provider.cancelAtPeriodEnd(sub.stripeSubscriptionId);
      await db
        .update(subscriptions)
        .set({
          cancelAtPeriodEnd: now.cancelAtPeriodEnd,
          status: now.status,
          ...(now.currentPeriodEnd ? { currentPeriodEnd: now.currentPeriodEnd } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.stripeSubscriptionId, sub.stripeSubscriptionId)));
    }
    return { data: await loadBilling(db, ctx.workspaceId, ctx.role, settings) };
  });

  r.post('/subscriptions/portal', { schema: { tags: ['billing'], security: bearer, response: { 200: dataOf(portalRedirectSchema) } } }, async (req) => {
    // Who asks comes first: an anonymous caller is told to sign in, not how this instance bills.
    const ctx = await workspaceContext(db, req, 'billing:manage');
    const provider = hosted();
    const wp = await workspacePlan(db, ctx.workspaceId);
    const customerId = wp?.subscription?.stripeCustomerId;
    if (!customerId) throw conflict(BILLING_MESSAGES.noCustomer);
    const session = await provider.createPortalSession(customerId, `${appUrl}/billing`);
    return { data: { redirect: session.url } };
  });
}

/**
 * POST /api/v1/billing/webhook: Stripe's deliveries, verified on the raw body. Registered in its own
 * plugin: its JSON parser keeps the bytes (the signature covers them), without touching other routes.
 */
export async function billingWebhookRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps.database;
  // Bounded as every other JSON body (lib/json-bounds.ts): the SDK parses what it verifies.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => {
    const error = jsonBoundsError((body as Buffer).toString('utf8'));
    if (error) done(error, undefined);
    else done(null, body);
  });
  app.post('/billing/webhook', { schema: { tags: ['billing'], hide: true } }, async (req) => {
    const provider = providerFor(deps);
    if (!provider) throw billingDisabled();
    const signature = req.headers['stripe-signature'];
    const raw = Buffer.isBuffer(req.body) ? req.body : null;
    if (typeof signature !== 'string' || !raw) throw new AppError(400, 'INVALID_SIGNATURE', BILLING_MESSAGES.invalidSignature);
    let event;
    try {
      event = provider.verifyWebhook(raw, signature);
    } catch (err) {
      if (err instanceof InvalidSignatureError) throw new AppError(400, 'INVALID_SIGNATURE', BILLING_MESSAGES.invalidSignature);
      throw err;
    }
    const result = await handleWebhookEvent(db, provider, event);
    if (result.conflict) req.log.warn({ eventId: event.id, type: event.type }, 'billing webhook: a Stripe id is already linked to another workspace; event recorded, not applied');
    return { received: true, duplicate: result.duplicate };
  });
}
