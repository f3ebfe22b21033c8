import type { CustomerUploadDto } from '@trato/domain/portal/dto';
import { buildUrl } from '../../lib/api-client.ts';
import { networkError, parseApiError, type ApiError } from '../../lib/api-error.ts';
import { authHeaders } from '../lib/portal-api.ts';

/**
 * POST /v1/customer/projects/{id}/files with one file, through XMLHttpRequest because fetch reports
 * no upload progress: `onProgress` gets 0–100 as the bytes leave. One request per file, so each
 * file has its own bar and one failure does not sink the others.
 */
export function uploadProjectFile(projectId: string, file: File, onProgress: (percent: number) => void): Promise<CustomerUploadDto> {
  return new Promise((resolve, reject: (error: ApiError) => void) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(`/v1/customer/projects/${encodeURIComponent(projectId)}/files`));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
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
        resolve(body as CustomerUploadDto);
      } else reject(parseApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(networkError());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
