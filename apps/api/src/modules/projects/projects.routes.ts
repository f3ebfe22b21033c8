import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema, paginated } from '@trato/domain/pagination';
import type { AppDeps } from '../../app-deps.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { listProposals, toListItems } from '../proposals/proposals.queries.ts';

const LIST_PATH = '/api/v1/projects';

/** GET /v1/projects: a workspace's projects (signed proposals), newest first; minimal until the portal issue. */
export async function projectRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  r.get('/projects', { schema: { tags: ['projects'], security: [{ bearerAuth: [] }], querystring: z.object({ page: pageSchema }) } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    const { page } = req.query;
    const { rows, total } = await listProposals(db, ctx.workspaceId, { type: 'project', page });
    return paginated(await toListItems(db, ctx.workspaceId, rows, deps.config.appUrl), { page, total, path: LIST_PATH, query: {} });
  });
}
