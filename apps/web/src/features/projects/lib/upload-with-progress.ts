import { getToken } from '../../../lib/auth/token-storage.ts';
import { postFormWithProgress } from '../../../lib/upload-with-progress.ts';

/**
 * POST /v1/upload/file for one file with its progress (0–100); resolves with the answer (the stored
 * file's URL), rejects with an ApiError.
 */
export function uploadWithProgress(form: FormData, onProgress: (pct: number) => void, signal?: AbortSignal): Promise<unknown> {
  const token = getToken();
  return postFormWithProgress('/v1/upload/file', form, token ? { Authorization: `Bearer ${token}` } : {}, onProgress, signal);
}
