import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, pageOf } from '@trato/domain/openapi/common';
import { pageSchema, paginated } from '@trato/domain/pagination';
import { todayIn } from '@trato/domain/payments/date-ranges';
import { magicLinkSchema, projectListItemSchema, projectPaymentsSchema, projectSchema, sendAccessSchema } from '@trato/domain/projects/dto-schemas';
import { paymentAddSchema, paymentStatusSchema, projectCreateSchema, projectListQuerySchema, projectUpdateSchema } from '@trato/domain/projects/schemas';
import type { ProjectAction } from '@trato/domain/projects/statuses';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { noContent } from '../../lib/openapi.ts';
import type { TrashScope } from '../proposals/proposals.queries.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { loadProjectDetail } from './project-detail.queries.ts';
import { projectMagicLink, sendProjectAccess } from './project-access.ts';
import { addProjectPayment, setProjectPaymentStatus } from './project-payments.ts';
import { listProjects } from './projects.queries.ts';
import { forceDeleteProject, moveProject, recoverProject, trashProject } from './projects.lifecycle.ts';
import { serializeProject, serializeProjectListItem } from './projects.serialize.ts';
import { createProject, duplicateProject, updateProject } from './projects.write.ts';

const bearer = [{ bearerAuth: [] }];
const tags = ['projects'];
// Ids are checked by the lookups (an unknown or malformed one is the same 404 as another tenant's).
const idParams = z.object({ id: z.string().max(100) });
const LIST_PATH = '/api/v1/projects';
const one = dataOf(projectSchema);
const plan = dataOf(projectPaymentsSchema);

/** The staff side of portals (SPEC §7 Projects; docs/api/projects.md). */
export async function projectRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { appUrl } = deps.config;
  const detail = async (executor: Executor, workspaceId: string, id: string, trash: TrashScope = 'live') => {
    const { row, detail } = await loadProjectDetail(executor, workspaceId, id, trash);
    return { data: serializeProject(row, detail, appUrl, todayIn(detail.timeZone, deps.clock?.() ?? new Date())) };
  };

  r.get('/projects', { schema: { tags, security: bearer, querystring: projectListQuerySchema.extend({ page: pageSchema }), response: { 200: pageOf(projectListItemSchema) } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    const { page, status, text } = req.query;
    const line = req.query.line_id || req.query.line || undefined;
    const trashed = req.query.trash || req.query.trashed;
    const { items, total } = await listProjects(db, ctx.workspaceId, { page, status, line, text: text || undefined, trashed });
    return paginated(
      items.map((i) => serializeProjectListItem(i.row, i.summary, appUrl)),
      { page, total, path: LIST_PATH, query: { status, line_id: line, text, trash: trashed ? 1 : undefined } },
    );
  });

  r.get('/projects/:id', { schema: { tags, security: bearer, params: idParams, response: { 200: one } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    return detail(db, ctx.workspaceId, req.params.id);
  });

  r.post(
    '/projects',
    {
      schema: {
        tags,
        security: bearer,
        description: 'Creates a portal in set-up (init) with no proposal; `?status=init&type=project` is accepted and ignored.',
        body: projectCreateSchema,
        querystring: z.object({ status: z.string().optional(), type: z.string().optional() }),
        response: { 201: one },
      },
    },
    async (req, reply) => {
      const ctx = await workspaceContext(db, req, 'proposals:write');
      const row = await createProject(ctx, appUrl, req.body);
      reply.status(201);
      return detail(db, ctx.workspaceId, row.id);
    },
  );

  r.put('/projects/:id', { schema: { tags, security: bearer, params: idParams, body: projectUpdateSchema, response: { 200: one } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    const row = await updateProject(ctx, req.params.id, req.body, appUrl);
    return detail(db, ctx.workspaceId, row.id);
  });

  const move = (action: ProjectAction) =>
    r.post(`/projects/:id/${action}`, { schema: { tags, security: bearer, params: idParams, response: { 200: one } } }, async (req) => {
      const ctx = await workspaceContext(db, req, 'proposals:write');
      const row = await moveProject(ctx, req.params.id, action);
      return detail(db, ctx.workspaceId, row.id);
    });
  move('publish');
  move('finish');
  move('reactivate');

  r.post('/projects/:id/duplicate', { schema: { tags, security: bearer, params: idParams, response: { 201: one } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    const row = await duplicateProject(ctx, req.params.id);
    reply.status(201);
    return detail(db, ctx.workspaceId, row.id);
  });

  r.delete('/projects/:id', { schema: { tags, security: bearer, params: idParams, response: { 204: noContent } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    await trashProject(ctx, req.params.id);
    return reply.status(204).send();
  });

  r.put('/projects/:id/recover', { schema: { tags, security: bearer, params: idParams, response: { 200: one } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    const row = await recoverProject(ctx, req.params.id);
    return detail(db, ctx.workspaceId, row.id);
  });

  r.delete('/projects/:id/force', { schema: { tags, security: bearer, params: idParams, response: { 204: noContent } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    await forceDeleteProject(ctx, req.params.id, deps.storage);
    return reply.status(204).send();
  });

  r.get('/projects/:id/magic-link', { schema: { tags, security: bearer, params: idParams, response: { 200: dataOf(magicLinkSchema) } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    return { data: await projectMagicLink(ctx, req.params.id, appUrl) };
  });

  r.post('/projects/:id/send-access', { schema: { tags, security: bearer, params: idParams, response: { 200: dataOf(sendAccessSchema) } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    const result = await sendProjectAccess(ctx, req.params.id, appUrl);
    deps.nudgeOutbox();
    return { data: result };
  });

  r.post('/projects/:id/payments', { schema: { tags, security: bearer, params: idParams, body: paymentAddSchema, response: { 201: plan } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    await addProjectPayment(ctx, req.params.id, req.body);
    reply.status(201);
    return { data: (await detail(db, ctx.workspaceId, req.params.id)).data.payments };
  });

  r.put(
    '/projects/:id/payments/:paymentId/status',
    { schema: { tags, security: bearer, params: idParams.extend({ paymentId: z.string().max(100) }), body: paymentStatusSchema, response: { 200: plan } } },
    async (req) => {
      const ctx = await workspaceContext(db, req, 'proposals:write');
      await setProjectPaymentStatus(ctx, req.params.id, req.params.paymentId, req.body.status, appUrl);
      deps.nudgeOutbox();
      return { data: (await detail(db, ctx.workspaceId, req.params.id)).data.payments };
    },
  );
}
