import { PAGE_SIZE } from '@trato/domain/page-size';
import type { AppNotification, NotificationsPage } from '../api/get-notifications.ts';

/**
 * The bell's first page with a notification that just arrived on the stream: on top, never twice
 * (a replay after a reconnect may resend one), the page kept at its size, and counted unread.
 */
export function withArrived(page: NotificationsPage | undefined, n: AppNotification): NotificationsPage | undefined {
  if (!page) return page;
  if (page.data.some((x) => x.id === n.id)) return page;
  const size = page.meta.per_page || PAGE_SIZE;
  return {
    ...page,
    data: [n, ...page.data].slice(0, size),
    meta: { ...page.meta, total: page.meta.total + 1 },
    unread_count: page.unread_count + (n.readed ? 0 : 1),
  };
}
