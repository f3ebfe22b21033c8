import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { getProposalRow } from '../proposals/proposals.queries.ts';
import { buildEvidence } from './evidence.ts';

const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });

/** GET /v1/proposals/{id}/evidence (staff of the proposal's workspace; another workspace → 404). */
export async function evidenceRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  r.get(
    '/proposals/:id/evidence',
    { schema: { tags: ['proposals'], security: [{ bearerAuth: [] }], params: idParams, description: 'The audit log and signature, with every hash recomputed.' } },
    async (req) => {
      const ctx = await workspaceContext(db, req);
      const row = await getProposalRow(db, ctx.workspaceId, req.params.id, 'any');
      return { data: await buildEvidence(db, ctx.workspaceId, row.id) };
    },
  );
}
