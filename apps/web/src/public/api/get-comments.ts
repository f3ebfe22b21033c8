import type { CommentListDto } from '@trato/domain/proposals/public-dto';
import { commentTokenHeaders } from '../lib/comment-author.ts';
import { publicRequest } from '../lib/public-api.ts';

/** GET /api/v1/comments?type=proposal&proposalId={slug}: the thread, oldest first, and who the API recognised. */
export function getComments(slug: string, signal?: AbortSignal): Promise<CommentListDto> {
  return publicRequest<CommentListDto>('/v1/comments', {
    query: { type: 'proposal', proposalId: slug },
    headers: commentTokenHeaders(slug),
    signal,
  });
}
