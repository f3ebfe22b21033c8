import { and, eq } from 'drizzle-orm';
import type { CommentDto } from '@trato/domain/proposals/public-dto';
import type { Db } from '../../db/client.ts';
import { commentReactions } from '../../db/schema/index.ts';
import { notFound, unauthenticated } from '../../lib/errors.ts';
import { reactorOf, type Commenter } from './commenter.ts';
import { serializeComments, type CommentRow } from './comments.serialize.ts';
import { COMMENT_MESSAGES as M } from './messages.ts';

/**
 * Toggles this person's reaction: one per person per emoji (unique constraint), reacting again
 * removes it. Only someone the thread knows reacts: staff, customers, and guests by the token their
 * comment gave them (decision 0011). A visitor without one is refused (decision 0060): a reaction
 * that made a new guest on every call added one more reaction per call, however the caller typed
 * their name.
 */
export async function toggleReaction(db: Db, comment: CommentRow, commenter: Commenter, emoji: string): Promise<CommentDto> {
  if (commenter.kind === 'anonymous') {
    // Another workspace's staff token: the thread is none of theirs (the comments' own rule).
    if (commenter.foreignStaff) throw notFound(M.notFound);
    throw unauthenticated(M.reactNeedsComment);
  }
  const key = reactorOf(commenter)!;
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(commentReactions)
      .where(and(eq(commentReactions.commentId, comment.id), eq(commentReactions.reactor, key), eq(commentReactions.emoji, emoji)))
      .returning({ id: commentReactions.id });
    if (removed.length === 0) {
      await tx.insert(commentReactions).values({ workspaceId: comment.workspaceId, commentId: comment.id, reactor: key, reactorName: commenter.name, emoji }).onConflictDoNothing();
    }
  });
  const [dto] = await serializeComments(db, [comment], commenter);
  return dto!;
}
