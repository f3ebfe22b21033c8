import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf } from '@trato/domain/openapi/common';
import { evidenceSchema } from '@trato/domain/proposals/public-dto-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { notFound } from '../../lib/errors.ts';
import { NOT_FOUND_MESSAGE } from '../proposals/proposals.queries.ts';
import { evidenceOf } from './evidence.ts';

const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });

/** GET /v1/proposals/{id}/evidence (staff of the proposal's workspace; another workspace → 404). */
export async function evidenceRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  r.get(
    '/proposals/:id/evidence',
    { schema: { tags: ['proposals'], security: [{ bearerAuth: [] }], params: idParams, description: 'The audit log and signature, with every hash recomputed.', response: { 200: dataOf(evidenceSchema) } } },
    async (req) => {
      const ctx = await workspaceContext(db, req);
      const evidence = await evidenceOf(db, ctx.workspaceId, req.params.id);
      if (!evidence) throw notFound(NOT_FOUND_MESSAGE);
      return { data: evidence };
    },
  );
}
