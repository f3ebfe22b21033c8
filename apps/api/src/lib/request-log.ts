import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request instead of Fastify's two: no "incoming request" line, and the "request
 * completed" (or "request errored") line carries the request's fields too (method, URL, address,
 * through the logger's `req` serializer). Same facts in the log for half the formatting per request
 * (docs/decisions/0036); every other line Fastify writes (errors, premature closes) is unchanged.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
