import { z } from 'zod';
import { isoDateTime, paginationMetaSchema } from './common.ts';

/** A staff bell notification (apps/api/src/modules/notifications/serialize.ts `NotificationDto`). */
export const notificationSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    createdAt: isoDateTime,
    readed: z.boolean(),
    data: z.looseObject({ url: z.string().nullable() }),
    notification: z.object({ icon: z.string(), title: z.string() }),
  })
  .meta({ id: 'Notification' });

export const notificationPageSchema = z.object({ data: z.array(notificationSchema), meta: paginationMetaSchema, unread_count: z.number().int() });
