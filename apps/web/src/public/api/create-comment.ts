import type { CommentDto } from '@trato/domain/proposals/public-dto';
import { readString } from '../../lib/storage.ts';
import { commentTokenHeaders } from '../lib/comment-author.ts';
import { CUSTOMER_TOKEN_KEY, publicRequest } from '../lib/public-api.ts';

export type NewComment = { body: string; author_name?: string; author_email?: string };

/**
 * POST /api/v1/comments from the public page: origin `customer` for a signed-in customer, else
 * `public` with the guest's name and email. A guest who already holds this proposal's author token
 * sends it (X-Comment-Token) so the API keeps the same identity and gives no new token: the stored
 * token keeps deleting and reacting for all of their comments. A first comment's answer carries the
 * author_token to remember.
 */
export async function createComment(slug: string, input: NewComment): Promise<{ data: CommentDto; author_token?: string }> {
  const isCustomer = !!readString(CUSTOMER_TOKEN_KEY);
  return publicRequest('/v1/comments', {
    method: 'POST',
    body: { type: 'proposal', proposalId: slug, origin: isCustomer ? 'customer' : 'public', ...input },
    headers: isCustomer ? {} : commentTokenHeaders(slug),
  });
}
