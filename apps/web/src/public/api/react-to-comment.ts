import type { CommentDto } from '@trato/domain/proposals/public-dto';
import { commentTokenHeaders, readCommentAuthor } from '../lib/comment-author.ts';
import { publicRequest } from '../lib/public-api.ts';

/** POST /api/v1/comments/{id}/react { emoji }: toggles this person's reaction; the comment as it is now. */
export async function reactToComment(slug: string, id: string, emoji: string): Promise<CommentDto> {
  const author = readCommentAuthor();
  const headers = commentTokenHeaders(slug);
  // Without a token yet, a guest who filled the form before is identified by name and email.
  const who = !headers['X-Comment-Token'] && author.name && author.email ? { author_name: author.name, author_email: author.email } : {};
  return (await publicRequest<{ data: CommentDto }>(`/v1/comments/${encodeURIComponent(id)}/react`, { method: 'POST', body: { emoji, ...who }, headers })).data;
}
