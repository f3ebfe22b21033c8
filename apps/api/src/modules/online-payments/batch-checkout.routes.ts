import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toMinorUnits } from '@trato/domain/payments/minor-units';
import { paymentMethodsFor } from '@trato/domain/payments/payment-methods';
import type { AppDeps } from '../../app-deps.ts';
import { checkoutBatches } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { credentialsKey } from '../collections/credentials-cipher.ts';
import { readProviderSecrets } from '../collections/collections.queries.ts';
import { customerReader, requireCustomer } from '../portal/portal-access.ts';
import { customerReaches, rowsOf } from '../portal/portal-reader.ts';
import { NOT_CHARGEABLE, openCheckout } from './open-checkout.ts';
import { refuseDemoCheckout } from './start-checkout.ts';

/**
 * «Pagar todo lo pendiente» (issue 31, decision 0075): POST /api/v1/customer/projects/{id}/checkout
 * { provider, currency? } opens ONE Mercado Pago / Stripe checkout for every payment of the project
 * that is not paid (pending or overdue), in one currency, one item per payment with its stored amount.
 * The checkout's reference is a `checkout_batches` row listing those payments and amounts; the
 * webhook applies the provider's one charge to each of them, once each (checkout-batch.ts). Fewer
 * than two due payments: 422 (pay the one with its own button). Due payments in several currencies:
 * the customer says which (`currency`), else 422.
 */
export const BATCH_MESSAGES = {
  notFound: 'No encontramos ese proyecto.',
  providerInvalid: 'Elige Mercado Pago o Stripe.',
  currencyInvalid: 'Elige una moneda válida.',
  fewerThanTwo: 'Para pagar todo junto necesitas al menos dos pagos pendientes en la misma moneda.',
  chooseCurrency: 'Tus pagos pendientes están en varias monedas: elige en cuál pagar.',
} as const;

const params = z.object({ id: z.uuid({ error: BATCH_MESSAGES.notFound }) });
const body = z.object({
  provider: z.enum(['mercadopago', 'stripe'], { error: BATCH_MESSAGES.providerInvalid }),
  currency: z
    .string({ error: BATCH_MESSAGES.currencyInvalid })
    .regex(/^[A-Za-z]{3}$/, { error: BATCH_MESSAGES.currencyInvalid })
    .optional(),
});
const answer = { 200: z.object({ url: z.string() }) };

type DuePayment = { id: string; name: string; amount: string; currency: string; position: number };
type Project = { id: string; name: string; workspaceId: string };

export async function batchCheckoutRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const key = credentialsKey(deps.config.appSecret);

  r.post('/customer/projects/:id/checkout', { schema: { tags: ['portal'], security: [{ bearerAuth: [] }], params, body, response: answer } }, async (req) => {
    const session = await requireCustomer(db, req);
    const reader = customerReader(session);
    const found = await db.execute(sql`
      select p.id, p.name, p.workspace_id as "workspaceId" from projects p
      where p.id = ${req.params.id} and p.workspace_id = ${reader.workspaceId} and p.type = 'project' and p.deleted_at is null
        and ${customerReaches(reader, sql`p`)}`);
    const project = rowsOf<Project>(found)[0];
    if (!project) throw notFound(BATCH_MESSAGES.notFound);

    // Not paid = pending or overdue (overdue is a pending one past its date), in the plan's order.
    const due = rowsOf<DuePayment>(
      await db.execute(sql`
        select pm.id, pm.name, pm.amount::text as amount, pm.amount_type as currency, pm.position from payments pm
        where pm.project_id = ${project.id} and pm.workspace_id = ${project.workspaceId} and pm.status <> 'paid'
        order by pm.position, pm.id`),
    );
    const currencies = [...new Set(due.map((p) => p.currency.toUpperCase()))];
    const currency = req.body.currency?.toUpperCase() ?? (currencies.length === 1 ? currencies[0]! : null);
    if (!currency && currencies.length > 1) throw fieldError('currency', BATCH_MESSAGES.chooseCurrency);
    const items = due.filter((p) => p.currency.toUpperCase() === currency);
    if (items.length < 2) throw fieldError('provider', BATCH_MESSAGES.fewerThanTwo);
    if (items.some((p) => (toMinorUnits(p.amount, currency!) ?? 0n) <= 0n)) throw fieldError('provider', NOT_CHARGEABLE);

    const provider = req.body.provider;
    await refuseDemoCheckout(db, project.workspaceId);
    const [mp, stripe] = await Promise.all([readProviderSecrets(db, key, project.workspaceId, 'mercadopago'), readProviderSecrets(db, key, project.workspaceId, 'stripe')]);
    const offer = paymentMethodsFor(currency!, { mercadopago: !!mp?.access_token, stripe: !!stripe?.secret_key, transferCurrencies: [] }).find((o) => o.method === provider)!;
    if (!offer.available) throw fieldError('provider', offer.reason!);

    const [batch] = await db
      .insert(checkoutBatches)
      .values({ workspaceId: project.workspaceId, projectId: project.id, provider, currency: currency!, items: items.map((p) => ({ payment_id: p.id, name: p.name, amount: p.amount })) })
      .returning({ id: checkoutBatches.id });
    const page = `${deps.config.appUrl}/c/payments?project_id=${project.id}`;
    const back = { returned: page, left: page };
    const total = items.reduce((sum, p) => sum + Number(p.amount), 0).toFixed(2);
    return openCheckout(deps, req.log, { provider, workspaceId: project.workspaceId, mp, stripe, back }, {
      title: project.name,
      currency: currency!,
      amount: total,
      reference: batch!.id,
      lines: items.map((p) => ({ id: p.id, title: p.name, amount: p.amount })),
    });
  });
}
