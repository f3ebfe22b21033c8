import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';

/**
 * How long the readiness check waits for the database's answer. A database that takes longer than
 * this to answer `select 1` is not serving requests either; a load balancer should look elsewhere.
 */
export const HEALTH_TIMEOUT_MS = 2_000;

const ready = {
  200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  503: z.object({ status: z.literal('error'), database: z.literal('unreachable') }),
};
const live = { 200: z.object({ status: z.literal('ok') }) };

function answeredWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`la base de datos no respondió en ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/health (readiness): 200 when the database answers a real statement within
 * HEALTH_TIMEOUT_MS, 503 otherwise. GET /api/health/live (liveness): 200 while the process serves
 * HTTP, database or not — an orchestrator restarts on the second, routes traffic on the first
 * (README, decision 0057).
 */
export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/health', { schema: { tags: ['system'], response: ready } }, async (req, reply) => {
    try {
      await answeredWithin(deps.database.ping(), HEALTH_TIMEOUT_MS);
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      req.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: 'unreachable' });
    }
  });
  app.get('/health/live', { schema: { tags: ['system'], response: live } }, async () => ({ status: 'ok' }));
}
