import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';

const response = {
  200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  503: z.object({ status: z.literal('error'), database: z.literal('unreachable') }),
};

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers and CI). */
export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/health', { schema: { tags: ['system'], response } }, async (req, reply) => {
    try {
      await deps.database.ping();
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      req.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: 'unreachable' });
    }
  });
}
