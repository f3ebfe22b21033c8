import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { sha256 } from '../../lib/crypto.ts';
import { viewerOf, type ProposalRef } from '../public-proposals/viewer.ts';
import { findCommentGuest, type CommentGuest } from './comment-guests.ts';

/**
 * Who comments or reacts on a proposal's thread:
 * - staff of its workspace and customers of its project act as themselves;
 * - a guest who already commented or reacted is recognised by the `X-Comment-Token` they were given
 *   (never by an email: anyone can type one);
 * - anyone else is anonymous: they give a name and email to comment (and become a new guest), and
 *   cannot react until then (decision 0060).
 */
export type Commenter =
  | { kind: 'staff'; userId: string; name: string; avatar: string | null }
  | { kind: 'customer'; customerId: string; name: string; email: string }
  | { kind: 'guest'; guestId: string; name: string; email: string; secretHash: string }
  | { kind: 'anonymous'; foreignStaff: boolean; badToken: boolean };

/** Someone known on the thread: everyone but an anonymous visitor (who becomes a guest by commenting). */
export type KnownCommenter = Exclude<Commenter, { kind: 'anonymous' }>;

export const asGuest = (g: CommentGuest): KnownCommenter => ({ kind: 'guest', guestId: g.id, name: g.name, email: g.email, secretHash: g.secretHash });

export const COMMENT_TOKEN_HEADER = 'x-comment-token';
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The one reaction key per person (comment_reactions.reactor); null for someone not yet known. */
export function reactorOf(c: Commenter): string | null {
  switch (c.kind) {
    case 'staff':
      return `user:${c.userId}`;
    case 'customer':
      return `customer:${c.customerId}`;
    case 'guest':
      return `guest:${c.guestId}`;
    case 'anonymous':
      return null;
  }
}

export async function commenterOf(db: Executor, req: FastifyRequest, proposal: ProposalRef): Promise<Commenter> {
  const viewer = await viewerOf(db, req, proposal);
  if (viewer.kind !== 'guest') return viewer;
  const header = req.headers[COMMENT_TOKEN_HEADER];
  const token = typeof header === 'string' ? header.trim() : '';
  if (!token) return { kind: 'anonymous', foreignStaff: viewer.foreignStaff, badToken: false };
  const guest = TOKEN.test(token) ? await findCommentGuest(db, proposal, sha256(token)) : null;
  if (!guest) return { kind: 'anonymous', foreignStaff: viewer.foreignStaff, badToken: true };
  return asGuest(guest);
}
