import { and, eq, isNull } from 'drizzle-orm';
import type { CommentDto } from '@trato/domain/proposals/public-dto';
import type { Db, Executor } from '../../db/client.ts';
import { commentReactions, comments, projects } from '../../db/schema/index.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { AppError, fieldError, forbidden, notFound, tooManyRequests, unauthenticated, validationError } from '../../lib/errors.ts';
import { hit } from '../../lib/rate-limit.ts';
import { appendAuditEvent } from '../audit/audit.ts';
import { notifyWorkspaceStaff } from '../notifications/notify.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import type { VisitMeta } from '../visits/record-visit.ts';
import { reactorOf, type Commenter } from './commenter.ts';
import { isEmail, type CommentCreateInput } from './comments.schemas.ts';
import { serializeComments, type CommentRow } from './comments.serialize.ts';
import { COMMENT_MESSAGES as M } from './messages.ts';

/** Comments a visitor (per IP) may post on one proposal per window; staff are not limited. */
export const COMMENT_LIMIT = { count: 10, windowSeconds: 600 };

/** `{author} comentó la cotización {name}` for the bell. */
export const commentedTitle = (author: string, proposal: string): string => `${author} comentó la cotización ${proposal || 'Untitled'}`;

type GuestFields = { author_name: string | null; author_email: string | null };

/** A new visitor's name and email, both required and checked (422 in Spanish otherwise). */
function guestIdentity(input: GuestFields): { name: string; email: string } {
  const errors: Record<string, string[]> = {};
  if (!input.author_name) errors.author_name = [M.nameMissing];
  if (!input.author_email || !isEmail(input.author_email)) errors.author_email = [M.emailInvalid];
  if (Object.keys(errors).length) throw validationError(errors);
  return { name: input.author_name!, email: input.author_email! };
}

/** Who writes this comment, as stored; refuses asking for staff or customer origin without being one. */
function authorFor(c: Commenter, input: CommentCreateInput) {
  if (input.origin === 'admin' && c.kind !== 'staff') {
    if (c.kind === 'anonymous' && c.foreignStaff) throw notFound(M.notFound);
    throw unauthenticated();
  }
  if ((input.origin === 'customer' || input.origin === 'portal') && c.kind !== 'customer') throw unauthenticated();
  switch (c.kind) {
    case 'staff':
      return { origin: 'admin', userId: c.userId, customerId: null, name: c.name, email: null, secretHash: null, token: null };
    case 'customer':
      return { origin: input.origin === 'portal' ? 'portal' : 'customer', userId: null, customerId: c.customerId, name: c.name, email: c.email, secretHash: null, token: null };
    case 'guest':
      // The same token keeps identifying this visitor on the thread.
      return { origin: 'public', userId: null, customerId: null, name: c.name, email: c.email, secretHash: c.secretHash, token: null };
    case 'anonymous': {
      const who = guestIdentity(input);
      const token = newToken();
      return { origin: 'public', userId: null, customerId: null, name: who.name, email: who.email, secretHash: sha256(token), token };
    }
  }
}

