import type { NotificationRow } from './notifications.queries.ts';

/** A notification on the wire (SPEC §3): readed, data.url, notification.icon/title. */
export type NotificationDto = {
  id: string;
  type: string;
  createdAt: string;
  readed: boolean;
  data: Record<string, unknown> & { url: string | null };
  notification: { icon: string; title: string };
};

export function serializeNotification(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    readed: row.readAt !== null,
    // url last: the stored extra data may never override where the item leads.
    data: { ...row.data, url: row.url },
    notification: { icon: row.icon, title: row.title },
  };
}
