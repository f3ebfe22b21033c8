import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { customers, projectCustomers, projects, workspaces } from '../../db/schema/index.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { loadWorkspaceEmailIdentity } from '../email/email-brand.ts';
import { customerLoginLink } from '../email/templates.ts';
import { issueLoginLink } from './customer-tokens.ts';
import { acceptedUrl, portalLoginUrl } from './login-urls.ts';

/** The proposal a project was made from (a row of the same table). */
const proposal = alias(projects, 'proposal');

type Portal = { customerId: string; name: string; email: string; workspaceId: string; workspace: string; projectId: string; proposalSlug: string | null };

/**
 * The portals an email (already lower-cased) can open: one row per customer account and live
 * project, the project made from the proposal `slug` first, then the oldest. Portals held for her
 * (decision 0061) count: the link goes to her inbox only, and spending it brings them in.
 */
async function portalsOfEmail(db: Db, email: string, slug: string | null): Promise<Portal[]> {
  const rows = await db
    .select({
      customerId: customers.id,
      name: customers.name,
      email: customers.email,
      workspaceId: workspaces.id,
      workspace: workspaces.name,
      projectId: projects.id,
      proposalSlug: proposal.slug,
    })
    .from(customers)
    .innerJoin(projectCustomers, eq(projectCustomers.customerId, customers.id))
    .innerJoin(projects, eq(projects.id, projectCustomers.projectId))
    .innerJoin(workspaces, eq(workspaces.id, customers.workspaceId))
    .leftJoin(proposal, eq(proposal.id, projects.proposalId))
    .where(and(sql`lower(${customers.email}) = ${email}`, eq(projects.type, 'project'), isNull(projects.deletedAt)))
    .orderBy(asc(projects.createdAt), asc(projects.id));
  return slug ? [...rows.filter((r) => r.proposalSlug === slug), ...rows.filter((r) => r.proposalSlug !== slug)] : rows;
}

/**
 * POST /auth/customer/login-link/send: when the email belongs to a customer with a portal, queues a
 * new single-use link (15 minutes) that voids their older emailed ones. With the slug of a proposal whose project that customer can
 * open, the link leads to that proposal's accepted page; otherwise to the portal's sign-in page.
 * Says nothing about whether anything was sent (the caller answers the same either way).
 */
export async function sendCustomerLoginLink(db: Db, appUrl: string, email: string, slug: string | null): Promise<boolean> {
  const [portal] = await portalsOfEmail(db, email, slug);
  if (!portal) return false;
  const forSlug = slug !== null && portal.proposalSlug === slug;
  await db.transaction(async (tx) => {
    const link = await issueLoginLink(tx, portal.customerId, { projectId: forSlug ? portal.projectId : null, kind: 'email' });
    const url = forSlug ? acceptedUrl(appUrl, slug, link.token) : portalLoginUrl(appUrl, link.token, portal.workspaceId);
    const from = await loadWorkspaceEmailIdentity(tx, portal.workspaceId, appUrl);
    await enqueueEmail(tx, portal.email, await customerLoginLink({ recipient: portal.name, organization: portal.workspace, url }, from));
  });
  return true;
}
