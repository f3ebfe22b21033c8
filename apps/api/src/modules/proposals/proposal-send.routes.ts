import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProposalSentDto } from '@trato/domain/proposals/dto';
import { proposalSentSchema } from '@trato/domain/proposals/dto-schemas';
import { PROPOSAL_SEND_MESSAGES as M, proposalSendSchema, type ProposalEmailPreviewDto } from '@trato/domain/proposals/send';
import { proposalEmailPreviewSchema } from '@trato/domain/proposals/dto-schemas';
import { dataOf } from '@trato/domain/openapi/common';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { hit } from '../../lib/rate-limit.ts';
import { appendAuditEvent } from '../audit/audit.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { recordActivity } from './activities.ts';
import { assertSendable, proposalEmailOf } from './proposal-email.ts';
import { sendPdf } from '../pdf-cache/send-pdf.ts';
import { liveProposalPdf } from './proposal-pdf-cache.ts';
import { pdfResponses } from './proposal-pdf.responses.ts';
import { loadProposal, toProposalDto } from './proposals.queries.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

const bearer = [{ bearerAuth: [] }];
const tags = ['proposals'];
const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });
const NOT_FOUND = 'No encontramos esa cotización.';
/** Proposal emails a workspace may send per hour: far above real use, a ceiling for abuse. */
export const SENDS_PER_HOUR = 100;

/** The live proposal (type proposal) locked for the transaction, or 404. */
async function lockProposal(tx: Executor, workspaceId: string, id: string) {
  const [row] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), inWorkspace(projects.workspaceId, workspaceId), eq(projects.type, 'proposal'), isNull(projects.deletedAt)))
    .for('update');
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Sending a proposal by email and its PDF (docs/api/proposals.md). */
export async function proposalSendRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { appUrl } = deps.config;

  r.get(
    '/proposals/:id/pdf',
    {
      schema: {
        tags,
        security: bearer,
        params: idParams,
        description: 'The proposal as a PDF (A4), rendered on the server once per version of the proposal (ETag / If-None-Match: 304).',
        response: pdfResponses,
      },
    },
    async (req, reply) => {
      const ctx = await workspaceContext(db, req);
      const proposal = await loadProposal(db, ctx.workspaceId, req.params.id, { appUrl });
      if (!proposal) throw notFound(NOT_FOUND);
      return sendPdf(req, reply, liveProposalPdf(deps, ctx.workspaceId, proposal, 'attachment'));
    },
  );

  r.post('/proposals/:id/send', { schema: { tags, security: bearer, params: idParams, body: proposalSendSchema.nullish(), response: { 200: proposalSentSchema } } }, async (req): Promise<ProposalSentDto> => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    const body = req.body ?? {};
    const { row, to } = await db.transaction(async (tx) => {
      const row = await lockProposal(tx, ctx.workspaceId, req.params.id);
      assertSendable(row.status);
      const { to, message } = await proposalEmailOf(await toProposalDto(tx, row, appUrl), body, ctx.user, appUrl);
      if (!to) throw fieldError('email', M.emailMissing);
      await hit(tx, `proposal-send:ws:${ctx.workspaceId}`, SENDS_PER_HOUR, 3600);
      await enqueueEmail(tx, to, message, ctx.workspaceId);
      // Sending marks a draft as sent; a re-send keeps SENT and moves sent_at to the latest sending.
      const [saved] = await tx.update(projects).set({ status: 'SENT', sentAt: new Date(), updatedAt: new Date() }).where(eq(projects.id, row.id)).returning();
      await recordActivity(tx, { workspaceId: ctx.workspaceId, projectId: row.id, userId: ctx.userId, type: 'proposal.sent', data: { to, from: row.status } });
      await appendAuditEvent(tx, { workspaceId: ctx.workspaceId, projectId: row.id, type: 'sent', data: { to, by: ctx.user.email }, ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
      return { row: saved!, to };
    });
    deps.nudgeOutbox();
    return { data: await toProposalDto(db, row, appUrl), message: M.sent(to) };
  });

  // The staff «Vista previa del correo»: the e-mail the send above would queue, rendered by the same
  // function, and nothing queued, marked or counted against the hourly sends.
  r.post(
    '/proposals/:id/send/preview',
    {
      schema: {
        tags,
        security: bearer,
        params: idParams,
        body: proposalSendSchema.nullish(),
        description: 'El correo que enviaría POST /v1/proposals/{id}/send con este cuerpo (HTML y texto), sin enviarlo.',
        response: { 200: dataOf(proposalEmailPreviewSchema) },
      },
    },
    async (req): Promise<{ data: ProposalEmailPreviewDto }> => {
      const ctx = await workspaceContext(db, req, 'proposals:write');
      const proposal = await loadProposal(db, ctx.workspaceId, req.params.id, { appUrl });
      if (!proposal) throw notFound(NOT_FOUND);
      assertSendable(proposal.status);
      const { to, message } = await proposalEmailOf(proposal, req.body ?? {}, ctx.user, appUrl);
      return { data: { to, from_name: message.fromName ?? proposal.organization.name, reply_to: message.replyTo ?? null, subject: message.subject, html: message.html, text: message.text } };
    },
  );
}
