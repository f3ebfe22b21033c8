import Stripe from 'stripe';
import { BILLING_MESSAGES } from '@trato/domain/billing/messages';
import type { SubscriptionStatus } from '../../db/schema/billing.ts';
import { AppError } from '../../lib/errors.ts';
import { date, idOf, num, obj, str, type Loose } from './loose.ts';

/**
 * The few things the app asks of a payment provider (decision 0019). One implementation, on the
 * official Stripe SDK; tests point it at a local stand-in (apps/api/test/stripe-stand-in.ts).
 */
export interface PaymentProvider {
  createCheckoutSession(input: CheckoutInput): Promise<{ id: string; url: string }>;
  /** Sets the subscription to end at its period's end; answers the subscription as it is now. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /** The subscription's current state, with its default payment method's card; null when the provider has no such subscription. */
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** The event of a webhook delivery, or InvalidSignatureError when the signature does not match the raw body. */
  verifyWebhook(rawBody: Buffer, signature: string): ProviderEvent;
}

export type CheckoutInput = {
  priceId: string;
  /** The workspace's Stripe customer when it had one; else Checkout creates one for `customerEmail`. */
  customerId: string | null;
  customerEmail: string;
  workspaceId: string;
  planId: string;
  successUrl: string;
  cancelUrl: string;
};

export type ProviderCard = { brand: string; last4: string; expMonth: number | null; expYear: number | null };

export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  priceId: string | null;
  /** metadata set at checkout: which workspace and plan it was bought for. */
  workspaceId: string | null;
  planId: string | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  card: ProviderCard | null;
};

export type ProviderEvent = { id: string; type: string; object: Record<string, unknown>; payload: Record<string, unknown> };

export class InvalidSignatureError extends Error {}

/** 502: the provider did not answer or refused; nothing of ours changed. */
export const providerError = () => new AppError(502, 'PROVIDER_ERROR', BILLING_MESSAGES.providerError);


const STATUSES: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  canceled: 'canceled',
  unpaid: 'unpaid',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  paused: 'unpaid',
};

/**
 * A Stripe subscription object → ours. Reads the period from the subscription or, in API versions
 * since 2025-03 (basil), from its first item; the card from an expanded default payment method.
 */
export function toProviderSubscription(raw: unknown): ProviderSubscription {
  const s = obj(raw) ?? {};
  const item = obj((obj(s.items)?.data as unknown[] | undefined)?.[0]);
  const metadata = obj(s.metadata) ?? {};
  const card = obj(obj(s.default_payment_method)?.card);
  return {
    id: str(s.id) ?? '',
    customerId: idOf(s.customer) ?? '',
    status: STATUSES[str(s.status) ?? ''] ?? 'incomplete',
    priceId: idOf(item?.price) ?? idOf(obj(s.plan)),
    workspaceId: str(metadata.workspace_id),
    planId: str(metadata.plan_id),
    currentPeriodStart: date(s.current_period_start ?? item?.current_period_start),
    currentPeriodEnd: date(s.current_period_end ?? item?.current_period_end),
    cancelAtPeriodEnd: s.cancel_at_period_end === true,
    card:
      card && str(card.last4)
        ? { brand: str(card.brand) ?? 'card', last4: str(card.last4)!, expMonth: num(card.exp_month), expYear: num(card.exp_year) }
        : null,
  };
}

export type StripeOptions = { secretKey: string; webhookSecret: string; apiUrl: string | null };

export function stripeProvider(opts: StripeOptions): PaymentProvider {
  const url = opts.apiUrl ? new URL(opts.apiUrl) : null;
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(url ? { host: url.hostname, port: url.port || (url.protocol === 'https:' ? 443 : 80), protocol: url.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
  const call = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError) throw providerError();
      throw err;
    }
  };
  const expandCard = { expand: ['default_payment_method'] };
  return {
    async createCheckoutSession(input) {
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: input.priceId, quantity: 1 }],
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.customerEmail }),
          client_reference_id: input.workspaceId,
          metadata: { workspace_id: input.workspaceId, plan_id: input.planId },
          subscription_data: { metadata: { workspace_id: input.workspaceId, plan_id: input.planId } },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          locale: 'es',
        }),
      );
      if (!session.url) throw providerError();
      return { id: session.id, url: session.url };
    },
    async cancelAtPeriodEnd(subscriptionId) {
      return toProviderSubscription(await call(() => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true, ...expandCard })));
    },
    async createPortalSession(customerId, returnUrl) {
      const session = await call(() => stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }));
      return { url: session.url };
    },
    async retrieveSubscription(subscriptionId) {
      try {
        return toProviderSubscription(await stripe.subscriptions.retrieve(subscriptionId, expandCard));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeError && err.statusCode === 404) return null;
        if (err instanceof Stripe.errors.StripeError) throw providerError();
        throw err;
      }
    },
    verifyWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch {
        throw new InvalidSignatureError();
      }
      const payload = obj(event) ?? {};
      // Signed by Stripe, so well formed; still, an event without an id or type cannot be claimed.
      if (!str(payload.id) || !str(payload.type)) throw new InvalidSignatureError();
      return { id: event.id, type: event.type, object: (obj(obj(payload.data)?.object) ?? {}) as Loose, payload };
    },
  };
}
