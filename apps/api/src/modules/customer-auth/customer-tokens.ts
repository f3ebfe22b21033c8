import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { customerAccessTokens, customerLoginLinks, customers } from '../../db/schema/index.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { bearerToken } from '../auth/authenticate.ts';

const MINUTE = 60 * 1000;
/** A magic link lives 15 minutes and opens one session (SPEC §7 Magic link; issue 5). */
export const LOGIN_LINK_TTL_MS = 15 * MINUTE;
/** A customer session lasts 30 days. */
export const CUSTOMER_TOKEN_TTL_MS = 30 * 24 * 60 * MINUTE;

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerStrategy = 'password' | 'google' | 'magic-link';

/** A single-use sign-in link for a customer (256 random bits; only its SHA-256 is stored). */
export async function issueLoginLink(db: Executor, customerId: string, projectId: string | null): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + LOGIN_LINK_TTL_MS);
  await db.insert(customerLoginLinks).values({ customerId, projectId, tokenHash: sha256(token), expiresAt });
  return { token, expiresAt };
}

/**
 * Spends a magic link: one statement marks it used only if it is unused and unexpired, so two
 * requests racing with the same link cannot both succeed. Null for a used, expired or unknown link.
 */
export async function spendLoginLink(db: Executor, token: string): Promise<{ customerId: string; projectId: string | null } | null> {
  const [row] = await db
    .update(customerLoginLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(customerLoginLinks.tokenHash, sha256(token)), isNull(customerLoginLinks.usedAt), gt(customerLoginLinks.expiresAt, new Date())))
    .returning({ customerId: customerLoginLinks.customerId, projectId: customerLoginLinks.projectId });
  return row ?? null;
}

export async function issueCustomerToken(
  db: Executor,
  customerId: string,
  strategy: CustomerStrategy,
  meta: { ip?: string | null; userAgent?: string | null } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + CUSTOMER_TOKEN_TTL_MS);
  await db.insert(customerAccessTokens).values({
    customerId,
    tokenHash: sha256(token),
    strategy,
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
}

/**
 * The customer behind the request's bearer token (a live customer session), or null — also for a
 * staff token or no token at all. Public endpoints use it to recognise a signed-in client.
 */
export async function authenticateCustomer(db: Executor, req: FastifyRequest): Promise<CustomerRow | null> {
  const token = bearerToken(req);
  if (!token) return null;
  const [row] = await db
    .select({ customer: customers })
    .from(customerAccessTokens)
    .innerJoin(customers, eq(customers.id, customerAccessTokens.customerId))
    .where(and(eq(customerAccessTokens.tokenHash, sha256(token)), isNull(customerAccessTokens.revokedAt), gt(customerAccessTokens.expiresAt, new Date())))
    .limit(1);
  return row?.customer ?? null;
}
