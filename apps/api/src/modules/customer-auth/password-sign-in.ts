import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerAccessTokens, customers } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { announceSessions } from '../realtime/session-ends.ts';
import type { CustomerRow } from './customer-tokens.ts';

/**
 * A person may be a customer of several workspaces (one row each, same email). A password belongs
 * to the row it was set on; login tries the rows with that email that have one, oldest first, and
 * opens the first that matches. Capped: nobody is a customer of more than a handful of providers,
 * and each try costs an argon2 hash.
 */
const MAX_ACCOUNTS = 5;

const byEmail = (email: string) => sql`lower(${customers.email}) = ${email}`;

/** POST /auth/customer/check: 1 when some account with this email has a password, else 2 (also for unknown emails). */
export async function passwordStatus(db: Db, email: string): Promise<1 | 2> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(and(byEmail(email), isNotNull(customers.passwordHash))).limit(1);
  return row ? 1 : 2;
}

/** The account whose password matches, or null (a wrong password costs the same hash as a right one). */
export async function customerByPassword(db: Db, email: string, password: string): Promise<CustomerRow | null> {
  const candidates = await db
    .select()
    .from(customers)
    .where(and(byEmail(email), isNotNull(customers.passwordHash)))
    .orderBy(asc(customers.createdAt), asc(customers.id))
    .limit(MAX_ACCOUNTS);
  if (candidates.length === 0) {
    await verifyPassword(null, password);
    return null;
  }
  for (const c of candidates) if (await verifyPassword(c.passwordHash, password)) return c;
  return null;
}

/** Sets the account's password and ends its other sessions and their streams (whoever knew the old one is out). */
export async function setCustomerPassword(db: Db, customerId: string, keepSessionId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash, updatedAt: new Date() }).where(eq(customers.id, customerId));
    const ended = await tx
      .update(customerAccessTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(customerAccessTokens.customerId, customerId), ne(customerAccessTokens.id, keepSessionId), sql`${customerAccessTokens.revokedAt} is null`))
      .returning({ id: customerAccessTokens.id });
    await announceSessions(tx, 'customer', ended.map((r) => r.id));
  });
}
