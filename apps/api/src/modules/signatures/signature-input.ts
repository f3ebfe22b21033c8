import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SignatureMode } from '@trato/domain/proposals/public-dto';
import { AppError, validationError } from '../../lib/errors.ts';
import { detectType } from '../uploads/file-types.ts';
import { SIGNATURE_MESSAGES as M } from './messages.ts';

export const MAX_SIGNATURE_BYTES = 2 * 1024 * 1024;
export const SIGNER_NAME_MAX = 120;
const SIGNATURE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export type SignatureImage = { bytes: Buffer; mime: string; ext: string };

export type SignatureInput = {
  signableId: string;
  signerName: string;
  signerEmail: string;
  mode: SignatureMode;
  image: SignatureImage;
};

const fieldsSchema = z.object({
  signableId: z.string({ error: M.signableId }).trim().min(1, M.signableId).max(200, M.signableId),
  signableType: z.literal('proposal', { error: M.signableType }),
  signer_name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(SIGNER_NAME_MAX, M.nameTooLong),
  signer_email: z
    .string({ error: M.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: M.emailInvalid }).max(254, M.emailInvalid)),
  mode: z.enum(['draw', 'type', 'upload'], { error: M.modeInvalid }),
  terms_accepted: z.literal(['true', '1', 'on'], { error: M.termsRequired }),
});

/**
 * Reads the multipart form of POST /v1/signatures: the fields, and the `signature` image checked
 * by its bytes (PNG, JPEG or WebP, at most 2 MB). Every problem is a 422 naming its field, in Spanish.
 */
export async function readSignatureForm(req: FastifyRequest): Promise<SignatureInput> {
  if (!req.isMultipart()) throw new AppError(422, 'VALIDATION_ERROR', M.multipart, { signature: [M.multipart] });
  const fields: Record<string, string> = {};
  const errors: Record<string, string[]> = {};
  let image: SignatureImage | null = null;
  // throwFileSizeLimit off: an oversized image is a 422 on its field, not a 413 for the request
  // (the plugin reads the option per call; its types only list it on the plugin options).
  const options = { limits: { fileSize: MAX_SIGNATURE_BYTES, files: 1 }, throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0];
  for await (const part of req.parts(options)) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value).slice(0, 1000);
      continue;
    }
    const bytes = await part.toBuffer();
    if (part.fieldname !== 'signature') continue;
    if (part.file.truncated) {
      errors.signature = [M.signatureTooLarge];
      continue;
    }
    const type = bytes.length ? await detectType(bytes, part.filename, 'image') : null;
    if (!type || !SIGNATURE_TYPES[type.mime]) errors.signature = [bytes.length ? M.signatureType : M.signatureMissing];
    else image = { bytes, mime: type.mime, ext: SIGNATURE_TYPES[type.mime]! };
  }
  if (!image && !errors.signature) errors.signature = [M.signatureMissing];
  const parsed = fieldsSchema.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'signature');
      (errors[key] ??= []).push(issue.message);
    }
  }
  if (!parsed.success || !image || Object.keys(errors).length) throw validationError(errors);
  const f = parsed.data;
  return { signableId: f.signableId, signerName: f.signer_name, signerEmail: f.signer_email, mode: f.mode, image };
}

/** The Idempotency-Key header: printable, at most 200 characters; absent → null. */
export function idempotencyKeyOf(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw validationError({ 'Idempotency-Key': [M.idempotencyKey] });
  return key;
}
