import { and, eq, sql } from 'drizzle-orm';
import { PAYMENTS_MESSAGES as M } from '@trato/domain/payments/messages';
import type { Executor } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { fieldError } from '../../lib/errors.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { canonicalJson } from '../audit/canonical-json.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

/** How long a key is remembered; after that the same key is a new request. */
export const IDEMPOTENCY_TTL_HOURS = 24;

/** The answer `fn` gave, or the one stored for the key (stored as given, so the same status and body type). */
export type StoredAnswer<S extends number, B> = { status: S; body: B; replayed: boolean };

/**
 * Runs `fn` at most once per (workspace, scope, key). The key's row is claimed first, in the same
 * transaction as the work: a concurrent request with the key waits on it, then finds the answer.
 * The same key with the same body replays the stored answer; with another body → 422. A failure
 * rolls the claim back with everything else, so errors are never stored. Without a key, just runs.
 */
export async function idempotent<S extends number, B>(
  ctx: WorkspaceContext,
  scope: string,
  key: string | undefined,
  body: unknown,
  fn: (tx: Executor) => Promise<{ status: S; body: B }>,
): Promise<StoredAnswer<S, B>> {
  if (key === undefined) return { ...(await ctx.db.transaction(fn)), replayed: false };
  const requestHash = sha256(canonicalJson(body ?? null));
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ workspaceId: ctx.workspaceId, scope, key, requestHash, statusCode: 0, response: {} })
      .onConflictDoUpdate({
        target: [idempotencyKeys.workspaceId, idempotencyKeys.scope, idempotencyKeys.key],
        set: { requestHash, statusCode: 0, response: {}, createdAt: sql`now()` },
        where: sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
      })
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(inWorkspace(idempotencyKeys.workspaceId, ctx.workspaceId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      if (!stored || stored.requestHash !== requestHash) throw fieldError('idempotency-key', M.idempotencyKeyReused);
      return { status: stored.statusCode as S, body: stored.response as B, replayed: true };
    }
    const answer = await fn(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: answer.status, response: answer.body })
      .where(and(inWorkspace(idempotencyKeys.workspaceId, ctx.workspaceId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return { ...answer, replayed: false };
  });
}
