import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from '../../lib/context.ts';
import { invalidateOneTimeTokens, revokeAllAccessTokens } from './tokens.ts';

export type OwnershipProof = {
  /** The proof path sets the password itself (reset, invitation): it replaces whatever was there. */
  newPasswordHash?: string;
  /**
   * The verification link of a sign-up confirms that sign-up, password included. Every other proof
   * drops a password set while the address was unverified: it may be an attacker's (decision 0010).
   */
  keepSignUpPassword?: boolean;
  /** Other columns the proof path writes in the same update (the invitation's name, Google's subject). */
  set?: Partial<Pick<UserRow, 'name' | 'googleSub' | 'avatar'>>;
};

/**
 * Someone just proved they own the user's email (verification link, password reset, accepted
 * invitation, Google). Whatever was handed out before that moment may have gone to whoever typed
 * the address first, so every session and every unused single-use token (register tokens included)
 * is revoked, and the account is marked verified. Call it inside the proof's transaction, and
 * issue the session the proof path returns only afterwards.
 *
 * The password and verified date are decided in SQL from the row as it is when updated, not as
 * it was read before the transaction, so a concurrent verification cannot make a stale decision.
 */
export async function emailOwnershipProven(tx: Executor, userId: string, proof: OwnershipProof = {}): Promise<UserRow | null> {
  await revokeAllAccessTokens(tx, userId);
  await invalidateOneTimeTokens(tx, userId);
  const passwordHash =
    proof.newPasswordHash ??
    (proof.keepSignUpPassword ? undefined : sql<string | null>`case when ${users.emailVerifiedAt} is null then null else ${users.passwordHash} end`);
  const [user] = await tx
    .update(users)
    .set({
      ...proof.set,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      ...(passwordHash === undefined ? {} : { passwordHash }),
    })
    .where(eq(users.id, userId))
    .returning();
  return user ?? null;
}
