import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf } from '@trato/domain/openapi/common';
import { fileSchema } from '@trato/domain/projects/dto-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { noContent } from '../../lib/openapi.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { deleteFile, listProjectFiles } from './project-files.ts';

const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string().max(100) });

/** A portal's files (SPEC §7 Files; docs/api/projects.md). Uploading goes through /v1/upload/file. */
export async function projectFileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  r.get('/projects/:id/files', { schema: { tags: ['projects'], security: bearer, params: idParams, response: { 200: dataOf(z.array(fileSchema)) } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    return { data: await listProjectFiles(ctx, req.params.id, deps.config.appUrl) };
  });

  r.delete('/files/:id', { schema: { tags: ['uploads'], security: bearer, params: idParams, response: { 204: noContent } } }, async (req, reply) => {
    const ctx = await workspaceContext(db, req, 'proposals:write');
    await deleteFile(ctx, req.params.id, deps.storage);
    return reply.status(204).send();
  });
}
