import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf } from '@trato/domain/openapi/common';
import { todayIn } from '@trato/domain/payments/date-ranges';
import { TRANSFER_MESSAGES as M } from '@trato/domain/payments/transfer-review';
import { paymentTransferSchema, transferProofSchema as proofSchema, transferRejectSchema, transferReportSchema } from '@trato/domain/payments/transfer-schemas';
import { projectPaymentsSchema } from '@trato/domain/projects/dto-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { requireCustomer } from '../portal/portal-access.ts';
import { loadProjectDetail } from '../projects/project-detail.queries.ts';
import { serializeProject } from '../projects/projects.serialize.ts';
import { reportTransfer, uploadTransferProof } from './transfer-customer.ts';
import { confirmTransfer, rejectTransfer } from './transfer-staff.ts';

const customerParams = z.object({ id: z.uuid({ error: M.notFound }) });
// Ids are checked by the lookups (an unknown or malformed one is the same 404 as another tenant's).
const staffParams = z.object({ id: z.string().max(100), paymentId: z.string().max(100) });
const plan = dataOf(projectPaymentsSchema);

/**
 * Bank transfers (issue 31 §2, decision 0071; docs/api/portal.md and payments.md): the portal client
 * uploads a proof and reports a transfer; the team confirms it (the payment is paid) or rejects it
 * with a reason the client reads.
 */
export async function transferRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const now = () => deps.clock?.() ?? new Date();
  const customer = { tags: ['portal'], security: [{ bearerAuth: [] }] };
  const staff = { tags: ['projects'], security: [{ bearerAuth: [] }] };

  r.post('/customer/payments/:id/transfer/proof', { schema: { ...customer, consumes: ['multipart/form-data'], params: customerParams, response: { 201: dataOf(proofSchema) } } }, async (req, reply) => {
    const session = await requireCustomer(db, req);
    const data = await uploadTransferProof(deps, req, { kind: 'customer', session }, req.params.id);
    reply.status(201);
    return { data };
  });

  r.post('/customer/payments/:id/transfer', { schema: { ...customer, params: customerParams, body: transferReportSchema, response: { 201: dataOf(paymentTransferSchema) } } }, async (req, reply) => {
    const session = await requireCustomer(db, req);
    const data = await reportTransfer(db, { kind: 'customer', session }, req.params.id, req.body, now());
    reply.status(201);
    return { data };
  });

  // The project's plan as «…/status» answers it, so the page stores it the same way.
  const planOf = async (workspaceId: string, projectId: string) => {
    const { row, detail } = await loadProjectDetail(db, workspaceId, projectId);
    return { data: serializeProject(row, detail, deps.config.appUrl, todayIn(detail.timeZone, now())).payments };
  };

  r.post('/projects/:id/payments/:paymentId/transfer/confirm', { schema: { ...staff, params: staffParams, response: { 200: plan } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    await confirmTransfer(ctx, req.params.id, req.params.paymentId, now(), deps.config.appUrl);
    return planOf(ctx.workspaceId, req.params.id);
  });

  r.post('/projects/:id/payments/:paymentId/transfer/reject', { schema: { ...staff, params: staffParams, body: transferRejectSchema, response: { 200: plan } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    await rejectTransfer(ctx, req.params.id, req.params.paymentId, req.body.reason, now());
    return planOf(ctx.workspaceId, req.params.id);
  });
}
