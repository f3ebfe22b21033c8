import type { CommentDto } from '@trato/domain/proposals/public-dto';
import { commentTokenHeaders } from '../lib/comment-author.ts';
import { publicRequest } from '../lib/public-api.ts';

/** GET /api/v1/comments?type=proposal&proposalId={slug}: the thread, oldest first. */
export async function getComments(slug: string, signal?: AbortSignal): Promise<CommentDto[]> {
  const res = await publicRequest<{ data: CommentDto[] }>('/v1/comments', {
    query: { type: 'proposal', proposalId: slug },
    headers: commentTokenHeaders(slug),
    signal,
  });
  return res.data;
}
