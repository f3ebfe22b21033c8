import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CommentDto, CommentReactionDto, CommentViewerDto } from '@trato/domain/proposals/public-dto';
import type { Executor } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
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
  return rows.map((r) => toCommentDto(r, r.userId ? (avatars.get(r.userId) ?? null) : null, reactionRows.filter((x) => x.commentId === r.id), viewer));
}

type ReactionCount = { emoji: string; count: number; reacted: boolean };
const order = (e: string) => (COMMENT_EMOJIS as readonly string[]).indexOf(e);

function toCommentDto(r: CommentRow, avatar: string | null, reactionCounts: ReactionCount[], viewer: Commenter): CommentDto {
  const reactions: CommentReactionDto[] = [...reactionCounts]
    .sort((a, b) => order(a.emoji) - order(b.emoji))
    .map((x) => ({ emoji: x.emoji, count: Number(x.count), reacted: !!x.reacted }));
  return {
    id: r.id,
    origin: asOrigin(r.origin),
    author: {
      name: r.authorName,
      kind: r.origin === 'admin' ? 'staff' : r.origin === 'public' ? 'guest' : 'customer',
      avatar,
    },
    body: r.body,
    created_at: r.createdAt.toISOString(),
    reactions,
    can_delete: canDelete(viewer, r),
  };
}

/** Who the caller is on the thread, as the page needs it (an anonymous visitor is a guest without a name). */
export function viewerDto(c: Commenter): CommentViewerDto {
  return c.kind === 'anonymous' ? { kind: 'guest', name: null } : { kind: c.kind, name: c.name };
}

/**
 * A thread's live comments, oldest first, as `viewer` sees them: author avatars and reaction counts
 * ride as columns of each comment, so the whole thread is one statement however long it is.
 * `threadIds` come from thread-rule.ts (a portal's thread includes its proposal's comments).
 */
export async function threadComments(db: Executor, workspaceId: string, threadIds: string[], viewer: Commenter): Promise<CommentDto[]> {
  const reactor = reactorOf(viewer);
  const rows = await db
    .select({
      row: comments,
      avatar: sql<string | null>`(select u.avatar from ${users} u where u.id = ${qualified(comments.userId)})`,
      reactions: sql<ReactionCount[]>`(select coalesce(json_agg(json_build_object('emoji', x.emoji, 'count', x.n, 'reacted', x.reacted)), '[]'::json)
        from (select r.emoji, count(*)::int as n, ${reactor ? sql`bool_or(r.reactor = ${reactor})` : sql`false`} as reacted
          from ${commentReactions} r where r.comment_id = ${qualified(comments.id)} group by r.emoji) x)`,
    })
    .from(comments)
    .where(and(eq(comments.workspaceId, workspaceId), inArray(comments.projectId, threadIds), isNull(comments.deletedAt)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map(({ row, avatar, reactions }) => toCommentDto(row, row.userId ? avatar : null, reactions, viewer));
}
