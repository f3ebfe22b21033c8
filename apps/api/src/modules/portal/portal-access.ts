import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { enterWorkspace } from '../../db/row-security.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { authenticateCustomer, type CustomerSession } from '../customer-auth/customer-tokens.ts';
import type { PortalReader } from './portal-reader.ts';

/** The live customer session behind the bearer token, or 401 (also for a staff token). */
export async function requireCustomer(db: Db, req: FastifyRequest): Promise<CustomerSession> {
  const session = await authenticateCustomer(db, req);
  if (!session) throw unauthenticated();
  // A customer belongs to one workspace: the rest of the request sees nothing else (decision 0053).
  enterWorkspace(session.customer.workspaceId);
  return session;
}

export const customerReader = (s: CustomerSession): PortalReader => ({
  kind: 'customer',
  workspaceId: s.customer.workspaceId,
  customerId: s.customer.id,
  onlyProjectId: s.projectId,
});
