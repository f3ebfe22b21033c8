import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { projectCustomers, projects } from '../../db/schema/index.ts';
import { authenticateCustomer } from '../customer-auth/customer-tokens.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { viewerOf } from '../public-proposals/viewer.ts';
import type { Commenter } from './commenter.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A portal's own thread (issue 10): comments on a live project (type project), by id. Unlike a
 * proposal's, it has no public link: only staff of its workspace and customers with access to that
 * portal (a scoped session: only on its own project) see or write it; anyone else gets 404.
 */
export async function findProjectThread(db: Executor, id: string): Promise<ProposalRow | null> {
  if (!UUID.test(id.trim())) return null;
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id.trim().toLowerCase()), eq(projects.type, 'project'), isNull(projects.deletedAt)))
    .limit(1);
  return row ?? null;
}

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
    .where(and(eq(projectCustomers.projectId, project.id), eq(projectCustomers.customerId, session.customer.id)))
    .limit(1);
  if (!grant) return null;
  const { customer } = session;
  return { kind: 'customer', customerId: customer.id, name: customer.name, email: customer.email };
}
