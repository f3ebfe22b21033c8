import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberships, teamInvitations, users, workspaces } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { sha256 } from '../../lib/crypto.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

export type InvitationRow = typeof teamInvitations.$inferSelect;

/** Members of the caller's workspace with their user's name and email, owners first. */
export async function listMembers(ctx: WorkspaceContext) {
  return ctx.db
    .select({
      id: memberships.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      avatar: users.avatar,
      role: memberships.role,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(inWorkspace(memberships.workspaceId, ctx.workspaceId))
    .orderBy(asc(memberships.createdAt));
}

/** Invitations of the caller's workspace still waiting for an answer (expired ones included, flagged). */
export async function listPendingInvitations(ctx: WorkspaceContext) {
  return ctx.db
    .select({ invitation: teamInvitations, inviterName: users.name })
    .from(teamInvitations)
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(and(inWorkspace(teamInvitations.workspaceId, ctx.workspaceId), isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt)))
    .orderBy(desc(teamInvitations.createdAt));
}

/** A pending (unanswered) invitation of the caller's workspace, or null (also for another workspace's id). */
export async function findPendingInvitation(ctx: WorkspaceContext, id: string, db: Executor = ctx.db): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.id, id),
        inWorkspace(teamInvitations.workspaceId, ctx.workspaceId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function isMemberByEmail(ctx: WorkspaceContext, email: string, db: Executor = ctx.db): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inWorkspace(memberships.workspaceId, ctx.workspaceId), eq(users.email, email)))
    .limit(1);
  return !!row;
}

/** A membership of the caller's workspace, locked for the rest of the transaction. */
export async function findMembershipForUpdate(ctx: WorkspaceContext, db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, id), inWorkspace(memberships.workspaceId, ctx.workspaceId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Owners of the caller's workspace; their rows are locked so two removals cannot both pass the check. */
export async function countOwnersForUpdate(ctx: WorkspaceContext, db: Executor): Promise<number> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(inWorkspace(memberships.workspaceId, ctx.workspaceId), eq(memberships.role, 'owner')))
    .for('update');
  return rows.length;
}

/** The usable invitation for an emailed token, with its workspace and inviter (public acceptance page). */
export async function findUsableInvitationByToken(db: Executor, token: string) {
  const [row] = await db
    .select({ invitation: teamInvitations, workspaceName: workspaces.name, workspaceLogo: workspaces.logo, inviterName: users.name })
    .from(teamInvitations)
    .innerJoin(workspaces, eq(workspaces.id, teamInvitations.workspaceId))
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(
      and(
        eq(teamInvitations.tokenHash, sha256(token)),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
        gt(teamInvitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Marks the invitation used; the WHERE makes it atomic, so two concurrent acceptances of one link
 * cannot both succeed. Returns the invitation, or null when it was no longer usable.
 */
export async function consumeInvitation(db: Executor, id: string): Promise<InvitationRow | null> {
  const [row] = await db
    .update(teamInvitations)
    .set({ acceptedAt: new Date() })
    .where(
      and(eq(teamInvitations.id, id), isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt), gt(teamInvitations.expiresAt, new Date())),
    )
    .returning();
  return row ?? null;
}
