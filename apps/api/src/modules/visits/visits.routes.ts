import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { visitLogs } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { noContent } from '../../lib/openapi.ts';
import { workspaceContext } from '../auth/authenticate.ts';

const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });
export const VISIT_NOT_FOUND = 'No encontramos esa visita.';

/** DELETE /v1/visits/{id}: staff remove one visit of their workspace (docs/api/public-proposals.md). */
export async function visitRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  r.delete('/visits/:id', { schema: { tags: ['proposals'], security: [{ bearerAuth: [] }], params: idParams, response: { 204: noContent } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    const gone = await db
      .delete(visitLogs)
      .where(and(eq(visitLogs.id, req.params.id), eq(visitLogs.workspaceId, ctx.workspaceId)))
      .returning({ id: visitLogs.id });
    if (gone.length === 0) throw notFound(VISIT_NOT_FOUND);
    return reply.status(204).send();
  });
}
