import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { companies, customers, projectCustomers, projects } from '../../db/schema/index.ts';
import { issueCustomerToken, type CustomerRow, type CustomerStrategy } from './customer-tokens.ts';

export type SignerIdentity = { name: string; email: string };

/**
 * The signer's own account: the workspace's customer with the email they typed, or a new one made
 * from them (decision 0011) — a member of the proposal's company (its main contact if it has none
 * yet), or of a new person-company when the proposal has no client. Never the company's contact
 * unless that is the address typed: an email is only ever someone's own account. `created`: this
 * signature made the account (nobody else's portals are in it).
 */
export async function signerAccount(
  tx: Executor,
  workspaceId: string,
  companyId: string | null,
  signer: SignerIdentity,
): Promise<{ customer: CustomerRow; created: boolean }> {
  const byEmail = and(eq(customers.workspaceId, workspaceId), eq(customers.email, signer.email));
  const [existing] = await tx.select().from(customers).where(byEmail).limit(1);
  if (existing) return { customer: existing, created: false };
  const company = companyId ?? (await personCompany(tx, workspaceId, signer.name));
  const isContact = !(companyId && (await mainContact(tx, workspaceId, companyId)));
  const [created] = await tx
    .insert(customers)
    .values({ workspaceId, companyId: company, name: signer.name, email: signer.email, isContact })
    .onConflictDoNothing()
    .returning();
  if (created) return { customer: created, created: true };
  // Lost a race with another signature typing the same new address: that account is this one, and
  // it is not this signature's to fill (it counts as an existing account).
  return { customer: (await tx.select().from(customers).where(byEmail).limit(1))[0]!, created: false };
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

/**
 * Gives a customer a portal. `held` (decision 0061): the grant waits, out of every portal read, until
 * the customer herself opens a full session (claimHeldPortals). A grant that is not held — the
 * provider's own choice of who gets the portal — also releases one held before.
 */
export async function grantPortal(tx: Executor, scope: { workspaceId: string; projectId: string; customerId: string }, opts: { held?: boolean } = {}): Promise<void> {
  if (opts.held) {
    await tx.insert(projectCustomers).values({ ...scope, heldSince: new Date() }).onConflictDoNothing();
    return;
  }
  await tx
    .insert(projectCustomers)
    .values(scope)
    .onConflictDoUpdate({ target: [projectCustomers.projectId, projectCustomers.customerId], set: { heldSince: null }, setWhere: isNotNull(projectCustomers.heldSince) });
}

/**
 * The customer herself opened a full session (an emailed link, her password, Google): the portals
 * held for her since someone signed with her email join her account. Inside that session's transaction.
 */
export async function claimHeldPortals(tx: Executor, customerId: string): Promise<void> {
  await tx
    .update(projectCustomers)
    .set({ heldSince: null })
    .where(and(eq(projectCustomers.customerId, customerId), isNotNull(projectCustomers.heldSince)));
}

/**
 * A full session for a customer who signed in as herself with her password or Google: the portals
 * held for her join her account and the session opens, in one transaction. (An emailed link does the
 * same in signInWithLink.)
 */
export async function openFullSession(
  db: Db,
  customerId: string,
  strategy: Exclude<CustomerStrategy, 'magic-link'>,
  meta: { ip?: string | null; userAgent?: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  return db.transaction(async (tx) => {
    await claimHeldPortals(tx, customerId);
    return issueCustomerToken(tx, customerId, strategy, meta);
  });
}

/**
 * The portals a customer can open (live projects, oldest first): her live grants; with `onlyProjectId`
 * (a scoped session), at most that one. A held grant is nobody's portal yet (decision 0061).
 */
export async function portalsOf(db: Executor, customerId: string, onlyProjectId: string | null = null): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projectCustomers)
    .innerJoin(projects, eq(projects.id, projectCustomers.projectId))
    .where(
      and(
        eq(projectCustomers.customerId, customerId),
        isNull(projectCustomers.heldSince),
        eq(projects.type, 'project'),
        isNull(projects.deletedAt),
        onlyProjectId ? eq(projects.id, onlyProjectId) : undefined,
      ),
    )
    .orderBy(asc(projects.createdAt));
}
