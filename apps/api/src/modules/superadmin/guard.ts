import type { FastifyRequest } from 'fastify';
import { SUPERADMIN_MESSAGES } from '@trato/domain/superadmin/superadmin';
import type { Db, Executor } from '../../db/client.ts';
import { superadminAudit } from '../../db/schema/index.ts';
import type { UserContext } from '../../lib/context.ts';
import { forbidden } from '../../lib/errors.ts';
import { authenticate } from '../auth/authenticate.ts';
import { isSuperadmin, type SuperadminSettings } from './superadmin-set.ts';

/**
 * 401 without a valid token, 403 FORBIDDEN for anyone but a superadmin. The user row comes from
 * this request's session lookup, so losing the proof or leaving the set counts at the next call.
 */
export async function requireSuperadmin(db: Db, req: FastifyRequest, settings: SuperadminSettings): Promise<UserContext> {
  const ctx = await authenticate(db, req);
  if (!isSuperadmin(ctx.user, settings)) throw forbidden(SUPERADMIN_MESSAGES.forbidden);
  return ctx;
}

const clip = (value: unknown, max = 200): unknown => (typeof value === 'string' ? value.slice(0, max) : value);

/**
 * What a superadmin call asked for, from the raw request (so a call refused by validation is
 * recorded as sent): the list or action, and its few parameters, clipped.
 */
export function auditEntry(req: FastifyRequest): { action: string; detail: Record<string, unknown> } {
  const path = req.url.split('?')[0]!.replace(/^\/api\/v1\/superadmin\/?/, '');
  const query = (req.query ?? {}) as Record<string, unknown>;
  const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
  if (path === '' && req.method === 'GET') return { action: `list:${String(clip(query.list ?? '', 40))}`, detail: { search: clip(query.search ?? null), page: clip(query.page ?? null, 20) } };
  if (path === '' && req.method === 'POST') {
    return { action: String(clip(body.action ?? 'unknown', 40)), detail: { workspace_id: clip(body.workspace_id ?? null, 60), plan_id: clip(body.plan_id ?? null, 60) } };
  }
  return { action: `${req.method.toLowerCase()}:${clip(path, 60)}`, detail: {} };
}

/** One audit row per superadmin call, written before the call is answered. */
export async function writeAudit(db: Executor, ctx: UserContext, req: FastifyRequest): Promise<void> {
  const { action, detail } = auditEntry(req);
  await db.insert(superadminAudit).values({ userId: ctx.userId, email: ctx.user.email, action, detail, ip: req.ip ?? null });
}
