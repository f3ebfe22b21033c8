import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaginationMeta } from '@trato/domain/pagination';
import { api } from '../../../lib/api-client.ts';

/** One notification as GET /v1/notifications sends it (docs/api/notifications.md). */
export type AppNotification = {
  id: string;
  type: string;
  createdAt: string;
  readed: boolean;
  data: { url: string | null } & Record<string, unknown>;
  notification: { icon: string; title: string };
};

export type NotificationsPage = { data: AppNotification[]; meta: PaginationMeta; unread_count: number };

export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** Until realtime arrives the bell polls (SPEC §4), and refetches when the window regains focus. */
export const NOTIFICATIONS_POLL_MS = 30_000;

/** GET /api/v1/notifications?page= — the caller's own, newest first, with the unread count. */
export async function getNotifications(page = 1): Promise<NotificationsPage> {
  return api.get<NotificationsPage>('/v1/notifications', { query: { page } });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'list', 1],
    queryFn: () => getNotifications(1),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
