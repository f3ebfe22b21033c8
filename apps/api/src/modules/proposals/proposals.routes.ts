import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, pageOf } from '@trato/domain/openapi/common';
import { pageSchema, paginated } from '@trato/domain/pagination';
import { proposalListItemSchema, proposalSchema } from '@trato/domain/proposals/dto-schemas';
import { proposalCreateSchema, proposalListQuerySchema, proposalStatusSchema, proposalUpdateSchema } from '@trato/domain/proposals/schemas';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { noContent } from '../../lib/openapi.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { changeStatus, finishProposal, forceDeleteProposal, recoverProposal, trashProposal } from './proposals.lifecycle.ts';
import { listProposalItems, loadProposal, NOT_FOUND_MESSAGE, toProposalDto } from './proposals.queries.ts';
import type { ProposalRow } from './proposals.serialize.ts';
import { createProposal, duplicateProposal, updateProposal } from './proposals.write.ts';

const bearer = [{ bearerAuth: [] }];
const tags = ['proposals'];
const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });
const LIST_PATH = '/api/v1/proposals';
const one = dataOf(proposalSchema);
/** The builder's endpoints keep SPEC's older `{ result }` envelope. */
const result = z.object({ result: proposalSchema });

/** Proposals CRUD, lifecycle and the builder's form endpoints (docs/api/proposals.md). */
export async function proposalRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { appUrl } = deps.config;
  const dto = (executor: Executor, row: ProposalRow) => toProposalDto(executor, row, appUrl);
  // One statement for the whole proposal (issue 13), 404 when it is not the caller's workspace's.
  const load = async (workspaceId: string, id: string) => {
    const found = await loadProposal(db, workspaceId, id, { appUrl });
    if (!found) throw notFound(NOT_FOUND_MESSAGE);
    return found;
  };

  r.get('/proposals', { schema: { tags, security: bearer, querystring: proposalListQuerySchema.extend({ page: pageSchema }), response: { 200: pageOf(proposalListItemSchema) } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    const { page, type, line, status, text, trashed } = req.query;
    const { items, total } = await listProposalItems(db, ctx.workspaceId, { page, type, line: line || undefined, status, text: text || undefined, trashed }, appUrl);
    return paginated(items, {
      page,
      total,
      path: LIST_PATH,
      query: { type: type === 'proposal' ? undefined : type, line, status, text, trashed: trashed ? 1 : undefined },
    });
  });

  r.get('/proposals/:id', { schema: { tags, security: bearer, params: idParams, response: { 200: one } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    return { data: await load(ctx.workspaceId, req.params.id) };
  });

  r.post(
    '/proposals',
    {
      schema: {
        tags,
        security: bearer,
        description:
          'Creates an unfinished (init) proposal in a line (201), or hands back the caller’s untouched draft in that line (200); `?status=init` is accepted and ignored.',
        body: proposalCreateSchema,
        querystring: z.object({ status: z.string().optional(), type: z.string().optional() }),
        response: { 200: one, 201: one },
      },
    },
    async (req, reply) => {
      const ctx = await workspaceContext(db, req, 'proposals:write');
      const { row, reused } = await createProposal(ctx, req.body.line_id);
      // 200: the caller's untouched draft in that line, handed back instead of a new one.
      reply.status(reused ? 200 : 201);
      return { data: await dto(db, row) };
    },
  );

  r.put('/proposals/:id', { schema: { tags, security: bearer, params: idParams, body: proposalUpdateSchema, response: { 200: one } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    return { data: await dto(db, await updateProposal(ctx, req.params.id, req.body, appUrl)) };
  });

  r.delete('/proposals/:id', { schema: { tags, security: bearer, params: idParams, response: { 204: noContent } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    await trashProposal(ctx, req.params.id);
    return reply.status(204).send();
  });

  r.put('/proposal/:id/recover', { schema: { tags, security: bearer, params: idParams, response: { 200: one } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    return { data: await dto(db, await recoverProposal(ctx, req.params.id)) };
  });

  r.delete('/proposals/:id/force', { schema: { tags, security: bearer, params: idParams, response: { 204: noContent } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    await forceDeleteProposal(ctx, req.params.id);
    return reply.status(204).send();
  });

  r.post('/proposal/:id/duplicate', { schema: { tags, security: bearer, params: idParams, response: { 201: one } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    const row = await duplicateProposal(ctx, req.params.id);
    reply.status(201);
    return { data: await dto(db, row) };
  });

  r.post('/proposals/:id/status', { schema: { tags, security: bearer, params: idParams, body: proposalStatusSchema, response: { 200: one } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    return { data: await dto(db, await changeStatus(ctx, req.params.id, req.body.status)) };
  });

  r.get('/proposal-form/:id', { schema: { tags, security: bearer, params: idParams, response: { 200: result } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    return { result: await load(ctx.workspaceId, req.params.id) };
  });

  r.post('/proposal-form/:id/finish', { schema: { tags, security: bearer, params: idParams, response: { 200: result } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    return { result: await dto(db, await finishProposal(ctx, req.params.id)) };
  });
}
