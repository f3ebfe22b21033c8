import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf } from '@trato/domain/openapi/common';
import { notificationPageSchema, notificationSchema } from '@trato/domain/openapi/notifications';
import { pageSchema, paginationMeta } from '@trato/domain/pagination';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { listNotifications, markAllRead, markRead, type BellOwner } from './notifications.queries.ts';
import { serializeNotification } from './serialize.ts';

const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });
const LIST_PATH = '/api/v1/notifications';

/** The staff bell (SPEC §2.4, §4): the caller's own notifications in their current workspace. */
export async function notificationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const owner = async (req: Parameters<typeof workspaceContext>[1]): Promise<BellOwner> => {
    const ctx = await workspaceContext(db, req);
    return { userId: ctx.userId, workspaceId: ctx.workspaceId };
  };

  r.get('/notifications', { schema: { tags: ['notifications'], security: bearer, querystring: z.object({ page: pageSchema }), response: { 200: notificationPageSchema } } }, async (req) => {
    const { page } = req.query;
    const { rows, total, unreadCount } = await listNotifications(db, await owner(req), page);
    return { data: rows.map(serializeNotification), meta: paginationMeta({ page, total, path: LIST_PATH }), unread_count: unreadCount };
  });

  r.post('/notifications/read-all', { schema: { tags: ['notifications'], security: bearer, response: { 200: z.object({ unread_count: z.number().int() }) } } }, async (req) => {
    await markAllRead(db, await owner(req));
    return { unread_count: 0 };
  });

  r.put('/notifications/:id/read', { schema: { tags: ['notifications'], security: bearer, params: idParams, response: { 200: dataOf(notificationSchema) } } }, async (req) => {
    const row = await markRead(db, await owner(req), req.params.id);
    if (!row) throw notFound();
    return { data: serializeNotification(row) };
  });
}