/** Posts a comment: stored as plain text, audit `commented`, staff notified unless staff wrote it. */
export async function createComment(
  db: Db,
  row: ProposalRow,
  commenter: Commenter,
  input: CommentCreateInput,
  meta: VisitMeta,
): Promise<{ comment: CommentDto; authorToken: string | null }> {
  const author = authorFor(commenter, input);
  if (commenter.kind !== 'staff') {
    try {
      await hit(db, `comment:${row.id}:ip:${meta.ip ?? 'unknown'}`, COMMENT_LIMIT.count, COMMENT_LIMIT.windowSeconds);
    } catch (e) {
      throw e instanceof AppError && e.status === 429 ? tooManyRequests(M.tooMany) : e;
    }
  }
  const saved = await db.transaction(async (tx) => {
    const [c] = await tx
      .insert(comments)
      .values({
        workspaceId: row.workspaceId,
        projectId: row.id,
        origin: author.origin,
        userId: author.userId,
        customerId: author.customerId,
        authorName: author.name,
        authorEmail: author.email,
        body: input.body,
        authorSecretHash: author.secretHash,
      })
      .returning();
    await appendAuditEvent(tx, {
      workspaceId: row.workspaceId,
      projectId: row.id,
      type: 'commented',
      data: { comment_id: c!.id, origin: author.origin, author: author.name },
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    if (commenter.kind !== 'staff') {
      await notifyWorkspaceStaff(tx, row.workspaceId, {
        type: 'comment.created',
        title: commentedTitle(author.name, row.name),
        icon: 'message-circle',
        url: `/proposals/${row.id}`,
        data: { proposal_id: row.id, comment_id: c!.id },
      });
    }
    return c!;
  });
  const viewer: Commenter = commenter.kind === 'anonymous' ? { kind: 'guest', name: author.name, email: author.email!, secretHash: author.secretHash! } : commenter;
  const [comment] = await serializeComments(db, [saved], viewer);
  return { comment: comment!, authorToken: author.token };
}

/** A live comment with its proposal, or null. */
export async function findComment(db: Executor, id: string): Promise<{ comment: CommentRow; proposal: ProposalRow } | null> {
  const [found] = await db
    .select({ comment: comments, proposal: projects })
    .from(comments)
    .innerJoin(projects, and(eq(projects.id, comments.projectId), eq(projects.workspaceId, comments.workspaceId)))
    .where(and(eq(comments.id, id), isNull(comments.deletedAt)))
    .limit(1);
  return found ?? null;
}

/** Whether a visitor (not staff) may see the thread at all: the proposal is public (finished, live, a proposal). */
export const isPublicThread = (p: ProposalRow): boolean => p.type === 'proposal' && p.status !== 'init' && !p.deletedAt;

/** Soft-deletes: staff any comment of their workspace, authors their own; otherwise 403 (404 for staff of another workspace). */
export async function deleteComment(db: Executor, comment: CommentRow, commenter: Commenter): Promise<void> {
  const own =
    commenter.kind === 'staff' ||
    (commenter.kind === 'customer' && comment.customerId === commenter.customerId) ||
    (commenter.kind === 'guest' && comment.authorSecretHash === commenter.secretHash);
  if (!own) {
    if (commenter.kind === 'anonymous' && commenter.foreignStaff) throw notFound(M.notFound);
    throw forbidden(M.notYours);
  }
  await db.update(comments).set({ deletedAt: new Date() }).where(eq(comments.id, comment.id));
}

/**
 * Toggles this person's reaction: one per person per emoji (unique constraint), reacting again
 * removes it. Visitors without an account are identified by their token, or by name and email.
 */
export async function toggleReaction(db: Db, comment: CommentRow, commenter: Commenter, input: { emoji: string } & GuestFields): Promise<CommentDto> {
  let who: Commenter = commenter;
  if (commenter.kind === 'anonymous') {
    if (commenter.foreignStaff && !input.author_name && !input.author_email) throw notFound(M.notFound);
    if (commenter.badToken && !input.author_email) throw fieldError('author_email', M.tokenInvalid);
    const guest = guestIdentity(input);
    // Known only by name and email: reacts as that email, but cannot delete anything.
    who = { kind: 'guest', name: guest.name, email: guest.email, secretHash: '' };
  }
  const reactor = reactorOf(who)!;
  const reactorName = who.kind === 'anonymous' ? '' : who.name;
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(commentReactions)
      .where(and(eq(commentReactions.commentId, comment.id), eq(commentReactions.reactor, reactor), eq(commentReactions.emoji, input.emoji)))
      .returning({ id: commentReactions.id });
    if (removed.length === 0) {
      await tx.insert(commentReactions).values({ workspaceId: comment.workspaceId, commentId: comment.id, reactor, reactorName, emoji: input.emoji }).onConflictDoNothing();
    }
  });
  const [dto] = await serializeComments(db, [comment], who);
  return dto!;
}
