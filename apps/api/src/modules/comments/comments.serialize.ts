import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CommentDto, CommentReactionDto, CommentViewerDto } from '@trato/domain/proposals/public-dto';
import type { Executor } from '../../db/client.ts';
import { commentReactions, comments, users } from '../../db/schema/index.ts';
import { reactorOf, type Commenter } from './commenter.ts';
import { COMMENT_EMOJIS } from './messages.ts';

export type CommentRow = typeof comments.$inferSelect;

const ORIGINS = ['portal', 'admin', 'customer', 'public'] as const;
const asOrigin = (o: string): CommentDto['origin'] => ((ORIGINS as readonly string[]).includes(o) ? (o as CommentDto['origin']) : 'public');

/** Whether this person may delete the comment: staff any, authors their own. */
export function canDelete(c: Commenter, row: CommentRow): boolean {
  if (c.kind === 'staff') return true;
  if (c.kind === 'customer') return row.customerId === c.customerId;
  if (c.kind === 'guest') return row.authorSecretHash === c.secretHash;
  return false;
}

/**
 * Comments as the given person sees them: author, plain-text body (never HTML: the web renders it
 * as text), reactions counted per emoji with whether this person reacted, and can_delete.
 */
export async function serializeComments(db: Executor, rows: CommentRow[], viewer: Commenter): Promise<CommentDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.map((r) => r.userId).filter((v): v is string => !!v))];
  const reactor = reactorOf(viewer);
  const [reactionRows, avatarRows] = await Promise.all([
    db
      .select({
        commentId: commentReactions.commentId,
        emoji: commentReactions.emoji,
        count: sql<number>`count(*)::int`,
        reacted: reactor ? sql<boolean>`bool_or(${commentReactions.reactor} = ${reactor})` : sql<boolean>`false`,
      })
      .from(commentReactions)
      .where(inArray(commentReactions.commentId, ids))
      .groupBy(commentReactions.commentId, commentReactions.emoji),
    userIds.length ? db.select({ id: users.id, avatar: users.avatar }).from(users).where(inArray(users.id, userIds)) : [],
  ]);
  const avatars = new Map(avatarRows.map((u) => [u.id, u.avatar]));
  const order = (e: string) => (COMMENT_EMOJIS as readonly string[]).indexOf(e);
  return rows.map((r) => {
    const reactions: CommentReactionDto[] = reactionRows
      .filter((x) => x.commentId === r.id)
      .sort((a, b) => order(a.emoji) - order(b.emoji))
      .map((x) => ({ emoji: x.emoji, count: Number(x.count), reacted: !!x.reacted }));
    return {
      id: r.id,
      origin: asOrigin(r.origin),
      author: {
        name: r.authorName,
        kind: r.origin === 'admin' ? 'staff' : r.origin === 'public' ? 'guest' : 'customer',
        avatar: r.userId ? (avatars.get(r.userId) ?? null) : null,
      },
      body: r.body,
      created_at: r.createdAt.toISOString(),
      reactions,
      can_delete: canDelete(viewer, r),
    };
  });
}

/** Who the caller is on the thread, as the page needs it (an anonymous visitor is a guest without a name). */
export function viewerDto(c: Commenter): CommentViewerDto {
  return c.kind === 'anonymous' ? { kind: 'guest', name: null } : { kind: c.kind, name: c.name };
}

/** A proposal's live comments, oldest first. */
export async function liveComments(db: Executor, workspaceId: string, projectId: string): Promise<CommentRow[]> {
  return db
    .select()
    .from(comments)
    .where(and(eq(comments.workspaceId, workspaceId), eq(comments.projectId, projectId), isNull(comments.deletedAt)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}
