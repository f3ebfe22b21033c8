import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Null means unlimited. */
  maxActiveProposals: integer('max_active_proposals'),
  maxActivePortals: integer('max_active_portals'),
  /** Monthly price per currency code, as decimal strings (exact money). */
  prices: jsonb('prices').$type<Record<string, string>>().notNull().default({}),
  position: integer('position').notNull().default(0),
  isPublic: boolean('is_public').notNull().default(true),
  isFree: boolean('is_free').notNull().default(false),
  /** Hosted mode: the Stripe price id per currency code that checkout sells this plan at. */
  stripePriceIds: jsonb('stripe_price_ids').$type<Record<string, string>>().notNull().default({}),
});

export type SubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'canceled' | 'incomplete' | 'unpaid';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .unique()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status').$type<SubscriptionStatus>().notNull().default('active'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** Who set the plan: the operator (self-hosted, superadmin area), Stripe (hosted), or the sign-up default. */
    source: text('source').$type<'default' | 'operator' | 'stripe'>().notNull().default('default'),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_workspace_idx').on(t.workspaceId)],
);

/**
 * Every payment-provider webhook event, keyed by the provider's event id: inserting the row is what
 * claims it, so a replayed or concurrently delivered event is applied exactly once.
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

/** Invoices of a workspace's subscription (GET /v1/transactions), written from the provider's webhooks. */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    providerInvoiceId: text('provider_invoice_id').notNull().unique(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'paid' | 'open' | 'void' | 'uncollectible'>().notNull(),
    description: text('description').notNull().default(''),
    invoiceUrl: text('invoice_url'),
    pdfUrl: text('pdf_url'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('transactions_workspace_idx').on(t.workspaceId, t.createdAt)],
);
