import type { CommentWriteDto } from '@trato/domain/proposals/public-dto';
import { commentTokenHeaders, readCommentAuthor, rememberCommentAuthor } from '../lib/comment-author.ts';
import { publicRequest } from '../lib/public-api.ts';

/**
 * POST /api/v1/comments/{id}/react { emoji }: toggles this person's reaction; the comment as it is
 * now. A guest without a token yet gives the name and email remembered from the form and becomes a
 * guest of the thread: the token that comes back is remembered like a commenter's, and from then on
 * it (never the email) is what toggles their reactions.
 */
export async function reactToComment(slug: string, id: string, emoji: string): Promise<CommentWriteDto['data']> {
  const author = readCommentAuthor();
  const headers = commentTokenHeaders(slug);
  const who = !headers['X-Comment-Token'] && author.name && author.email ? { author_name: author.name, author_email: author.email } : {};
  const res = await publicRequest<CommentWriteDto>(`/v1/comments/${encodeURIComponent(id)}/react`, { method: 'POST', body: { emoji, ...who }, headers });
  if (res.author_token) rememberCommentAuthor(author.name, author.email, slug, res.author_token);
  return res.data;
}
