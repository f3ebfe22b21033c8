import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatDay } from '@trato/domain/date-format';
import type { ProposalSentDto } from '@trato/domain/proposals/dto';
import { proposalSentSchema } from '@trato/domain/proposals/dto-schemas';
import { EXTEND_MESSAGES as M } from '@trato/domain/proposals/expiry';
import { proposalExtendSchema } from '@trato/domain/proposals/extend';
import { isOpenForClient } from '@trato/domain/proposals/statuses';
import type { AppDeps } from '../../app-deps.ts';
import { projects } from '../../db/schema/index.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { recordActivity } from './activities.ts';
import { lockProposalRow, toProposalDto } from './proposals.queries.ts';

const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });
const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * `POST /v1/proposals/{id}/extend` (decision 0079): the provider gives an open proposal a new
 * «Válida hasta» (today or later). An expired one becomes signable again: the public page reads the
 * date on its next load. The feed says it was extended, from which date to which.
 */
export async function proposalExtendRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { appUrl } = deps.config;

  r.post(
    '/proposals/:id/extend',
    { schema: { tags: ['proposals'], security: [{ bearerAuth: [] }], params: idParams, body: proposalExtendSchema, response: { 200: proposalSentSchema } } },
    async (req): Promise<ProposalSentDto> => {
      const ctx = await workspaceContext(db, req, 'proposals:write');
      const validUntil = req.body.valid_until_at;
      const saved = await db.transaction(async (tx) => {
        const row = await lockProposalRow(tx, ctx.workspaceId, req.params.id);
        if (row.type !== 'proposal') throw notFound('No encontramos esa cotización.');
        if (!isOpenForClient(row.status)) throw new AppError(409, 'CONFLICT', M.notOpen);
        const [updated] = await tx
          .update(projects)
          .set({ validUntilAt: validUntil, updatedAt: new Date() })
          .where(and(eq(projects.id, row.id), inWorkspace(projects.workspaceId, ctx.workspaceId)))
          .returning();
        await recordActivity(tx, {
          workspaceId: ctx.workspaceId,
          projectId: row.id,
          userId: ctx.userId,
          type: 'proposal.updated',
          data: { extended: true, valid_until: { from: iso(row.validUntilAt), to: iso(validUntil) } },
          distinct: true,
        });
        return updated!;
      });
      return { data: await toProposalDto(db, saved, appUrl), message: M.extended(formatDay(saved.validUntilAt!.toISOString()) ?? '') };
    },
  );
}
