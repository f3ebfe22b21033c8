import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaginationMeta } from '@trato/domain/pagination';
import { api } from '../../../lib/api-client.ts';
import { isStreamUp } from '../lib/notification-events.ts';

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

/**
 * New notifications arrive on the realtime stream (notification-stream.ts); the bell polls, slowly,
 * only while the stream is down. It refetches when the window regains focus either way.
 */
export const NOTIFICATIONS_FALLBACK_POLL_MS = 60_000;

/** GET /api/v1/notifications?page= — the caller's own, newest first, with the unread count. */
export async function getNotifications(page = 1): Promise<NotificationsPage> {
  return api.get<NotificationsPage>('/v1/notifications', { query: { page } });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'list', 1],
    queryFn: () => getNotifications(1),
    // Evaluated after every fetch: the stream going down triggers one (notification-stream.ts).
    refetchInterval: () => (isStreamUp() ? false : NOTIFICATIONS_FALLBACK_POLL_MS),
    refetchOnWindowFocus: true,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
