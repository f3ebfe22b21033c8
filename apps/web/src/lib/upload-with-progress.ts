import { buildUrl } from './api-client.ts';
import { networkError, parseApiError, type ApiError } from './api-error.ts';

/**
 * POST a multipart form to an API path with XMLHttpRequest, because fetch reports no upload
 * progress: `onProgress` gets 0–100 as the bytes leave (100 once the server answered). Resolves with
 * the answer's JSON body, rejects with the ApiError the API's answer (or the network) makes.
 * Shared by every upload with a bar: the staff's files, the portal's files and transfer proofs.
 */
export function postFormWithProgress(path: string, form: FormData, headers: Record<string, string>, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject: (error: ApiError) => void) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
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

/** A form holding one file under `file`, as every upload endpoint takes it. */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}
