import type { MultipartFile } from '@fastify/multipart';
import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { uploads } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { newToken } from '../../lib/crypto.ts';
import { AppError, tooLarge } from '../../lib/errors.ts';
import { forbiddenTextError, hasForbiddenText } from '../../lib/text-input.ts';
import { detectType, type UploadKind } from './file-types.ts';

export const UPLOAD_MESSAGES = {
  missing: 'Adjunta un archivo.',
  imageType: 'El archivo debe ser una imagen PNG, JPG, WEBP o GIF.',
  fileType: 'Este tipo de archivo no está permitido.',
  directory: 'La carpeta indicada no es válida.',
  proofType: 'El comprobante debe ser una imagen (PNG, JPG, WEBP o GIF) o un PDF.',
} as const;

export type StoredUpload = { id: string; key: string; url: string; name: string; mimeType: string; size: number };

/**
 * Stores one multipart file: reads it within the size limit (413 beyond), checks its name (422 for
 * text the database cannot hold) and its real type against the allow-list (415), names it randomly
 * on the server, and records it for the workspace. The bytes are written first and removed again if
 * the row cannot be, so no stored file is ever left without its row.
 */
export async function storeUpload(
  deps: AppDeps,
  // A staff context, or a customer's (userId null) for uploads from the portal.
  ctx: Pick<WorkspaceContext, 'db' | 'workspaceId'> & { userId: string | null },
  part: MultipartFile,
  opts: { kind: UploadKind; directory: string; origin?: string | null; fileableId?: string | null; projectId?: string | null; customerId?: string | null },
): Promise<StoredUpload> {
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw tooLarge();
  if (hasForbiddenText(part.filename)) throw forbiddenTextError(part.fieldname);
  const type = await detectType(bytes, part.filename, opts.kind);
  if (!type) {
    const message = opts.kind === 'image' ? UPLOAD_MESSAGES.imageType : opts.kind === 'proof' ? UPLOAD_MESSAGES.proofType : UPLOAD_MESSAGES.fileType;
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message, { file: [message] });
  }
  const key = `${opts.directory}/${newToken()}.${type.ext}`;
  const name = (part.filename || `archivo.${type.ext}`).replace(/[\r\n"\\/]/g, '_').slice(0, 200);
  await deps.storage.put(key, bytes, type.mime);
  let row: { id: string } | undefined;
  try {
    [row] = await ctx.db
      .insert(uploads)
      .values({
        workspaceId: ctx.workspaceId,
        userId: ctx.userId,
        key,
        directory: opts.directory,
        originalName: name,
        mimeType: type.mime,
        size: bytes.length,
        origin: opts.origin ?? null,
        fileableId: opts.fileableId ?? null,
        projectId: opts.projectId ?? null,
        customerId: opts.customerId ?? null,
      })
      .returning({ id: uploads.id });
  } catch (err) {
    // The row failed, so the file must go too; if removing fails as well, the row's error is the one to report.
    await deps.storage.remove(key).catch(() => {});
    throw err;
  }
  return { id: row!.id, key, url: `/api/files/${key}`, name, mimeType: type.mime, size: bytes.length };
}

/**
 * Removes uploads stored earlier in a batch that was then refused (413, 415, 429…): rows, then bytes.
 * Best effort: the refusal is what is reported, and the client retries the whole batch.
 */
export async function discardUploads(deps: AppDeps, stored: readonly StoredUpload[]): Promise<void> {
  if (!stored.length) return;
  await deps.database.db
    .delete(uploads)
    .where(inArray(uploads.id, stored.map((s) => s.id)))
    .catch(() => {});
  for (const s of stored) await deps.storage.remove(s.key).catch(() => {});
}
