import { fileTypeFromBuffer } from 'file-type';
import { TEXT_EXTENSIONS, typesOf, type UploadKind } from '@trato/domain/uploads/file-types';

/** The allow-list lives in packages/domain (one list, mirrored by the web before upload). */
export type { UploadKind };

/**
 * The detected type of an upload, or null when it is not allowed. Plain text has no magic bytes:
 * a .txt or .csv name is accepted only when the bytes are valid UTF-8 without NUL characters.
 */
export async function detectType(bytes: Buffer, originalName: string, kind: UploadKind): Promise<{ mime: string; ext: string } | null> {
  const allowed = typesOf(kind);
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
