import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
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

type PaymentToPay = { id: string; name: string; amount: string; currency: string; status: string; projectId: string; workspaceId: string };

export async function checkoutRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const key = credentialsKey(deps.config.appSecret);
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

    const provider = req.body.provider;
    const [mp, stripe] = await Promise.all([
      readProviderSecrets(db, key, payment.workspaceId, 'mercadopago'),
      readProviderSecrets(db, key, payment.workspaceId, 'stripe'),
    ]);
    const offer = paymentMethodsFor(payment.currency, { mercadopago: !!mp?.access_token, stripe: !!stripe?.secret_key, transferCurrencies: [] }).find((o) => o.method === provider)!;
    if (!offer.available) throw fieldError('provider', offer.reason!);

    const back = `${appUrl}/c/payments?project_id=${payment.projectId}`;
    const checkout = { title: payment.name, currency: payment.currency, amount: payment.amount, reference: payment.id };
    return openCheckout(deps, req.log, { provider, workspaceId: payment.workspaceId, mp, stripe, back }, checkout);
  });
}
