import { buildUrl } from '../../../lib/api-client.ts';
import { networkError, parseApiError } from '../../../lib/api-error.ts';
import { getToken } from '../../../lib/auth/token-storage.ts';

/**
 * POST /v1/upload/file for one file with XMLHttpRequest: fetch cannot report upload progress.
 * `onProgress` gets 0–100; resolves with the stored file's URL, rejects with an ApiError.
 */
export function uploadWithProgress(form: FormData, onProgress: (pct: number) => void, signal?: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('/v1/upload/file'));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body);
      } else reject(parseApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(networkError());
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
