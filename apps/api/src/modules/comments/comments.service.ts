import { and, eq, isNull } from 'drizzle-orm';
import type { CommentDto } from '@trato/domain/proposals/public-dto';
import type { Db, Executor } from '../../db/client.ts';
import { comments, projects } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound, tooManyRequests, unauthenticated } from '../../lib/errors.ts';
import { hit } from '../../lib/rate-limit.ts';
import { appendAuditEvent } from '../audit/audit.ts';
import { notifyWorkspaceStaff } from '../notifications/notify.ts';
import { notifyProjectCustomers } from '../projects/notify-customers.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import type { VisitMeta } from '../visits/record-visit.ts';
import { asGuest, type Commenter, type KnownCommenter } from './commenter.ts';
import { createCommentGuest, guestIdentity } from './comment-guests.ts';
import type { CommentCreateInput } from './comments.schemas.ts';
import { serializeComments, type CommentRow } from './comments.serialize.ts';
import { COMMENT_MESSAGES as M } from './messages.ts';
import { UNTITLED } from '@trato/domain/proposals/document-messages';

/** Comments a visitor (per IP) may post on one proposal per window; staff are not limited. */
export const COMMENT_LIMIT = { count: 10, windowSeconds: 600 };

/** `{author} comentó la cotización {name}` for the bell. */
export const commentedTitle = (author: string, proposal: string): string => `${author} comentó la cotización ${proposal || UNTITLED}`;

/** Refuses asking for staff or customer origin without being one. */
function checkOrigin(c: Commenter, input: CommentCreateInput): void {
  if (input.origin === 'admin' && c.kind !== 'staff') {
    if (c.kind === 'anonymous' && c.foreignStaff) throw notFound(M.notFound);
    throw unauthenticated();
  }
  if ((input.origin === 'customer' || input.origin === 'portal') && c.kind !== 'customer') throw unauthenticated();
}

/** Who writes this comment, as stored. */
function authorOf(c: KnownCommenter, input: CommentCreateInput) {
  switch (c.kind) {
    case 'staff':
      return { origin: 'admin', userId: c.userId, customerId: null, name: c.name, email: null, secretHash: null };
    case 'customer':
      return { origin: input.origin === 'portal' ? 'portal' : 'customer', userId: null, customerId: c.customerId, name: c.name, email: c.email, secretHash: null };
    case 'guest':
      // The same token keeps identifying this visitor on the thread.
      return { origin: 'public', userId: null, customerId: null, name: c.name, email: c.email, secretHash: c.secretHash };
  }
}

/**
 * Posts a comment: stored as plain text, audit `commented`, staff notified unless staff wrote it. An
 * anonymous visitor becomes a guest of the thread and gets their token back (`authorToken`).
 */
export async function createComment(
  db: Db,
  row: ProposalRow,
  commenter: Commenter,
  input: CommentCreateInput,
  meta: VisitMeta,
): Promise<{ comment: CommentDto; authorToken: string | null }> {
  checkOrigin(commenter, input);
  const newGuest = commenter.kind === 'anonymous' ? guestIdentity(input) : null;
  if (commenter.kind !== 'staff') await limitPerIp(db, `comment:${row.id}:ip:${meta.ip ?? 'unknown'}`, COMMENT_LIMIT, M.tooMany);
  const saved = await db.transaction(async (tx) => {
    const made = newGuest ? await createCommentGuest(tx, row, newGuest) : null;
    const who = made ? asGuest(made.guest) : (commenter as KnownCommenter);
    const author = authorOf(who, input);
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
    if (who.kind !== 'staff') {
      await notifyWorkspaceStaff(tx, row.workspaceId, {
        type: 'comment.created',
        title: row.type === 'project' ? `${author.name} comentó en el portal ${row.name || UNTITLED}` : commentedTitle(author.name, row.name),
        icon: 'message-circle',
        url: row.type === 'project' ? `/projects/${row.id}` : `/proposals/${row.id}`,
        data: { proposal_id: row.id, comment_id: c!.id },
      });
    }
    if (who.kind === 'staff' && row.type === 'project') {
      // Staff answered on a portal: its customers see it in their bell.
      await notifyProjectCustomers(tx, { workspaceId: row.workspaceId, projectId: row.id }, {
        type: 'comment.created',
        title: `${author.name} comentó en el portal ${row.name || UNTITLED}`,
        icon: 'message-circle',
        url: `/c/project/${row.id}`,
        data: { project_id: row.id, comment_id: c!.id },
      });
    }
    return { comment: c!, who, token: made?.token ?? null };
  });
  const [comment] = await serializeComments(db, [saved.comment], saved.who);
  return { comment: comment!, authorToken: saved.token };
}

/** A DB-counted limit per visitor address (shared by every server copy); 429 with `message` past it. */
export async function limitPerIp(db: Executor, key: string, limit: { count: number; windowSeconds: number }, message: string): Promise<void> {
  try {
    await hit(db, key, limit.count, limit.windowSeconds);
  } catch (e) {
    throw e instanceof AppError && e.status === 429 ? tooManyRequests(message) : e;
  }
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
