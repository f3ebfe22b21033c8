import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { claimHeldPortals } from './customer-accounts.ts';
import { issueCustomerToken, lockCustomers, revokeCustomerAccess, spendLoginLink, type CustomerRow } from './customer-tokens.ts';

export type LinkSignIn = { customer: CustomerRow; token: string; redirectUrl: string };

/**
 * POST /auth/customer/login-link: spends a magic link and opens the session it is worth, in one
 * transaction (a failure leaves the link unspent). Decision 0011:
 * - a link that was emailed proves the customer owns the address. The first proof ends every older
 *   session and voids every unused link of theirs (until then anyone who signed with that address
 *   could hold one), marks the email proven, and opens a full session;
 * - a signing link (handed to the browser that just signed) proves nothing: its session reaches
 *   only the project just signed;
 * - every emailed link, first or not, is the customer herself: the portals held for her since
 *   someone signed another company's proposal with her email join her account (decision 0061).
 * Null for a used, expired or unknown link.
 */
export async function signInWithLink(db: Db, magicToken: string, meta: { ip: string; userAgent?: string }): Promise<LinkSignIn | null> {
  return db.transaction(async (tx) => {
    const link = await spendLoginLink(tx, magicToken);
    if (!link) return null;
    await lockCustomers(tx, [link.customerId]);
    const [customer] = await tx.select().from(customers).where(eq(customers.id, link.customerId)).limit(1);
    if (!customer) return null;
    const proves = link.kind === 'email';
    // A signing link is always issued with its project; without one it would open everything.
    if (!proves && !link.projectId) return null;
    if (proves && !customer.emailVerifiedAt) {
      await revokeCustomerAccess(tx, customer.id);
      await tx.update(customers).set({ emailVerifiedAt: new Date() }).where(eq(customers.id, customer.id));
    }
    if (proves) await claimHeldPortals(tx, customer.id);
    const scope = proves ? null : link.projectId;
    const { token } = await issueCustomerToken(tx, customer.id, 'magic-link', { ...meta, projectId: scope });
    return { customer, token, redirectUrl: link.projectId ? `/c/project/${link.projectId}` : '/c/dashboard' };
  });
}
