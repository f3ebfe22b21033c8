import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/upload/image into `company_logo`; answers `{ data: url }`. */
export async function uploadCompanyLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('directory', 'company_logo');
  form.append('origin', 'admin');
  form.append('file', file);
  return (await api.upload<{ data: string }>('/v1/upload/image', form)).data;
}

export function useUploadCompanyLogo() {
  return useMutation({ mutationFn: uploadCompanyLogo });
}
