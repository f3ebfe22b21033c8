import type { CommentDto } from '@trato/domain/proposals/public-dto';
import { readString } from '../../lib/storage.ts';
import { CUSTOMER_TOKEN_KEY, publicRequest } from '../lib/public-api.ts';

export type NewComment = { body: string; author_name?: string; author_email?: string };

/**
 * POST /api/v1/comments from the public page: origin `customer` for a signed-in customer, else
 * `public` with the guest's name and email (the answer's author_token lets them delete or react).
 */
export async function createComment(slug: string, input: NewComment): Promise<{ data: CommentDto; author_token?: string }> {
  const origin = readString(CUSTOMER_TOKEN_KEY) ? 'customer' : 'public';
  return publicRequest('/v1/comments', { method: 'POST', body: { type: 'proposal', proposalId: slug, origin, ...input } });
}
