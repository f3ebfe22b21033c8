import { api } from '../../../../lib/api-client.ts';

/** Where the builder's images go: the cover, and images inside the content. */
export type ProposalImageDirectory = 'project_covers' | 'project_content_images';

/** POST /api/v1/upload/image (multipart, bearer token); answers the stored image's URL. */
export async function uploadProposalImage(file: File, directory: ProposalImageDirectory, proposalId: string): Promise<string> {
  const form = new FormData();
  // Fields before the file: the server applies them to the files that follow.
  form.append('directory', directory);
  form.append('origin', 'admin');
  form.append('fileableId', proposalId);
  form.append('file', file);
  return (await api.upload<{ data: string }>('/v1/upload/image', form)).data;
}
