import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { payablePaymentAnswer } from '@trato/domain/payments/checkout-result-schema';
import type { AppDeps } from '../../app-deps.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { requireCustomer, customerReader } from '../portal/portal-access.ts';
import { customerReaches, rowsOf } from '../portal/portal-reader.ts';
import { batchCheckoutRoutes } from './batch-checkout.routes.ts';
import { chargesRoutes } from './charges.routes.ts';
import { readCustomerPayable } from './payable-payment.ts';
import { CHECKOUT_MESSAGES, startCheckout, type ReturnUrls } from './start-checkout.ts';

/**
 * POST /api/v1/customer/payments/{id}/checkout (issue 31 §2, decision 0070): a signed-in portal
 * customer asks to pay one milestone of a portal they reach, by Mercado Pago or Stripe, and gets the
 * provider's page to go to. Which payment is the portal's access rule; everything about charging it
 * (stored amount, offered methods, the provider's checkout) is start-checkout.ts, shared with the
 * per-payment «Pagar» link (pay-links, decision 0074).
 */
export { CHECKOUT_MESSAGES };

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

