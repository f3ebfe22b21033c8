import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { can, type Permission, type Role } from '@trato/domain/workspace/roles';
import { SUPERADMIN_MESSAGES } from '@trato/domain/superadmin/superadmin';
import type { Db, Executor } from '../../db/client.ts';
import { runPrepared } from '../../db/prepared.ts';
import { enterWorkspace, inAnyScope } from '../../db/row-security.ts';
import { accessTokens, memberships, users, workspaces } from '../../db/schema/index.ts';
import type { UserContext, WorkspaceContext } from '../../lib/context.ts';
import { forbidden, unauthenticated } from '../../lib/errors.ts';
import { sha256 } from '../../lib/crypto.ts';
import { liveAccessToken } from './tokens.ts';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S{20,200})$/i.exec(header.trim());
  return m?.[1] ?? null;
}

type SessionMembership = { workspaceId: string; role: string; disabledAt: string | null; timeZone: string };

/**
 * The membership `resolveMembership` picks (the current workspace if the user still belongs to it,
 * else their first), as a correlated subquery of the session lookup: the whole lookup is then ONE
 * statement per request (issue 13 counts it). `disabledAt` arrives as text inside the JSON: only
 * whether it is set matters. The workspace's time zone rides along: reads whose filters start from
 * "today" (payments) would otherwise spend a statement on it. The subquery is the function
 * trato_session_membership (migration 0015), which reads memberships and workspaces past their
 * row-level security, so the lookup runs in whatever scope its connection carries (decision 0053).
 */
const sessionMembership = sql<SessionMembership | null>`trato_session_membership(${users.id}, ${users.currentWorkspaceId})`;

const sessionQuery = (db: Executor) =>
  db
    .select({ user: users, tokenId: accessTokens.id, membership: sessionMembership })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(liveAccessToken(sql.placeholder('hash'), sql.placeholder('now')))
    .limit(1);

/**
 * The live session behind the bearer token: user, token id and the membership the user acts in,
 * read in one statement (token, user and membership joined). Nothing is written per request:
 * access_tokens.last_used_at is not kept up to date by any request, so there is no touch to fold.
 */
async function session(db: Db, request: FastifyRequest): Promise<{ ctx: UserContext; membership: SessionMembership | null }> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  // Every staff request runs it: built once (db/prepared.ts), values encoded as the columns would.
  const values = { hash: sha256(token), now: new Date().toISOString() };
  const [row] = await inAnyScope(() => runPrepared(db, 'staff-session', sessionQuery, values));
  if (!row) throw unauthenticated();
  return { ctx: { db, user: row.user, userId: row.user.id, tokenId: row.tokenId }, membership: row.membership };
}

/** Resolves the bearer token to a user, or throws 401. */
export async function authenticate(db: Db, request: FastifyRequest): Promise<UserContext> {
  return (await session(db, request)).ctx;
}

/** The workspace the user acts in: their current one if they still belong to it, else their first (the session lookup inlines the same rule). */
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
  const { ctx, membership } = await session(db, request);
  if (!membership) throw forbidden(NO_WORKSPACE_MESSAGE);
  // Disabled by the operator (superadmin area): its members keep their account but not the workspace.
  if (membership.disabledAt) throw forbidden(SUPERADMIN_MESSAGES.workspaceDisabled, 'WORKSPACE_DISABLED');
  const role = membership.role as Role;
  if (permission && !can(role, permission)) throw forbidden();
  // On PostgreSQL the rest of the request sees this workspace's rows alone (decision 0053).
  enterWorkspace(membership.workspaceId);
  return { ...ctx, workspaceId: membership.workspaceId, role, timeZone: membership.timeZone };
}
