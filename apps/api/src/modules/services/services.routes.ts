import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf } from '@trato/domain/openapi/common';
import { pageSchema } from '@trato/domain/pagination';
import { servicePageSchema, serviceSchema } from '@trato/domain/services/dto-schemas';
import { serviceCreateSchema, serviceUpdateSchema } from '@trato/domain/services/schemas';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import { noContent } from '../../lib/openapi.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { paginate, serializeService } from './serialize.ts';
import { createService, deleteService, findService, listServices, PAGE_SIZE, updateService } from './services.queries.ts';

const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });
const LIST_PATH = '/api/v1/services';

/** The services catalogue (SPEC §7 Services). Totals are always recomputed here (SPEC §5). */
export async function serviceRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  r.get('/services', { schema: { tags: ['services'], security: bearer, querystring: z.object({ page: pageSchema }), response: { 200: servicePageSchema } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    const { page } = req.query;
    const { rows, total } = await listServices(ctx, { page });
    return { result: paginate(rows.map(serializeService), { page, perPage: PAGE_SIZE, total, path: LIST_PATH }) };
  });

  r.get(
    '/services/search',
    {
      schema: {
        tags: ['services'],
        security: bearer,
        querystring: z.object({ query: z.string().trim().max(120, 'La búsqueda no puede superar los 120 caracteres.').default(''), page: pageSchema }),
        response: { 200: servicePageSchema },
      },
    },
    async (req) => {
      const ctx = await workspaceContext(db, req);
      const { query, page } = req.query;
      const { rows, total } = await listServices(ctx, { page, query: query || undefined });
      return { result: paginate(rows.map(serializeService), { page, perPage: PAGE_SIZE, total, path: `${LIST_PATH}/search`, query: { query } }) };
    },
  );

  r.get('/services/:id', { schema: { tags: ['services'], security: bearer, params: idParams, response: { 200: dataOf(serviceSchema) } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    const row = await findService(ctx, req.params.id);
    if (!row) throw notFound();
    return { data: serializeService(row) };
  });

  r.post('/services', { schema: { tags: ['services'], security: bearer, body: serviceCreateSchema, response: { 201: dataOf(serviceSchema) } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req, 'services:write');
    const row = await createService(ctx, req.body);
    reply.status(201);
    return { data: serializeService(row) };
  });

  r.put('/services/:id', { schema: { tags: ['services'], security: bearer, params: idParams, body: serviceUpdateSchema, response: { 200: dataOf(serviceSchema) } } }, async (req) => {
    const ctx = await workspaceContext(db, req, 'services:write');
    if (req.body.id && req.body.id !== req.params.id) throw notFound();
    const row = await updateService(ctx, req.params.id, req.body);
    return { data: serializeService(row) };
  });

  r.delete('/services/:id', { schema: { tags: ['services'], security: bearer, params: idParams, response: { 204: noContent } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req, 'services:write');
    if (!(await deleteService(ctx, req.params.id))) throw notFound();
    return reply.status(204).send();
  });
}
