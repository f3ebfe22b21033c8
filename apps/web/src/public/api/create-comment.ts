import type { CommentWriteDto } from '@trato/domain/proposals/public-dto';
import { commentTokenHeaders } from '../lib/comment-author.ts';
import { publicRequest } from '../lib/public-api.ts';

export type NewComment = { body: string; author_name?: string; author_email?: string };

/**
 * POST /api/v1/comments from the public page: origin `customer` for a customer the API recognised on
 * this proposal (GET /v1/comments' viewer), else `public` with the guest's name and email. A guest who already holds this proposal's author token
 * sends it (X-Comment-Token) so the API keeps the same identity and gives no new token: the stored
 * token keeps deleting and reacting for all of their comments. A first comment's answer carries the
 * author_token to remember.
 */
export function createComment(slug: string, input: NewComment, asCustomer: boolean): Promise<CommentWriteDto> {
  return publicRequest<CommentWriteDto>('/v1/comments', {
    method: 'POST',
    body: { type: 'proposal', proposalId: slug, origin: asCustomer ? 'customer' : 'public', ...input },
    headers: asCustomer ? {} : commentTokenHeaders(slug),
  });
}
