import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, customers, projectCustomers, projects } from '../../db/schema/index.ts';
import type { CustomerRow } from './customer-tokens.ts';

export type SignerIdentity = { name: string; email: string };

/**
 * The customer account that gets the portal of a signed proposal: the company's main contact when
 * it has one; otherwise the workspace's customer with the signer's email, or a new contact of the
 * company made from the signer (a proposal without a company gets a person-company of the signer).
 */
export async function customerForSigner(tx: Executor, workspaceId: string, companyId: string | null, signer: SignerIdentity): Promise<CustomerRow> {
  if (companyId) {
    // The same contact the proposal shows as its client: the main contact first, then the oldest.
    const [contact] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.workspaceId, workspaceId), eq(customers.companyId, companyId)))
      .orderBy(desc(customers.isContact), asc(customers.createdAt), asc(customers.id))
      .limit(1);
    if (contact) return contact;
  }
  const [existing] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.workspaceId, workspaceId), eq(customers.email, signer.email)))
    .limit(1);
  if (existing) return existing;
  const company = companyId ?? (await personCompany(tx, workspaceId, signer.name));
  const [created] = await tx
    .insert(customers)
    .values({ workspaceId, companyId: company, name: signer.name, email: signer.email, isContact: true })
    .returning();
  return created!;
}

async function personCompany(tx: Executor, workspaceId: string, name: string): Promise<string> {
  const [company] = await tx.insert(companies).values({ workspaceId, name, isPerson: true }).returning({ id: companies.id });
  return company!.id;
}

/** How many portals (live projects) the customer can already open. */
export async function portalCount(db: Executor, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projectCustomers)
    .innerJoin(projects, eq(projects.id, projectCustomers.projectId))
    .where(and(eq(projectCustomers.customerId, customerId), isNull(projects.deletedAt)));
  return Number(row?.n ?? 0);
}

export async function grantPortal(tx: Executor, scope: { workspaceId: string; projectId: string; customerId: string }): Promise<void> {
  await tx.insert(projectCustomers).values(scope).onConflictDoNothing();
}

/** The portals a customer can open: live projects, newest first. */
export async function portalsOf(db: Executor, customerId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projectCustomers)
    .innerJoin(projects, eq(projects.id, projectCustomers.projectId))
    .where(and(eq(projectCustomers.customerId, customerId), eq(projects.type, 'project'), isNull(projects.deletedAt)))
    .orderBy(asc(projects.createdAt));
}
