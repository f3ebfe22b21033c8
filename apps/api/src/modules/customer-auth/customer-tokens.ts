import { and, eq, gt, inArray, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { runPrepared } from '../../db/prepared.ts';
import { customerAccessTokens, customerLoginLinks, customers, workspaces, type CustomerLinkKind } from '../../db/schema/index.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { bearerToken } from '../auth/authenticate.ts';
import { announceSessions } from '../realtime/session-ends.ts';

const MINUTE = 60 * 1000;
/** A magic link lives 15 minutes and opens one session (SPEC §7 Magic link; issue 5). */
export const LOGIN_LINK_TTL_MS = 15 * MINUTE;
/** A customer session lasts 30 days. */
export const CUSTOMER_TOKEN_TTL_MS = 30 * 24 * 60 * MINUTE;

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerStrategy = 'password' | 'google' | 'magic-link';

/** A live customer session: who, and the one project it reaches (null: every portal of theirs). */
export type CustomerSession = { customer: CustomerRow; sessionId: string; projectId: string | null };

/**
 * Locks customer rows until the transaction ends, always in id order (so two transactions locking
 * the same customers queue instead of deadlocking). Issuing and spending a customer's links and
 * sessions take it, so "the newest link voids the older ones" holds under concurrent requests.
 * NO KEY UPDATE: rows that only reference the customer (comments, portals) are not blocked.
 */
export async function lockCustomers(tx: Executor, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)].sort();
  if (unique.length) await tx.select({ id: customers.id }).from(customers).where(inArray(customers.id, unique)).orderBy(customers.id).for('no key update');
}

/**
 * A single-use sign-in link for a customer (256 random bits; only its SHA-256 is stored); call it
 * inside a transaction. An emailed link first voids the customer's older unused emailed links, so
 * only the newest in their inbox works; a signing link (handed to the browser that just signed)
 * voids nothing and is not voided by the signature's own email.
 */
export async function issueLoginLink(
  tx: Executor,
  customerId: string,
  opts: { projectId: string | null; kind: CustomerLinkKind },
): Promise<{ token: string; expiresAt: Date }> {
  const now = new Date();
  await lockCustomers(tx, [customerId]);
  if (opts.kind === 'email') {
    await tx
      .update(customerLoginLinks)
      .set({ usedAt: now })
      .where(and(eq(customerLoginLinks.customerId, customerId), eq(customerLoginLinks.kind, 'email'), isNull(customerLoginLinks.usedAt)));
  }
  const token = newToken();
  const expiresAt = new Date(now.getTime() + LOGIN_LINK_TTL_MS);
  await tx.insert(customerLoginLinks).values({ customerId, projectId: opts.projectId, kind: opts.kind, tokenHash: sha256(token), expiresAt });
  return { token, expiresAt };
}

export type SpentLink = { customerId: string; projectId: string | null; kind: CustomerLinkKind };

/**
 * Spends a magic link: one statement marks it used only if it is unused and unexpired, so two
 * requests racing with the same link cannot both succeed. Null for a used, expired or unknown link.
 */
export async function spendLoginLink(db: Executor, token: string): Promise<SpentLink | null> {
  const [row] = await db
    .update(customerLoginLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(customerLoginLinks.tokenHash, sha256(token)), isNull(customerLoginLinks.usedAt), gt(customerLoginLinks.expiresAt, new Date())))
    .returning({ customerId: customerLoginLinks.customerId, projectId: customerLoginLinks.projectId, kind: customerLoginLinks.kind });
  return row ?? null;
}

/** A new session; `projectId` scopes it to that one project (null: every portal of the customer). */
export async function issueCustomerToken(
  db: Executor,
  customerId: string,
  strategy: CustomerStrategy,
  meta: { ip?: string | null; userAgent?: string | null; projectId?: string | null } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + CUSTOMER_TOKEN_TTL_MS);
  await db.insert(customerAccessTokens).values({
    customerId,
    tokenHash: sha256(token),
    strategy,
    projectId: meta.projectId ?? null,
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
}

/** Ends every session (and its realtime streams, at commit: decision 0060) and voids every unused link of a customer. */
export async function revokeCustomerAccess(tx: Executor, customerId: string): Promise<void> {
  const now = new Date();
  const ended = await tx
    .update(customerAccessTokens)
    .set({ revokedAt: now })
    .where(and(eq(customerAccessTokens.customerId, customerId), isNull(customerAccessTokens.revokedAt)))
    .returning({ id: customerAccessTokens.id });
  await announceSessions(tx, 'customer', ended.map((r) => r.id));
  await tx.update(customerLoginLinks).set({ usedAt: now }).where(and(eq(customerLoginLinks.customerId, customerId), isNull(customerLoginLinks.usedAt)));
}

/** The live (unrevoked, unexpired) customer session of a bearer token, as a condition. */
export const liveSession = (token: string) => liveSessionOf(sha256(token), new Date());

/** The same condition from the token's SHA-256 and the instant, each a value or a placeholder. */
const liveSessionOf = (hash: string | Placeholder, now: Date | Placeholder) =>
  and(eq(customerAccessTokens.tokenHash, hash), isNull(customerAccessTokens.revokedAt), gt(customerAccessTokens.expiresAt, now));

/** Every portal request runs it: built once (db/prepared.ts), values encoded as the columns would. */
const customerSessionQuery = (db: Executor) =>
  db
    .select({ customer: customers, sessionId: customerAccessTokens.id, projectId: customerAccessTokens.projectId })
    .from(customerAccessTokens)
    .innerJoin(customers, eq(customers.id, customerAccessTokens.customerId))
    // A workspace disabled by the operator opens no portal: its clients' sessions stop answering.
    .innerJoin(workspaces, and(eq(workspaces.id, customers.workspaceId), isNull(workspaces.disabledAt)))
    .where(liveSessionOf(sql.placeholder('hash'), sql.placeholder('now')))
    .limit(1);

/**
 * The session behind the request's bearer token (a live customer session), or null — also for a
 * staff token or no token at all. Public endpoints use it to recognise a signed-in client.
 */
export async function authenticateCustomer(db: Executor, req: FastifyRequest): Promise<CustomerSession | null> {
  const token = bearerToken(req);
  if (!token) return null;
  const [row] = await runPrepared(db, 'customer-session', customerSessionQuery, { hash: sha256(token), now: new Date().toISOString() });
  return row ?? null;
}

/**
 * POST /auth/logout with a customer's bearer token: revokes that session, and its realtime streams
 * end at commit on every server process. False when the token is no live customer session (the
 * caller then treats it as a staff token).
 */
export async function endCustomerSession(db: Executor, req: FastifyRequest): Promise<boolean> {
  const token = bearerToken(req);
  if (!token) return false;
  return db.transaction(async (tx) => {
    const ended = await tx.update(customerAccessTokens).set({ revokedAt: new Date() }).where(liveSession(token)).returning({ id: customerAccessTokens.id });
    await announceSessions(tx, 'customer', ended.map((r) => r.id));
    return ended.length > 0;
  });
}
