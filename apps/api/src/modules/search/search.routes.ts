import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchResponseSchema } from '@trato/domain/search/dto-schemas';
import { searchQuerySchema } from '@trato/domain/search/schemas';
import type { AppDeps } from '../../app-deps.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { searchTerms } from './search-match.ts';
import { searchWorkspace } from './search.queries.ts';
import { serializeSearch } from './search.serialize.ts';

/** Global search of the admin header (SPEC §2.9, §7 Search; docs/api/search.md). */
export async function searchRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  r.get('/search', { schema: { tags: ['search'], security: [{ bearerAuth: [] }], querystring: searchQuerySchema, response: { 200: searchResponseSchema } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    const rows = await searchWorkspace(ctx, searchTerms(req.query.query), req.query.limit);
    return serializeSearch(rows);
  });
}
