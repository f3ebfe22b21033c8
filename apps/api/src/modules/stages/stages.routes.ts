import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf } from '@trato/domain/openapi/common';
import { stageSchema } from '@trato/domain/projects/dto-schemas';
import { stageCreateSchema, stageUpdateSchema } from '@trato/domain/projects/schemas';
import type { AppDeps } from '../../app-deps.ts';
import { noContent } from '../../lib/openapi.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { createStage, deleteStage, listStages, updateStage } from './stages.service.ts';

const bearer = [{ bearerAuth: [] }];
const tags = ['projects'];
// Ids are checked by the lookups (an unknown or malformed one is the same 404), never a 422.
const projectParams = z.object({ id: z.string().max(100) });
const stageParams = projectParams.extend({ stageId: z.string().max(100) });

/** A portal's stages (SPEC §7 Stages; docs/api/projects.md). */
export async function stageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  r.get('/projects/:id/stages', { schema: { tags, security: bearer, params: projectParams, response: { 200: dataOf(z.array(stageSchema)) } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    return { data: await listStages(ctx, req.params.id) };
  });

  r.post('/projects/:id/stages', { schema: { tags, security: bearer, params: projectParams, body: stageCreateSchema, response: { 201: dataOf(stageSchema) } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    const stage = await createStage(ctx, req.params.id, req.body);
    reply.status(201);
    return { data: stage };
  });

  r.put('/projects/:id/stages/:stageId', { schema: { tags, security: bearer, params: stageParams, body: stageUpdateSchema, response: { 200: dataOf(stageSchema) } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    return { data: await updateStage(ctx, req.params.id, req.params.stageId, req.body) };
  });

  r.delete('/projects/:id/stages/:stageId', { schema: { tags, security: bearer, params: stageParams, response: { 204: noContent } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    await deleteStage(ctx, req.params.id, req.params.stageId);
    return reply.status(204).send();
  });
}
