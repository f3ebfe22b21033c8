import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { TRANSFER_MESSAGES } from '@trato/domain/payments/transfer-review';
import { paymentMethodsFor } from '@trato/domain/payments/payment-methods';
import { DEMO_CHECKOUT_MESSAGE, type CheckoutProvider } from '@trato/domain/payments/checkout-messages';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { paymentTransfers } from '../../db/schema/index.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { isDemoWorkspace } from '../public-proposals/public-proposal.queries.ts';
import { credentialsKey } from '../collections/credentials-cipher.ts';
import { readProviderSecrets } from '../collections/collections.queries.ts';
import { NOT_CHARGEABLE, openCheckout } from './open-checkout.ts';

/**
 * Opening a provider's checkout for one stored payment (issue 31 §2, decisions 0070, 0073 and 0074):
 * the one path behind every «Pagar» of one payment — the portal's, the accepted page's and the
 * per-payment link's — so the rules hold everywhere. The amount, currency and name are the stored
 * payment's, never the browser's; the method must be one the domain rule (payment-methods.ts) offers
 * for that currency with what the workspace has connected (else 422 with the rule's reason); the
 * checkout names the payment, and the workspace's webhook (webhooks.routes.ts) applies what the
 * provider reports.
 */
export const CHECKOUT_MESSAGES = {
  notFound: 'No encontramos ese pago.',
  alreadyPaid: 'Este pago ya está pagado.',
  providerInvalid: 'Elige Mercado Pago o Stripe.',
  notChargeable: NOT_CHARGEABLE,
} as const;

export type PaymentToCharge = { id: string; name: string; amount: string; currency: string; status: string; workspaceId: string };

/**
 * Where the provider sends the payer back: `returned` (paid, or pending at the provider) and `left`
 * (cancelled or rejected), per provider. Mercado Pago appends its collection_status, payment_id and
 * external_reference; Stripe's success URL gets session_id={CHECKOUT_SESSION_ID}. The page there
 * reads the server's truth either way; `left` only tells it not to wait for a webhook.
 */
export type ReturnUrls = { returned: (provider: CheckoutProvider) => string; left: (provider: CheckoutProvider) => string };

/** The demo workspace's checkouts never leave the server: 403 DEMO_WORKSPACE saying what would happen. */
export async function refuseDemoCheckout(db: Executor, workspaceId: string): Promise<void> {
  if (await isDemoWorkspace(db, workspaceId)) throw new AppError(403, 'DEMO_WORKSPACE', DEMO_CHECKOUT_MESSAGE);
}

/**
 * A payment whose reported transfer waits for the team is not paid by a second road meanwhile
 * (decision 0076): the portal shows no «Pagar» then, and no other page or crafted request opens one.
 */
async function refuseWhileInReview(db: Executor, payment: PaymentToCharge): Promise<void> {
  const [waiting] = await db
    .select({ id: paymentTransfers.id })
    .from(paymentTransfers)
    .where(and(inWorkspace(paymentTransfers.workspaceId, payment.workspaceId), eq(paymentTransfers.paymentId, payment.id), eq(paymentTransfers.status, 'in_review')))
    .limit(1);
  if (waiting) throw fieldError('provider', TRANSFER_MESSAGES.inReview);
}

/** The caller has checked the payment is not paid (422 CHECKOUT_MESSAGES.alreadyPaid). */
export async function startCheckout(deps: AppDeps, log: FastifyBaseLogger, payment: PaymentToCharge, provider: CheckoutProvider, back: ReturnUrls): Promise<{ url: string }> {
  const { db } = deps.database;
  await refuseDemoCheckout(db, payment.workspaceId);
  await refuseWhileInReview(db, payment);
  const key = credentialsKey(deps.config.appSecret);
  const [mp, stripe] = await Promise.all([
    readProviderSecrets(db, key, payment.workspaceId, 'mercadopago'),
    readProviderSecrets(db, key, payment.workspaceId, 'stripe'),
  ]);
  const offer = paymentMethodsFor(payment.currency, { mercadopago: !!mp?.access_token, stripe: !!stripe?.secret_key, transferCurrencies: [] }).find((o) => o.method === provider)!;
  if (!offer.available) throw fieldError('provider', offer.reason!);

  const checkout = { title: payment.name, currency: payment.currency, amount: payment.amount, reference: payment.id };
  return openCheckout(deps, log, { provider, workspaceId: payment.workspaceId, mp, stripe, back: { returned: back.returned(provider), left: back.left(provider) } }, checkout);
}
