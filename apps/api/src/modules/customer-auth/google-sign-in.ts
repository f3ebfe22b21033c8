import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, projectCustomers, projects } from '../../db/schema/index.ts';
import type { OidcIdentity } from '../auth/oidc.ts';
import { lockCustomers, revokeCustomerAccess, type CustomerRow } from './customer-tokens.ts';

/**
 * The customer a verified Google identity signs in (decision 0016): the account already linked to
 * that Google subject, else the account with that email that has a live portal (oldest portal
 * first, as the emailed link picks). Linking is a proof of the email, like the first emailed link
 * (decision 0011): every older session and unused link of that account ends and the email counts as
 * proven. A later sign-in by subject is a plain login. Null when the person has no portal here. A
 * portal held for her (decision 0061) counts: Google proves the address, and the session claims it.
 */
export async function customerForGoogle(db: Db, identity: OidcIdentity): Promise<CustomerRow | null> {
  const [linked] = await db.select().from(customers).where(eq(customers.googleSub, identity.sub)).orderBy(asc(customers.createdAt)).limit(1);
  if (linked) return linked;
  const email = identity.email.trim().toLowerCase();
  const [withPortal] = await db
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(projectCustomers, eq(projectCustomers.customerId, customers.id))
    .innerJoin(projects, eq(projects.id, projectCustomers.projectId))
    .where(and(sql`lower(${customers.email}) = ${email}`, isNull(customers.googleSub), eq(projects.type, 'project'), isNull(projects.deletedAt)))
    .orderBy(asc(projects.createdAt), asc(projects.id))
    .limit(1);
  if (!withPortal) return null;
  return db.transaction(async (tx) => {
    await lockCustomers(tx, [withPortal.id]);
    await revokeCustomerAccess(tx, withPortal.id);
    const [row] = await tx
      .update(customers)
      .set({ googleSub: identity.sub, emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())`, updatedAt: new Date() })
      .where(eq(customers.id, withPortal.id))
      .returning();
    return row ?? null;
  });
}
