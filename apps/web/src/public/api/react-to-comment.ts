import type { CommentWriteDto } from '@trato/domain/proposals/public-dto';
import { commentTokenHeaders } from '../lib/comment-author.ts';
import { publicRequest } from '../lib/public-api.ts';

/**
 * POST /api/v1/comments/{id}/react { emoji }: toggles this person's reaction; the comment as it is
 * now. A guest reacts with the token their comment on this proposal gave them (X-Comment-Token);
 * without one the API answers 401 with the Spanish message the comment shows: comment first
 * (decision 0060).
 */
export async function reactToComment(slug: string, id: string, emoji: string): Promise<CommentWriteDto['data']> {
  const res = await publicRequest<CommentWriteDto>(`/v1/comments/${encodeURIComponent(id)}/react`, { method: 'POST', body: { emoji }, headers: commentTokenHeaders(slug) });
  return res.data;
}
