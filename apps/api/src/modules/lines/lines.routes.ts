import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lineInputSchema } from '@trato/domain/lines/schemas';
import type { AppDeps } from '../../app-deps.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { createLine, findLine, listLines, renameLine } from './lines.queries.ts';
import { lineSchema, serializeLine } from './serialize.ts';

const bearer = [{ bearerAuth: [] }];
const lineParams = z.object({ id: z.string().min(1).max(200) });
const one = z.object({ data: lineSchema });

/** Business lines (SPEC §7 Lines): list, get by id or slug, create, rename. */
export async function lineRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  r.get('/lines', { schema: { tags: ['lines'], security: bearer, response: { 200: z.object({ data: z.array(lineSchema) }) } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    return { data: (await listLines(ctx)).map(serializeLine) };
  });

  r.get('/lines/:id', { schema: { tags: ['lines'], security: bearer, params: lineParams, response: { 200: one } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    return { data: serializeLine(await findLine(ctx, req.params.id)) };
  });

  r.post('/lines', { schema: { tags: ['lines'], security: bearer, body: lineInputSchema, response: { 201: one } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    const row = await createLine(ctx, req.body.name);
    reply.status(201);
    return { data: serializeLine(row) };
  });

  r.put('/lines/:id', { schema: { tags: ['lines'], security: bearer, params: lineParams, body: lineInputSchema, response: { 200: one } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    return { data: serializeLine(await renameLine(ctx, req.params.id, req.body.name)) };
  });
}
