import { and, eq } from 'drizzle-orm';
import type { CommentDto } from '@trato/domain/proposals/public-dto';
import type { Db } from '../../db/client.ts';
import { commentReactions } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import type { VisitMeta } from '../visits/record-visit.ts';
import { asGuest, reactorOf, type Commenter, type KnownCommenter } from './commenter.ts';
import { createCommentGuest, guestIdentity, type GuestFields } from './comment-guests.ts';
import { limitPerIp } from './comments.service.ts';
import { serializeComments, type CommentRow } from './comments.serialize.ts';
import { COMMENT_MESSAGES as M } from './messages.ts';

/** New guests a visitor (per IP) may become on one proposal's thread by reacting, per window. */
export const REACTION_GUEST_LIMIT = { count: 10, windowSeconds: 600 };

type ProposalRef = { id: string; workspaceId: string };

/**
 * Toggles this person's reaction: one per person per emoji (unique constraint), reacting again
 * removes it. A visitor without a token gives a name and email and becomes a new guest of the
 * thread, whose token comes back as `authorToken` (decision 0011): a typed email never reaches
 * another guest's reactions.
 */
export async function toggleReaction(
  db: Db,
  proposal: ProposalRef,
  comment: CommentRow,
  commenter: Commenter,
  input: { emoji: string } & GuestFields,
  meta: VisitMeta,
): Promise<{ comment: CommentDto; authorToken: string | null }> {
  let newGuest: { name: string; email: string } | null = null;
  if (commenter.kind === 'anonymous') {
    if (commenter.foreignStaff && !input.author_name && !input.author_email) throw notFound(M.notFound);
    if (commenter.badToken && !input.author_email) throw fieldError('author_email', M.tokenInvalid);
    newGuest = guestIdentity(input);
    await limitPerIp(db, `comment-guest:${proposal.id}:ip:${meta.ip ?? 'unknown'}`, REACTION_GUEST_LIMIT, M.tooManyReactions);
  }
  const { who, token } = await db.transaction(async (tx) => {
    const made = newGuest ? await createCommentGuest(tx, proposal, newGuest) : null;
    const reactor = made ? asGuest(made.guest) : (commenter as KnownCommenter);
    const key = reactorOf(reactor)!;
    const removed = await tx
      .delete(commentReactions)
      .where(and(eq(commentReactions.commentId, comment.id), eq(commentReactions.reactor, key), eq(commentReactions.emoji, input.emoji)))
      .returning({ id: commentReactions.id });
    if (removed.length === 0) {
      await tx.insert(commentReactions).values({ workspaceId: comment.workspaceId, commentId: comment.id, reactor: key, reactorName: reactor.name, emoji: input.emoji }).onConflictDoNothing();
    }
    return { who: reactor, token: made?.token ?? null };
  });
  const [dto] = await serializeComments(db, [comment], who);
  return { comment: dto!, authorToken: token };
}
