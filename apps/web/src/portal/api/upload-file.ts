import type { CustomerUploadDto } from '@trato/domain/portal/dto';
import { fileForm, postFormWithProgress } from '../../lib/upload-with-progress.ts';
import { authHeaders } from '../lib/portal-api.ts';

/**
 * POST /v1/customer/projects/{id}/files with one file, through XMLHttpRequest because fetch reports
 * no upload progress: `onProgress` gets 0–100 as the bytes leave. One request per file, so each
 * file has its own bar and one failure does not sink the others.
 */
export async function uploadProjectFile(projectId: string, file: File, onProgress: (percent: number) => void): Promise<CustomerUploadDto> {
  return (await postFormWithProgress(`/v1/customer/projects/${encodeURIComponent(projectId)}/files`, fileForm(file), authHeaders(), onProgress)) as CustomerUploadDto;
}
