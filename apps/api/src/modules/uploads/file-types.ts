import { fileTypeFromBuffer } from 'file-type';

/** image: images only; proof: images or PDF; file: any allowed file. */
export type UploadKind = 'image' | 'file' | 'proof';

/** What may be uploaded, decided on the file's bytes, never on its name or the client's header. */
export const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export const FILE_TYPES: Record<string, string> = {
  ...IMAGE_TYPES,
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/zip': 'zip',
};

/** A bank transfer's proof (decision 0071): a photo or screenshot, or the bank's PDF. */
export const PROOF_TYPES: Record<string, string> = { ...IMAGE_TYPES, 'application/pdf': 'pdf' };

const TEXT_EXTENSIONS: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

/**
 * The detected type of an upload, or null when it is not allowed. Plain text has no magic bytes:
 * a .txt or .csv name is accepted only when the bytes are valid UTF-8 without NUL characters.
 */
export async function detectType(bytes: Buffer, originalName: string, kind: UploadKind): Promise<{ mime: string; ext: string } | null> {
  const allowed = kind === 'image' ? IMAGE_TYPES : kind === 'proof' ? PROOF_TYPES : FILE_TYPES;
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    const ext = allowed[detected.mime];
    return ext ? { mime: detected.mime, ext } : null;
  }
  if (kind === 'file') {
    const ext = originalName.toLowerCase().split('.').pop() ?? '';
    const mime = TEXT_EXTENSIONS[ext];
    if (mime && !bytes.includes(0) && isUtf8(bytes)) return { mime, ext };
  }
  return null;
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
