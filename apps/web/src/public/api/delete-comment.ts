import { commentTokenHeaders } from '../lib/comment-author.ts';
import { publicRequest } from '../lib/public-api.ts';

/** DELETE /api/v1/comments/{id} as this browser's guest author (X-Comment-Token) or the bearer. */
export async function deleteComment(slug: string, id: string): Promise<void> {
  await publicRequest<null>(`/v1/comments/${encodeURIComponent(id)}`, { method: 'DELETE', headers: commentTokenHeaders(slug) });
}
