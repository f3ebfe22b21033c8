import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accessTokens, customerAccessTokens, customers } from '../../db/schema/index.ts';
import type { Audience } from './events.ts';

/**
 * The NOTIFY channel of sessions that just ended or changed (decision 0060), apart from the
 * notifications' channel: its events carry no notification and need no rows read.
 */
export const SESSIONS_CHANNEL = 'trato_sessions';

/**
 * What a NOTIFY on it carries: the ids of the session rows (access_tokens / customer_access_tokens
 * ids), never a token or its hash. Every process re-checks its streams of those sessions at once.
 */
export type SessionsChanged = { audience: Audience; sessionIds: string[] };

/** Ids per payload: a uuid is 39 bytes in the JSON list, so 150 stay well under NOTIFY's 8000. */
const IDS_PER_PAYLOAD = 150;

export function sessionsPayloads(event: SessionsChanged): string[] {
  const payloads: string[] = [];
  for (let i = 0; i < event.sessionIds.length; i += IDS_PER_PAYLOAD) {
    payloads.push(JSON.stringify({ audience: event.audience, sessionIds: event.sessionIds.slice(i, i + IDS_PER_PAYLOAD) }));
  }
  return payloads;
}

/**
 * Announces that these sessions ended (logout, revoked) or changed (their user left a workspace).
 * Call it in the transaction that changed them: the NOTIFY is delivered at commit, so a listener
 * that re-checks the session then reads the change, and a rolled-back change announces nothing.
 */
export async function announceSessions(tx: Executor, audience: Audience, sessionIds: string[]): Promise<void> {
  for (const payload of sessionsPayloads({ audience, sessionIds })) {
    await tx.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${payload})`);
  }
}

/** The live sessions of these staff users, announced: what they may see just changed (removed from a workspace). */
export async function announceUsersSessions(tx: Executor, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const live = await tx
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(and(inArray(accessTokens.userId, userIds), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, new Date())));
  await announceSessions(tx, 'staff', live.map((r) => r.id));
}

/** The live sessions of a workspace's customers, announced: they are about to go (the demo's nightly reset deletes them). */
export async function announceWorkspaceCustomersSessions(tx: Executor, workspaceId: string): Promise<void> {
  const live = await tx
    .select({ id: customerAccessTokens.id })
    .from(customerAccessTokens)
    .innerJoin(customers, eq(customers.id, customerAccessTokens.customerId))
    .where(and(eq(customers.workspaceId, workspaceId), isNull(customerAccessTokens.revokedAt), gt(customerAccessTokens.expiresAt, new Date())));
  await announceSessions(tx, 'customer', live.map((r) => r.id));
}

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;

/** A payload heard on the channel, or null if it is not one of ours (anyone with SQL access may NOTIFY). */
export function parseSessions(payload: string): SessionsChanged | null {
  let raw: Partial<SessionsChanged>;
  try {
    raw = JSON.parse(payload) as Partial<SessionsChanged>;
  } catch {
    return null;
  }
  if (!raw || (raw.audience !== 'staff' && raw.audience !== 'customer')) return null;
  if (!Array.isArray(raw.sessionIds) || !raw.sessionIds.every(isId)) return null;
  return { audience: raw.audience, sessionIds: raw.sessionIds };
}
