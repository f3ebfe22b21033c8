import { and, eq, gt, isNull, ne, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accessTokens, oneTimeTokens, type OneTimeTokenKind } from '../../db/schema/index.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { announceSessions } from '../realtime/session-ends.ts';

const DAY = 24 * 60 * 60 * 1000;

/** How long each single-use token lives. */
export const ONE_TIME_TTL_MS: Record<OneTimeTokenKind, number> = {
  email_verify: 2 * DAY,
  password_reset: 60 * 60 * 1000,
  register: 2 * DAY,
};

export async function issueAccessToken(
  db: Executor,
  userId: string,
  ttlDays: number,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlDays * DAY);
  await db.insert(accessTokens).values({
    userId,
    tokenHash: sha256(token),
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
}

/** The condition of a live (unexpired, unrevoked) token row for a bearer value. */
/** A live token's row: `hash` is the token's SHA-256 (or a placeholder for it), `now` the instant (or one). */
export const liveAccessToken = (hash: string | Placeholder, now: Date | Placeholder = new Date()) =>
  and(eq(accessTokens.tokenHash, hash), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now));

/** The live token row for a bearer value, or null. */
export async function findAccessToken(db: Executor, token: string) {
  const [row] = await db.select().from(accessTokens).where(liveAccessToken(sha256(token))).limit(1);
  return row ?? null;
}

/**
 * Revokes one session. Call it in a transaction: its realtime streams, on every server process, are
 * told at commit and end at once (decision 0060).
 */
export async function revokeAccessToken(tx: Executor, tokenId: string): Promise<void> {
  const ended = await tx.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId)).returning({ id: accessTokens.id });
  await announceSessions(tx, 'staff', ended.map((r) => r.id));
}

/** Revokes every session of the user, except `keepTokenId` (the one changing the password); in a transaction, as above. */
export async function revokeAllAccessTokens(tx: Executor, userId: string, keepTokenId?: string): Promise<void> {
  const ended = await tx
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), keepTokenId ? ne(accessTokens.id, keepTokenId) : undefined))
    .returning({ id: accessTokens.id });
  await announceSessions(tx, 'staff', ended.map((r) => r.id));
}

export async function issueOneTimeToken(db: Executor, userId: string, kind: OneTimeTokenKind): Promise<string> {
  const token = newToken();
  await db.insert(oneTimeTokens).values({
    userId,
    kind,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ONE_TIME_TTL_MS[kind]),
  });
  return token;
}

/** The row of `token` if it is of `kind`, unused and unexpired. */
const usableToken = (token: string, kind: OneTimeTokenKind) =>
  and(eq(oneTimeTokens.tokenHash, sha256(token)), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, new Date()));

/**
 * Marks a single-use token used and returns its user id, or null when it is unknown, expired,
 * already used or of another kind. The update's WHERE makes the use atomic: two concurrent uses
 * of one link cannot both succeed.
 */
export async function consumeOneTimeToken(db: Executor, token: string, kind: OneTimeTokenKind): Promise<string | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(usableToken(token, kind))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/** Reads a token without using it (the register token is checked on every sign-up step). */
export async function peekOneTimeToken(db: Executor, token: string, kind: OneTimeTokenKind): Promise<string | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(usableToken(token, kind))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * A new link makes older unused links of the same kind useless; without a kind, every unused
 * single-use token of the user dies (what proving the email does, see ownership.ts).
 */
export async function invalidateOneTimeTokens(db: Executor, userId: string, kind?: OneTimeTokenKind): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), kind ? eq(oneTimeTokens.kind, kind) : undefined, isNull(oneTimeTokens.usedAt)));
}

/**
 * The user an unexpired token of `kind` was issued to, used or not. Only for telling "this link was
 * spent because the address is now proven" apart from a wrong link; never grants anything.
 */
export async function oneTimeTokenOwner(db: Executor, token: string, kind: OneTimeTokenKind): Promise<string | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, sha256(token)), eq(oneTimeTokens.kind, kind), gt(oneTimeTokens.expiresAt, new Date())))
    .limit(1);
  return row?.userId ?? null;
}
