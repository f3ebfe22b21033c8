import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { authenticateCustomer } from '../customer-auth/customer-tokens.ts';
import { requireCustomer } from '../portal/portal-access.ts';
import { customerReplay, LOADERS, staffReplay } from './audiences.ts';
import { nonJsonBody } from '../../lib/openapi.ts';
import { createRealtimeHub } from './hub.ts';
import { REALTIME_MESSAGES as M } from './messages.ts';
import { HEARTBEAT_MS, openEventStream } from './sse.ts';

export type RealtimeOptions = { heartbeatMs?: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const bearer = [{ bearerAuth: [] }];
const streamSchema = (summary: string) => ({
  tags: ['notifications'],
  security: bearer,
  summary,
  description: 'text/event-stream: `event: notification`, `id:` the notification id, `data:` its DTO. Header Last-Event-ID replays what came after it.',
  response: { 200: nonJsonBody('text/event-stream', 'Flujo de eventos (SSE) abierto hasta que se cierra la sesión.') },
});

/** The id a reconnecting client last saw, or null; 422 for something that cannot be one. */
function lastEventId(req: FastifyRequest): string | null {
  const raw = req.headers['last-event-id'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return null;
  if (!UUID.test(value)) throw fieldError('Last-Event-ID', M.badLastEventId);
  return value;
}

/** A session check that fails only on a dead session: a database hiccup keeps the stream. */
async function stillAlive(check: () => Promise<boolean>): Promise<boolean> {
  try {
    return await check();
  } catch (err) {
    return !(err instanceof AppError);
  }
}

/**
 * GET /v1/notifications/stream (staff) and /v1/customer/notifications/stream (customer portal):
 * the bells in real time over Server-Sent Events, fed by LISTEN/NOTIFY (docs/api/realtime.md).
 * The stream ends with the session, and all of them on app.close().
 */
export async function realtimeRoutes(app: FastifyInstance, deps: AppDeps, opts: RealtimeOptions = {}): Promise<void> {
  const { db } = deps.database;
  const hub = createRealtimeHub(deps.database, LOADERS, app.log);
  await hub.start();
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => hub.stop());

  app.get('/notifications/stream', { schema: streamSchema('Notificaciones del equipo en tiempo real') }, async (req, reply) => {
    const ctx = await workspaceContext(db, req);
    const lastId = lastEventId(req);
    const owner = { userId: ctx.userId, workspaceId: ctx.workspaceId };
    await openEventStream(reply, {
      hub,
      heartbeatMs,
      subscriber: { audience: 'staff', workspaceId: ctx.workspaceId, principalId: ctx.userId, projectId: null, sessionId: ctx.tokenId },
      replay: async () => (lastId ? staffReplay(db, owner, lastId) : []),
      sessionAlive: () =>
        stillAlive(async () => {
          const now = await workspaceContext(db, req);
          return now.tokenId === ctx.tokenId && now.workspaceId === ctx.workspaceId;
        }),
    });
  });

  app.get('/customer/notifications/stream', { schema: { ...streamSchema('Notificaciones del cliente en tiempo real'), tags: ['portal'] } }, async (req, reply) => {
    const session = await requireCustomer(db, req);
    const lastId = lastEventId(req);
    await openEventStream(reply, {
      hub,
      heartbeatMs,
      subscriber: {
        audience: 'customer',
        workspaceId: session.customer.workspaceId,
        principalId: session.customer.id,
        projectId: session.projectId,
        sessionId: session.sessionId,
      },
      replay: async () => (lastId ? customerReplay(db, session, lastId) : []),
      sessionAlive: () => stillAlive(async () => (await authenticateCustomer(db, req))?.sessionId === session.sessionId),
    });
  });
}
