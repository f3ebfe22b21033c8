import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/upload/image — multipart `file` into `directory`; answers `{ data: url }`. */
export function uploadImage({ file, directory }: { file: File; directory: string }): Promise<{ data: string }> {
  const form = new FormData();
  form.append('directory', directory);
  form.append('origin', 'admin');
  form.append('file', file);
  return api.upload<{ data: string }>('/v1/upload/image', form);
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
