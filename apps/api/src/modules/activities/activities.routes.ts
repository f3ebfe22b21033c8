import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '@trato/domain/openapi/common';
import { pageSchema, paginated } from '@trato/domain/pagination';
import { activitySchema } from '@trato/domain/projects/dto-schemas';
import { activityListQuerySchema } from '@trato/domain/projects/schemas';
import type { AppDeps } from '../../app-deps.ts';
import { noContent } from '../../lib/openapi.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { deleteActivity, listActivities } from './activities.queries.ts';

const bearer = [{ bearerAuth: [] }];
const LIST_PATH = '/api/v1/activities';

/** The activity feed (SPEC §7 Activities; docs/api/projects.md). */
export async function activityRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  r.get('/activities', { schema: { tags: ['activities'], security: bearer, querystring: activityListQuerySchema.extend({ page: pageSchema }), response: { 200: pageOf(activitySchema) } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    const { page, projectId } = req.query;
    const { items, total } = await listActivities(ctx, { page, projectId });
    return paginated(items, { page, total, path: LIST_PATH, query: { projectId } });
  });

  r.delete('/activities/:id', { schema: { tags: ['activities'], security: bearer, params: z.object({ id: z.string().max(100) }), response: { 204: noContent } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    await deleteActivity(ctx, req.params.id);
    return reply.status(204).send();
  });
}
