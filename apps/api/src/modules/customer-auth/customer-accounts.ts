import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, customers, projectCustomers, projects } from '../../db/schema/index.ts';
import type { CustomerRow } from './customer-tokens.ts';

export type SignerIdentity = { name: string; email: string };

/**
 * The signer's own account: the workspace's customer with the email they typed, or a new one made
 * from them (decision 0011) — a member of the proposal's company (its main contact if it has none
 * yet), or of a new person-company when the proposal has no client. Never the company's contact
 * unless that is the address typed: an email is only ever someone's own account.
 */
export async function signerAccount(tx: Executor, workspaceId: string, companyId: string | null, signer: SignerIdentity): Promise<CustomerRow> {
  const [existing] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.workspaceId, workspaceId), eq(customers.email, signer.email)))
    .limit(1);
  if (existing) return existing;
  const company = companyId ?? (await personCompany(tx, workspaceId, signer.name));
  const isContact = !(companyId && (await mainContact(tx, workspaceId, companyId)));
  const [created] = await tx
    .insert(customers)
    .values({ workspaceId, companyId: company, name: signer.name, email: signer.email, isContact })
    .onConflictDoNothing()
    .returning();
  // Lost a race with another signature typing the same new address: that account is this one.
  return created ?? (await tx.select().from(customers).where(and(eq(customers.workspaceId, workspaceId), eq(customers.email, signer.email))).limit(1))[0]!;
}

/** The contact the proposal names as its client: the company's main contact first, then the oldest. */
export async function mainContact(tx: Executor, workspaceId: string, companyId: string): Promise<CustomerRow | null> {
  const [contact] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.workspaceId, workspaceId), eq(customers.companyId, companyId)))
    .orderBy(desc(customers.isContact), asc(customers.createdAt), asc(customers.id))
    .limit(1);
  return contact ?? null;
}

async function personCompany(tx: Executor, workspaceId: string, name: string): Promise<string> {
  const [company] = await tx.insert(companies).values({ workspaceId, name, isPerson: true }).returning({ id: companies.id });
  return company!.id;
}

export async function grantPortal(tx: Executor, scope: { workspaceId: string; projectId: string; customerId: string }): Promise<void> {
  await tx.insert(projectCustomers).values(scope).onConflictDoNothing();
}

/** The portals a customer can open (live projects, oldest first); with `onlyProjectId` (a scoped session), at most that one. */
export async function portalsOf(db: Executor, customerId: string, onlyProjectId: string | null = null): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projectCustomers)
    .innerJoin(projects, eq(projects.id, projectCustomers.projectId))
    .where(
      and(
        eq(projectCustomers.customerId, customerId),
        eq(projects.type, 'project'),
        isNull(projects.deletedAt),
        onlyProjectId ? eq(projects.id, onlyProjectId) : undefined,
      ),
    )
    .orderBy(asc(projects.createdAt));
}
