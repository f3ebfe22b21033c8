import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { customerAccessTokens, customers, memberships, projectCustomers, projects, users, workspaces } from '../../db/schema/index.ts';
import { bearerToken } from '../auth/authenticate.ts';
import { findAccessToken } from '../auth/tokens.ts';
import { authenticateCustomer, liveSession, type CustomerSession } from '../customer-auth/customer-tokens.ts';

/**
 * Who opens a public proposal, as far as that proposal is concerned:
 * - staff: a member of the proposal's workspace (bearer token);
 * - customer: a signed-in customer with access to the project made from this proposal, or a contact
 *   of the proposal's client company (e.g. the client opening a second proposal after signing one).
 *   A session scoped to one project (handed out by signing, email unproven) is a customer only on
 *   the proposal that project was made from (decision 0011);
 * - guest: anyone else. `foreignStaff` marks a valid staff token of another workspace (refused where
 *   acting as staff is asked for, never shown anything more than a guest).
 */
export type Viewer =
  | { kind: 'staff'; userId: string; name: string; avatar: string | null }
  | { kind: 'customer'; customerId: string; name: string; email: string }
  | { kind: 'guest'; foreignStaff: boolean };

export type ProposalRef = { id: string; workspaceId: string; companyId: string | null };

/**
 * Whether the customer can open the portal of the project made from this proposal (a live grant, not
 * one held for her, decision 0061); with `onlyProjectId` (a scoped session), only when that project is the one.
 */
export async function customerHasAccess(db: Executor, customerId: string, proposal: ProposalRef, onlyProjectId: string | null = null): Promise<boolean> {
  const [row] = await db
    .select({ projectId: projectCustomers.projectId })
    .from(projectCustomers)
    .innerJoin(projects, eq(projects.id, projectCustomers.projectId))
    .where(
      and(
        eq(projectCustomers.customerId, customerId),
        eq(projectCustomers.workspaceId, proposal.workspaceId),
        isNull(projectCustomers.heldSince),
        eq(projects.proposalId, proposal.id),
        eq(projects.type, 'project'),
        isNull(projects.deletedAt),
        onlyProjectId ? eq(projects.id, onlyProjectId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/** Resolves the (optional) bearer token of a request against one public proposal. Never throws for a bad token. */
export async function viewerOf(db: Executor, req: FastifyRequest, proposal: ProposalRef): Promise<Viewer> {
  const token = bearerToken(req);
  if (!token) return { kind: 'guest', foreignStaff: false };
  const staffToken = await findAccessToken(db, token);
  if (staffToken) {
    const [member] = await db
      .select({ id: users.id, name: users.name, avatar: users.avatar })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.userId, staffToken.userId), eq(memberships.workspaceId, proposal.workspaceId)))
      .limit(1);
    return member ? { kind: 'staff', userId: member.id, name: member.name, avatar: member.avatar } : { kind: 'guest', foreignStaff: true };
  }
  const session = await authenticateCustomer(db, req);
  if (session && (await sessionReaches(db, session, proposal))) {
    const { customer } = session;
    return { kind: 'customer', customerId: customer.id, name: customer.name, email: customer.email };
  }
  return { kind: 'guest', foreignStaff: false };
}

/** Whether a customer session is that proposal's client: its company's, or one with its project's portal. */
async function sessionReaches(db: Executor, session: CustomerSession, proposal: ProposalRef): Promise<boolean> {
  const { customer, projectId } = session;
  if (customer.workspaceId !== proposal.workspaceId) return false;
  if (projectId) return customerHasAccess(db, customer.id, proposal, projectId);
  return customer.companyId === proposal.companyId || customerHasAccess(db, customer.id, proposal);
}

/**
 * Whether the request's bearer token is a customer session that should be sent from this proposal to
 * its portal (GET /proposal's 302): a live session of the proposal's workspace (not disabled) with
 * access to the project made from it — only that project for a scoped session (decision 0011).
 * One statement (the session and the access together), none without a token.
 */
export async function requestOpensPortal(db: Executor, req: FastifyRequest, proposal: ProposalRef): Promise<boolean> {
  const token = bearerToken(req);
  if (!token) return false;
  const [row] = await db
    .select({ projectId: projects.id })
    .from(customerAccessTokens)
    .innerJoin(customers, and(eq(customers.id, customerAccessTokens.customerId), eq(customers.workspaceId, proposal.workspaceId)))
    .innerJoin(workspaces, and(eq(workspaces.id, customers.workspaceId), isNull(workspaces.disabledAt)))
    .innerJoin(projectCustomers, and(eq(projectCustomers.customerId, customers.id), eq(projectCustomers.workspaceId, proposal.workspaceId), isNull(projectCustomers.heldSince)))
    .innerJoin(projects, eq(projects.id, projectCustomers.projectId))
    .where(
      and(
        liveSession(token),
        eq(projects.proposalId, proposal.id),
        eq(projects.type, 'project'),
        isNull(projects.deletedAt),
        or(isNull(customerAccessTokens.projectId), eq(projects.id, customerAccessTokens.projectId)),
      ),
    )
    .limit(1);
  return !!row;
}

export const requestMeta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent']?.slice(0, 500) ?? null });
