import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UploadResultDto } from '@trato/domain/uploads/dto';
import { uploadResultSchema } from '@trato/domain/uploads/dto-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { uploads } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { findForbiddenText, forbiddenTextError } from '../../lib/text-input.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { announceProjectFiles, uploadProject } from '../files/project-files.ts';
import { discardUploads, storeUpload, type StoredUpload, UPLOAD_MESSAGES } from './uploads.service.ts';

const DIRECTORY = /^[a-z0-9_]{1,40}$/;
const FILE_FIELD = /^file\d*$/;

/** POST /v1/upload/image and /v1/upload/file (SPEC §7 Uploads). */
export async function uploadRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  async function handle(req: FastifyRequest, kind: 'image' | 'file'): Promise<UploadResultDto> {
    const ctx = await workspaceContext(db, req);
    if (!req.isMultipart()) throw fieldError('file', UPLOAD_MESSAGES.missing);
    const fields: Record<string, string> = {};
    const stored: StoredUpload[] = [];
    // A project's file (fileableId of a portal): resolved once, at its first file (issue 10).
    let project: { id: string; name: string } | null | undefined;
    // Fields sent before the files apply to them (browsers send form fields in order).
    try {
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          // Multipart fields come after the central check (lib/text-input.ts), so they are checked here.
          const bad = findForbiddenText({ [part.fieldname]: String(part.value) });
          if (bad !== null) throw forbiddenTextError(bad);
          fields[part.fieldname] = String(part.value).slice(0, 200);
          continue;
        }
        if (!FILE_FIELD.test(part.fieldname)) {
          await part.toBuffer();
          continue;
        }
        const directory = fields.directory ?? (kind === 'image' ? 'images' : 'files');
        if (!DIRECTORY.test(directory)) throw fieldError('directory', UPLOAD_MESSAGES.directory);
        if (project === undefined) project = await uploadProject(ctx, fields, directory);
        stored.push(await storeUpload(deps, ctx, part, { kind, directory, origin: fields.origin, fileableId: fields.fileableId, projectId: project?.id ?? null }));
      }
      if (stored.length === 0) throw fieldError('file', UPLOAD_MESSAGES.missing);
      if (project) await announceProjectFiles(ctx, project, stored);
    } catch (err) {
      // A batch refused part-way (413, 415) or whose feed entry fails keeps none of its files.
      await discardUploads(deps, stored);
      throw err;
    }
    const url = (u: StoredUpload) => (fields.full_url === '1' || fields.full_url === 'true' ? `${deps.config.appUrl}${u.url}` : u.url);
    if (fields.type === 'multiple' || stored.length > 1) return { data: stored.map(url) };
    return { data: url(stored[0]!) };
  }

  // One object per route: the OpenAPI hook fills each route's schema in place (operationId, errors).
  const schema = () => ({ tags: ['uploads'], security: [{ bearerAuth: [] }], consumes: ['multipart/form-data'], response: { 200: uploadResultSchema } });
  r.post('/upload/image', { schema: schema() }, (req) => handle(req, 'image'));
  r.post('/upload/file', { schema: schema() }, (req) => handle(req, 'file'));
}

/**
 * Serves stored files. Keys are 256-bit random, so a file is reachable only by whoever was given
 * its link (logos and images must show on public proposal pages and in emails).
 */
export async function fileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/files/*', { schema: { hide: true, params: z.object({ '*': z.string().max(200) }) } }, async (req, reply) => {
    const key = req.params['*'];
    const [row] = await deps.database.db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
    const bytes = row ? await deps.storage.get(row.key) : null;
    if (!row || !bytes) throw notFound('El archivo no existe.');
    const disposition = row.mimeType.startsWith('image/') ? 'inline' : 'attachment';
    return reply
      .header('Content-Type', row.mimeType)
      .header('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(row.originalName)}`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
}
