import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { can, type Permission, type Role } from '@trato/domain/workspace/roles';
import { SUPERADMIN_MESSAGES } from '@trato/domain/superadmin/superadmin';
import type { Db } from '../../db/client.ts';
import { accessTokens, memberships, users, workspaces } from '../../db/schema/index.ts';
import type { UserContext, WorkspaceContext } from '../../lib/context.ts';
import { forbidden, unauthenticated } from '../../lib/errors.ts';
import { liveAccessToken } from './tokens.ts';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S{20,200})$/i.exec(header.trim());
  return m?.[1] ?? null;
}

/**
 * Resolves the bearer token to a user, or throws 401. Token and user in one statement: every staff
 * request starts here, so each round trip saved is saved on all of them (docs/decisions/0036).
 */
export async function authenticate(db: Db, request: FastifyRequest): Promise<UserContext> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const [row] = await db
    .select({ tokenId: accessTokens.id, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(liveAccessToken(token))
    .limit(1);
  if (!row) throw unauthenticated();
  return { db, user: row.user, userId: row.user.id, tokenId: row.tokenId };
}

/** The workspace the user acts in: their current one if they still belong to it, else their first. */
export async function resolveMembership(db: Db, userId: string, currentWorkspaceId: string | null) {
  if (currentWorkspaceId) {
    const [current] = await db
      .select({ workspaceId: memberships.workspaceId, role: memberships.role, disabledAt: workspaces.disabledAt })
      .from(memberships)
      .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
      .where(and(eq(memberships.userId, userId), eq(memberships.workspaceId, currentWorkspaceId)))
      .limit(1);
    if (current) return current;
  }
  const [first] = await db
    .select({ workspaceId: memberships.workspaceId, role: memberships.role, disabledAt: workspaces.disabledAt })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  return first ?? null;
}

export const NO_WORKSPACE_MESSAGE = 'Primero configura tu espacio de trabajo.';

/** 401 without a valid token; 403 when the user has no workspace yet or lacks the permission. */
export async function workspaceContext(db: Db, request: FastifyRequest, permission?: Permission): Promise<WorkspaceContext> {
  const ctx = await authenticate(db, request);
  const membership = await resolveMembership(db, ctx.userId, ctx.user.currentWorkspaceId);
  if (!membership) throw forbidden(NO_WORKSPACE_MESSAGE);
  // Disabled by the operator (superadmin area): its members keep their account but not the workspace.
  if (membership.disabledAt) throw forbidden(SUPERADMIN_MESSAGES.workspaceDisabled, 'WORKSPACE_DISABLED');
  const role = membership.role as Role;
  if (permission && !can(role, permission)) throw forbidden();
  return { ...ctx, workspaceId: membership.workspaceId, role };
}
