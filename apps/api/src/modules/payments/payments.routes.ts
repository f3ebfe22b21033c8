import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf } from '@trato/domain/openapi/common';
import { paginated } from '@trato/domain/pagination';
import type { PaymentListDto } from '@trato/domain/payments/dto';
import { currencyRateSchema, paymentListItemSchema, paymentListSchema, paymentMetricsSchema, paymentReminderSchema } from '@trato/domain/payments/dto-schemas';
import { idempotencyKeySchema, paymentCreateSchema, paymentListQuerySchema, paymentMetricsQuerySchema, paymentUpdateSchema } from '@trato/domain/payments/schemas';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { noContent } from '../../lib/openapi.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { getCurrencyRates } from './currency-rates.ts';
import { sendManualReminder } from './payment-reminder.ts';
import { paymentFilter } from './payments.filters.ts';
import { idempotent } from './payments.idempotency.ts';
import { paymentMetrics } from './payments.metrics.ts';
import { getPaymentItem, listPayments } from './payments.queries.ts';
import { serializePaymentItem } from './payments.serialize.ts';
import { createPayment, deletePayment, updatePayment } from './payments.write.ts';

const bearer = [{ bearerAuth: [] }];
const tags = ['payments'];
// Ids are checked by the lookups (an unknown or malformed one is the same 404 as another tenant's).
const idParams = z.object({ id: z.string().max(100) });
const LIST_PATH = '/api/v1/payments';
const CREATE_SCOPE = 'POST /v1/payments';
const one = dataOf(paymentListItemSchema);

/** The workspace-wide payments (SPEC §7 Payments; docs/api/payments.md). */
export async function paymentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const now = () => deps.clock?.() ?? new Date();
  const item = async (workspaceId: string, id: string) => ({ data: serializePaymentItem(await getPaymentItem(db, workspaceId, id, now())) });

  r.get('/payments', { schema: { tags, security: bearer, querystring: paymentListQuerySchema, response: { 200: paymentListSchema } } }, async (req): Promise<PaymentListDto> => {
    const ctx = await workspaceContext(db, req);
    const q = req.query;
    const filter = paymentFilter(ctx.workspaceId, ctx.timeZone, now(), q);
    const { items, total } = await listPayments(db, filter, q.page);
    const query = { status: q.status, preset: q.preset, from: q.preset === 'custom' ? q.from : undefined, to: q.preset === 'custom' ? q.to : undefined, company_id: q.company_id, project_id: q.project_id, currency: q.currency };
    return { ...paginated(items.map(serializePaymentItem), { page: q.page, total, path: LIST_PATH, query }), range: filter.range };
  });

  r.get('/payments/metrics', { schema: { tags, security: bearer, querystring: paymentMetricsQuerySchema, response: { 200: dataOf(paymentMetricsSchema) } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    return { data: await paymentMetrics(db, ctx.workspaceId, now(), req.query) };
  });

  r.get('/payments/:id', { schema: { tags, security: bearer, params: idParams, response: { 200: one } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    return item(ctx.workspaceId, req.params.id);
  });

  r.put('/payments/:id', { schema: { tags, security: bearer, params: idParams, body: paymentUpdateSchema, response: { 200: one } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    await updatePayment(ctx, req.params.id, req.body, deps.config.appUrl);
    // A payment marked paid e-mails its receipt (decision 0072).
    deps.nudgeOutbox();
    return item(ctx.workspaceId, req.params.id);
  });

  r.delete('/payments/:id', { schema: { tags, security: bearer, params: idParams, response: { 204: noContent } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    await deletePayment(ctx, req.params.id);
    return reply.status(204).send();
  });

  r.post(
    '/payments',
    {
      schema: {
        tags,
        security: bearer,
        description: 'Adds a payment by splitting the last pending one of the plan. Honours an `Idempotency-Key` header.',
        body: paymentCreateSchema,
        response: { 201: one },
      },
    },
    async (req, reply) => {
      const ctx = await workspaceContext(db, req, 'proposals:write');
      const header = req.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      if (key !== undefined && !idempotencyKeySchema.safeParse(key).success) throw fieldError('idempotency-key', idempotencyKeySchema.safeParse(key).error!.issues[0]!.message);
      const answer = await idempotent(ctx, CREATE_SCOPE, key, req.body, async (tx) => {
        const id = await createPayment(tx, ctx, req.body, now());
        return { status: 201 as const, body: { data: serializePaymentItem(await getPaymentItem(tx, ctx.workspaceId, id, now())) } };
      });
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(answer.status).send(answer.body);
    },
  );

  r.post('/payments/:id/reminder', { schema: { tags, security: bearer, params: idParams, response: { 200: dataOf(paymentReminderSchema) } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    try {
      const data = await sendManualReminder(ctx, req.params.id, deps.config.appUrl, now());
      deps.nudgeOutbox();
      return { data };
    } catch (err) {
      if (err instanceof AppError && err.status === 429) reply.header('Retry-After', String(err.details?.retry_after ?? 600));
      throw err;
    }
  });

  r.get('/currencies', { schema: { tags, security: bearer, response: { 200: dataOf(z.array(currencyRateSchema)) } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    return { data: await getCurrencyRates(db, ctx.workspaceId) };
  });
}
