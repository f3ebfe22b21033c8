import { z } from 'zod';
import { CURRENCIES } from '../currencies.ts';
import { pageSchema } from '../pagination.ts';
import type { PaginationMeta } from '../pagination.ts';
import { BILLING_MESSAGES } from './messages.ts';

/**
 * The wire shapes of the billing API (docs/api/billing.md), as zod schemas (the API's response
 * schemas, the staff app's tests) with their types. Each type is its schema's, so they cannot drift;
 * the `.meta({ id })` names the schema's OpenAPI component (docs/decisions/0046). Dates are ISO 8601
 * UTC strings or null; money is a decimal string in the invoice's currency (exact).
 */

export const BILLING_MODES = ['self_hosted', 'hosted'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_SOURCES = ['default', 'operator', 'stripe'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

export const TRANSACTION_STATUSES = ['paid', 'open', 'void', 'uncollectible'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Null = unlimited. */
export const planLimitsSchema = z
  .object({
    active_proposals: z.number().int().nullable(),
    active_portals: z.number().int().nullable(),
  })
  .meta({ id: 'PlanLimits' });
export type PlanLimitsDto = z.infer<typeof planLimitsSchema>;

export const billingPlanSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    is_free: z.boolean(),
    limits: planLimitsSchema,
  })
  .meta({ id: 'BillingPlan' });
export type BillingPlanDto = z.infer<typeof billingPlanSchema>;

export const cardSchema = z
  .object({
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int().nullable(),
    exp_year: z.number().int().nullable(),
  })
  .meta({ id: 'BillingCard' });
export type CardDto = z.infer<typeof cardSchema>;

export const subscriptionSchema = z
  .object({
    status: z.enum(SUBSCRIPTION_STATUSES),
    /** Spanish label of the status (SUBSCRIPTION_STATUS_LABELS). */
    status_description: z.string(),
    current_period_start: z.string(),
    /** Null for a plan without a billing period (the default and operator-assigned plans). */
    current_period_end: z.string().nullable(),
    /** Hosted: canceled by the user, still active until current_period_end. */
    cancel_at_period_end: z.boolean(),
    source: z.enum(SUBSCRIPTION_SOURCES),
    source_label: z.string(),
    card: cardSchema.nullable(),
  })
  .meta({ id: 'BillingSubscription' });
export type SubscriptionDto = z.infer<typeof subscriptionSchema>;

export const usageSchema = z.object({ active_proposals: z.number().int(), active_portals: z.number().int() }).meta({ id: 'BillingUsage' });
export type UsageDto = z.infer<typeof usageSchema>;

/** GET /v1/billing → `{ data: BillingDto }` (also the answer of POST /v1/subscriptions/cancel). */
export const billingSchema = z
  .object({
    mode: z.enum(BILLING_MODES),
    /** The plan the workspace subscribed to (or was given). */
    plan: billingPlanSchema,
    /** The limits that apply now: the plan's, or the free plan's while `lapsed`. */
    limits: planLimitsSchema,
    subscription: subscriptionSchema,
    usage: usageSchema,
    /** A paid subscription that is no longer paid (decision 0019): free-plan limits, reads and exports keep working. */
    lapsed: z.boolean(),
    /**
     * Created before the operator's EARLY_ADOPTER_UNTIL (decision 0019): GET /v1/plans may be asked with
     * `isEarlyAdopter=true` and the first plan (the early-adopter offer) can be bought. False when unset.
     */
    is_early_adopter: z.boolean(),
    /** What the caller may do now (false for a member without billing:manage, or in the wrong mode). */
    actions: z.object({
      /** Hosted: choose a plan and pay (GET /v1/checkout/sessions). True unless an unlapsed paid subscription exists. */
      checkout: z.boolean(),
      /** Hosted: a Stripe subscription that is not yet set to end. */
      cancel: z.boolean(),
      /** Hosted: a Stripe customer exists (card, invoices, plan change at Stripe). */
      portal: z.boolean(),
    }),
  })
  .meta({ id: 'Billing' });
export type BillingDto = z.infer<typeof billingSchema>;

/** One plan of GET /v1/plans (`{ data: { data: PlanDto[] } }`). */
export const planSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    is_free: z.boolean(),
    /** The currency `price` is in: the asked one, or USD when the plan has no price in it. */
    currency: z.string(),
    /** Monthly price, exact decimal string. */
    price: z.string(),
    limits: planLimitsSchema,
    /**
     * Hosted mode only: it can be bought in `currency` (pass it to GET /v1/checkout/sessions). False in
     * self-hosted mode, and for the early-adopter plan unless the caller's workspace is an early adopter.
     */
    can_checkout: z.boolean(),
  })
  .meta({ id: 'Plan' });
export type PlanDto = z.infer<typeof planSchema>;

/** GET /v1/checkout/sessions → `{ data: CheckoutSessionDto }`: the browser goes to `url` (Stripe Checkout). */
export const checkoutSessionSchema = z.object({ session_id: z.string(), url: z.string() }).meta({ id: 'CheckoutSession' });
export type CheckoutSessionDto = z.infer<typeof checkoutSessionSchema>;

/** POST /v1/subscriptions/portal → `{ data: { redirect } }`: the Stripe customer portal. */
export const portalRedirectSchema = z.object({ redirect: z.string() }).meta({ id: 'BillingPortalRedirect' });
export type PortalRedirectDto = z.infer<typeof portalRedirectSchema>;

/** One invoice of the workspace's subscription (GET /v1/transactions). */
export const transactionSchema = z
  .object({
    id: z.string(),
    amount: z.string(),
    /** ISO code, upper case (e.g. 'USD', 'CLP'). */
    currency: z.string(),
    status: z.enum(TRANSACTION_STATUSES),
    status_label: z.string(),
    description: z.string(),
    invoice_url: z.string().nullable(),
    pdf_url: z.string().nullable(),
    period_start: z.string().nullable(),
    period_end: z.string().nullable(),
    paid_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Transaction' });
export type TransactionDto = z.infer<typeof transactionSchema>;
export type TransactionsPage = { data: TransactionDto[]; meta: PaginationMeta };

/** The `details` of a 403 LIMIT_REACHED body: what the limit modal shows. */
export const limitDetailsSchema = z.object({
  resource: z.enum(['active_proposals', 'active_portals']),
  used: z.number().int(),
  max: z.number().int(),
  /** The plan whose limit applied (the free plan while lapsed). */
  plan: z.object({ id: z.string(), name: z.string() }),
  lapsed: z.boolean(),
});
export type LimitDetailsDto = z.infer<typeof limitDetailsSchema>;

// ---- Requests ----

/** GET /v1/checkout/sessions query. */
export const checkoutQuerySchema = z.object({
  plan_id: z.string({ error: BILLING_MESSAGES.planUnknown }).trim().min(1, { error: BILLING_MESSAGES.planUnknown }).max(60, { error: BILLING_MESSAGES.planUnknown }),
  currency: z.enum(CURRENCIES, { error: BILLING_MESSAGES.currencyUnavailable }).default('USD'),
});
export type CheckoutQuery = z.infer<typeof checkoutQuerySchema>;

/** GET /v1/transactions query. */
export const transactionsQuerySchema = z.object({ page: pageSchema });

/**
 * POST /auth/login for an owner/admin of a lapsed hosted workspace (decision 0019): the usual token
 * answer plus `handler: 'resubscribe'` and `redirect_url: '/checkout/plans'`. The browser clears the
 * stored auth, keeps the token in a register session `{ type: 'resubscribe', token, … }` and goes there.
 */
export const RESUBSCRIBE_REDIRECT = '/checkout/plans';
