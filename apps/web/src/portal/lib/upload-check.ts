import { allowedTypesLabel, hasAllowedExtension } from '@trato/domain/uploads/file-types';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { formatFileSize } from './file-size.ts';

/**
 * Why a chosen file cannot go to the portal, or null: the server's type list (by the name here, by
 * the bytes there) and its size limit, checked before a byte is sent.
 */
export function uploadProblem(file: { name: string; size: number }, maxBytes: number): string | null {
  if (!hasAllowedExtension(file.name, 'file')) return M.uploadWrongType(file.name, allowedTypesLabel('file'));
  if (file.size > maxBytes) return M.uploadTooLarge(file.name, formatFileSize(maxBytes));
  return null;
}
