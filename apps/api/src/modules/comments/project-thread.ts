import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { accessTokens, customerAccessTokens, customers, memberships, projectCustomers, projects, users, workspaces } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { bearerToken } from '../auth/authenticate.ts';
import { authenticateCustomer } from '../customer-auth/customer-tokens.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { viewerOf } from '../public-proposals/viewer.ts';
import type { Commenter } from './commenter.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who writes on a portal's thread, or null for anyone who may not see it. Customers write as themselves, never as a visitor. */
export async function projectCommenter(db: Executor, req: FastifyRequest, project: ProposalRow): Promise<Commenter | null> {
  const viewer = await viewerOf(db, req, { id: project.id, workspaceId: project.workspaceId, companyId: null });
  if (viewer.kind === 'staff') return viewer;
  const session = await authenticateCustomer(db, req);
  if (!session || session.customer.workspaceId !== project.workspaceId) return null;
  if (session.projectId && session.projectId !== project.id) return null;
  const [grant] = await db
    .select({ projectId: projectCustomers.projectId })
    .from(projectCustomers)
    .where(and(eq(projectCustomers.projectId, project.id), eq(projectCustomers.customerId, session.customer.id), isNull(projectCustomers.heldSince)))
    .limit(1);
  if (!grant) return null;
  const { customer } = session;
  return { kind: 'customer', customerId: customer.id, name: customer.name, email: customer.email };
}

type StaffJson = { userId: string; name: string; avatar: string | null };
type CustomerJson = { customerId: string; name: string; email: string };

/**
 * A portal's own thread (issue 10): comments on a live project (type project), by id. Unlike a
 * proposal's, it has no public link: only staff of its workspace and customers with access to that
 * portal (a scoped session: only on its own project) see or write it; anyone else gets 404.
 *
 * The portal and who asks come in ONE statement (projectCommenter, kept for a single comment's
 * delete and react, takes several): the live project, the bearer token's staff member of its workspace, and the
 * token's customer session if it reaches this portal (live, workspace enabled, unscoped or scoped
 * to it, and granted). Null for no such portal; `commenter` null for anyone who may not see it.
 */
export async function portalThread(db: Executor, req: FastifyRequest, id: string): Promise<{ row: ProposalRow; commenter: Commenter | null } | null> {
  if (!UUID.test(id.trim())) return null;
  const token = bearerToken(req);
  const hash = token ? sha256(token) : null;
  const project = { id: qualified(projects.id), workspaceId: qualified(projects.workspaceId) };
  const [found] = await db
    .select({
      row: projects,
      staff: hash
        ? sql<StaffJson | null>`(select json_build_object('userId', u.id, 'name', u.name, 'avatar', u.avatar)
            from ${accessTokens} t join ${users} u on u.id = t.user_id
            join ${memberships} m on m.user_id = u.id and m.workspace_id = ${project.workspaceId}
            where t.token_hash = ${hash} and t.revoked_at is null and t.expires_at > now() limit 1)`
        : sql<null>`null`,
      customer: hash
        ? sql<CustomerJson | null>`(select json_build_object('customerId', c.id, 'name', c.name, 'email', c.email)
            from ${customerAccessTokens} ct join ${customers} c on c.id = ct.customer_id
            join ${workspaces} w on w.id = c.workspace_id and w.disabled_at is null
            where ct.token_hash = ${hash} and ct.revoked_at is null and ct.expires_at > now()
              and c.workspace_id = ${project.workspaceId} and (ct.project_id is null or ct.project_id = ${project.id})
              and exists (select 1 from ${projectCustomers} pc where pc.project_id = ${project.id} and pc.customer_id = c.id and pc.held_since is null) limit 1)`
        : sql<null>`null`,
    })
    .from(projects)
    .where(and(eq(projects.id, id.trim().toLowerCase()), eq(projects.type, 'project'), isNull(projects.deletedAt)))
    .limit(1);
  if (!found) return null;
  const { row, staff, customer } = found;
  if (staff) return { row, commenter: { kind: 'staff', ...staff } };
  if (customer) return { row, commenter: { kind: 'customer', ...customer } };
  return { row, commenter: null };
}
