import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { uploadWithProgress } from '../lib/upload-with-progress.ts';
import { activitiesKey, projectKey } from './keys.ts';

/** One staff upload to a project (docs/api/projects.md Files): origin admin, directory project_files. */
export function uploadProjectFile(projectId: string, file: File, onProgress: (pct: number) => void): Promise<unknown> {
  const form = new FormData();
  // Fields before the file: the server applies them to the files that follow.
  form.append('origin', 'admin');
  form.append('fileableId', projectId);
  form.append('fileableType', 'project');
  form.append('directory', 'project_files');
  form.append('file', file);
  return uploadWithProgress(form, onProgress);
}

/** DELETE /v1/files/{id}; the project (its files) and its activity are read again. */
export function useDeleteFile(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/v1/files/${encodeURIComponent(id)}`),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: projectKey(projectId) }), qc.invalidateQueries({ queryKey: activitiesKey(projectId) })]),
  });
}
