import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { comments } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { viewerOf, type ProposalRef } from '../public-proposals/viewer.ts';

/**
 * Who comments or reacts on a proposal's thread:
 * - staff of its workspace and customers of its project act as themselves;
 * - a guest who already commented is recognised by the `X-Comment-Token` they were given;
 * - anyone else is anonymous and must give a name and email to comment or react.
 */
export type Commenter =
  | { kind: 'staff'; userId: string; name: string; avatar: string | null }
  | { kind: 'customer'; customerId: string; name: string; email: string }
  | { kind: 'guest'; name: string; email: string; secretHash: string }
  | { kind: 'anonymous'; foreignStaff: boolean; badToken: boolean };

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
      return `guest:${c.email}`;
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
  const secretHash = TOKEN.test(token) ? sha256(token) : null;
  const [own] = secretHash
    ? await db
        .select({ name: comments.authorName, email: comments.authorEmail })
        .from(comments)
        .where(and(eq(comments.projectId, proposal.id), eq(comments.workspaceId, proposal.workspaceId), eq(comments.authorSecretHash, secretHash)))
        .limit(1)
    : [];
  if (!own?.email || !secretHash) return { kind: 'anonymous', foreignStaff: viewer.foreignStaff, badToken: true };
  return { kind: 'guest', name: own.name, email: own.email, secretHash };
}
