import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CheckoutProvider } from '@trato/domain/payments/checkout-messages';
import { payablePaymentAnswer } from '@trato/domain/payments/checkout-result-schema';
import { paymentMethodsFor } from '@trato/domain/payments/payment-methods';
import type { AppDeps } from '../../app-deps.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { credentialsKey } from '../collections/credentials-cipher.ts';
import { readProviderSecrets } from '../collections/collections.queries.ts';
import { requireCustomer, customerReader } from '../portal/portal-access.ts';
import { customerReaches, rowsOf } from '../portal/portal-reader.ts';
import { batchCheckoutRoutes } from './batch-checkout.routes.ts';
import { chargesRoutes } from './charges.routes.ts';
import { NOT_CHARGEABLE, openCheckout } from './open-checkout.ts';
import { readCustomerPayable } from './payable-payment.ts';

/**
 * POST /api/v1/customer/payments/{id}/checkout (issue 31 §2, decision 0070): a signed-in portal
 * customer asks to pay one milestone of a portal they reach, by Mercado Pago or Stripe, and gets the
 * provider's page to go to. The amount, currency and name are the stored payment's, never the
 * browser's; the method must be one the domain rule (payment-methods.ts) offers for that currency
 * with what the workspace has connected. The checkout names the payment, and the workspace's
 * webhook (webhooks.routes.ts) applies what the provider reports.
 */
export const CHECKOUT_MESSAGES = {
  notFound: 'No encontramos ese pago.',
  alreadyPaid: 'Este pago ya está pagado.',
  providerInvalid: 'Elige Mercado Pago o Stripe.',
  notChargeable: NOT_CHARGEABLE,
} as const;

const params = z.object({ id: z.uuid({ error: CHECKOUT_MESSAGES.notFound }) });
const body = z.object({ provider: z.enum(['mercadopago', 'stripe'], { error: CHECKOUT_MESSAGES.providerInvalid }) });
const answer = { 200: z.object({ url: z.string() }) };

export type PaymentToPay = { id: string; name: string; amount: string; currency: string; status: string; projectId: string; workspaceId: string };

export async function checkoutRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const appUrl = deps.config.appUrl;
  await batchCheckoutRoutes(app, deps);
  await chargesRoutes(app, deps);

  r.post('/customer/payments/:id/checkout', { schema: { tags: ['portal'], security: [{ bearerAuth: [] }], params, body, response: answer } }, async (req) => {
    const session = await requireCustomer(db, req);
    const reader = customerReader(session);
    const found = await db.execute(sql`
      select pm.id, pm.name, pm.amount::text as amount, pm.amount_type as currency, pm.status, pm.project_id as "projectId", pm.workspace_id as "workspaceId"
      from payments pm join projects p on p.id = pm.project_id and p.workspace_id = pm.workspace_id
      where pm.id = ${req.params.id} and p.workspace_id = ${reader.workspaceId} and p.type = 'project' and p.deleted_at is null
        and ${customerReaches(reader, sql`p`)}`);
    const payment = rowsOf<PaymentToPay>(found)[0];
    if (!payment) throw notFound(CHECKOUT_MESSAGES.notFound);
    if (payment.status === 'paid') throw fieldError('provider', CHECKOUT_MESSAGES.alreadyPaid);

    const back = portalReturnUrls(appUrl, payment.id);
    return startCheckout(deps, req.log, payment, req.body.provider, back);
  });

  // The return page's read (decision 0073): the payment's state and its latest online charge, from
  // the server, so «Pago recibido» is never said on the provider's query string alone.
  r.get('/customer/payments/:id/checkout', { schema: { tags: ['portal'], security: [{ bearerAuth: [] }], params, response: { 200: payablePaymentAnswer } } }, async (req, reply) => {
    const session = await requireCustomer(db, req);
    const data = await readCustomerPayable(db, customerReader(session), req.params.id, deps.clock?.() ?? new Date());
    if (!data) throw notFound(CHECKOUT_MESSAGES.notFound);
    reply.header('Cache-Control', 'private, no-store');
    return { data };
  });
}

/** Where a provider sends the portal's client back: the return page, told which provider it was. */
export function portalReturnUrls(appUrl: string, paymentId: string): ReturnUrls {
  const page = `${appUrl}/c/payments/${encodeURIComponent(paymentId)}/result`;
  return { returned: (provider) => `${page}?provider=${provider}`, left: (provider) => `${page}?provider=${provider}&left=1` };
}

/**
 * The return page's address for each way back: `returned` (paid, or pending at the provider) and
 * `left` (cancelled or rejected). Mercado Pago appends its collection_status, payment_id and
 * external_reference; Stripe's success URL gets session_id={CHECKOUT_SESSION_ID}. The page reads the
 * server's truth either way; `left=1` only tells it not to wait for a webhook that will not come.
 */
export type ReturnUrls = { returned: (provider: CheckoutProvider) => string; left: (provider: CheckoutProvider) => string };

/**
 * Creates the provider's checkout for a stored payment (the amount, currency and name are the
 * row's): the method must be one the domain rule offers for its currency with what the workspace
 * connected (else 422 with the rule's reason). Shared by the portal's and the accepted page's
 * checkout.
 */
export async function startCheckout(deps: AppDeps, log: FastifyBaseLogger, payment: PaymentToPay, provider: CheckoutProvider, back: ReturnUrls): Promise<{ url: string }> {
  const { db } = deps.database;
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
