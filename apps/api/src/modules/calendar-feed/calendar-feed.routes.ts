import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedCreatedSchema, calendarFeedStatusSchema } from '@trato/domain/dashboard/dto-schemas';
import { DASHBOARD_MESSAGES as M } from '@trato/domain/dashboard/messages';
import { dataOf } from '@trato/domain/openapi/common';
import type { AppDeps } from '../../app-deps.ts';
import { notFound, tooManyRequests } from '../../lib/errors.ts';
import { MemoryRateLimit } from '../../lib/memory-rate-limit.ts';
import { noContent, nonJsonBody } from '../../lib/openapi.ts';
import { sha256 } from '../../lib/crypto.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { listCalendarEvents } from '../dashboard/calendar-events.ts';
import { feedByToken, feedStatus, revokeFeed, rotateFeed, TOKEN_SHAPE } from './calendar-feed.queries.ts';
import { addDays, dayIn, FEED_DAYS_AFTER, FEED_DAYS_BEFORE, feedDocument } from './feed-document.ts';

const bearer = [{ bearerAuth: [] }];
const tags = ['calendar'];

/** Calendar apps poll every hour or so; this leaves room for retries and a person testing the URL. */
const FEED_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

/**
 * The private iCalendar feed (decision 0026): `POST|GET|DELETE /v1/calendar/feed` for the signed-in
 * user, and the public `GET /calendar/{token}.ics` a calendar app subscribes to (no session: the
 * token is the secret). Registered at the /api level because the public path is not under /v1.
 */
export async function calendarFeedRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps.database;
  const { appUrl } = deps.config;
  const limiter = new MemoryRateLimit(FEED_LIMIT);

  await api.register(
    async (v1) => {
      v1.post('/calendar/feed', { schema: { tags, security: bearer, response: { 201: dataOf(calendarFeedCreatedSchema) } } }, async (req, reply) => {
        const ctx = await workspaceContext(db, req);
        return reply.status(201).send({ data: await rotateFeed(ctx, appUrl) });
      });
      v1.get('/calendar/feed', { schema: { tags, security: bearer, response: { 200: dataOf(calendarFeedStatusSchema) } } }, async (req) => ({ data: await feedStatus(await workspaceContext(db, req)) }));
      v1.delete('/calendar/feed', { schema: { tags, security: bearer, response: { 204: noContent } } }, async (req, reply) => {
        await revokeFeed(await workspaceContext(db, req));
        return reply.status(204).send();
      });
    },
    { prefix: '/v1' },
  );

  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/calendar/:file',
    {
      schema: {
        tags,
        description: 'The private iCalendar feed (text/calendar). No session: the token in the path is the secret.',
        params: z.object({ file: z.string().max(200) }),
        response: { 200: nonJsonBody('text/calendar', 'Documento iCalendar con los pagos y etapas del espacio.') },
      },
    },
    async (req, reply) => {
      const token = req.params.file.replace(/\.ics$/, '');
      if (!req.params.file.endsWith('.ics') || !TOKEN_SHAPE.test(token)) throw notFound(M.feedNotFound);
      const wait = limiter.take(sha256(token));
      if (wait) {
        reply.header('Retry-After', String(wait));
        throw tooManyRequests(M.feedTooMany);
      }
      const feed = await feedByToken(db, token);
      if (!feed) throw notFound(M.feedNotFound);
      // The app's clock (tests freeze it): a payment's state in the feed is the one of every other surface.
      const now = deps.clock?.() ?? new Date();
      const today = dayIn(feed.timeZone, now);
      const events = await listCalendarEvents(db, feed.workspaceId, { from: addDays(today, -FEED_DAYS_BEFORE), to: addDays(today, FEED_DAYS_AFTER), payments: true, stages: true }, now);
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="trato.ics"')
        .header('Cache-Control', 'private, no-cache')
        .send(feedDocument(feed.name, events, appUrl, now));
    },
  );
}
