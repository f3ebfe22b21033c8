import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers and CI). */
export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/health', { schema: { tags: ['system'] } }, async (req, reply) => {
    try {
      await deps.database.ping();
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      req.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: 'unreachable' });
    }
  });
}
