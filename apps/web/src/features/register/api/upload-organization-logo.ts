import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Workspace } from '../../../lib/auth/types.ts';

/** POST /api/v1/organization/{id}/upload — multipart `file` (+ `dark=1` for the dark logo). */
export function uploadOrganizationLogo({ id, file, dark = false }: { id: string; file: File; dark?: boolean }): Promise<{ result: Workspace }> {
  const form = new FormData();
  // Fields before the file: the server reads them as it streams the upload.
  if (dark) form.append('dark', '1');
  form.append('file', file);
  return api.upload<{ result: Workspace }>(`/v1/organization/${encodeURIComponent(id)}/upload`, form);
}

export function useUploadOrganizationLogo() {
  return useMutation({ mutationFn: uploadOrganizationLogo });
}
