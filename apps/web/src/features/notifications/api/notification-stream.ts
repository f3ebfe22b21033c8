import { createElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { STAFF_STREAM_PATH } from '@trato/domain/realtime/sse';
import { getToken } from '../../../lib/auth/token-storage.ts';
import { putArrived } from '../../../lib/realtime/put-arrived.ts';
import { useEventStream } from '../../../lib/realtime/use-event-stream.ts';
import { NotificationToast } from '../components/notification-toast.tsx';
import { withArrived } from '../lib/bell-cache.ts';
import { internalPath } from '../lib/bell-rules.ts';
import { announceNotification, setStreamUp } from '../lib/notification-events.ts';
import { type AppNotification, NOTIFICATIONS_KEY, type NotificationsPage, notificationsQueryOptions } from './get-notifications.ts';

/** SPEC §9: the notification toast lasts 5000 ms, top-right. */
export const NOTIFICATION_TOAST_MS = 5000;

/**
 * GET /api/v1/notifications/stream while the staff app is open (the header's bell mounts it): each
 * notification goes into the bell's cache, pops a toast and is announced to the open page. While
 * the stream is down the bell falls back to polling; when it comes back the bell is refetched once,
 * in case something was missed in between (the replay covers the last 50).
 */
export function useNotificationStream(): void {
  const qc = useQueryClient();
  useEventStream<AppNotification>({
    path: STAFF_STREAM_PATH,
    token: getToken,
    onUp: setStreamUp,
    resync: () => void qc.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
    onItem: (n, navigate) => {
      putArrived<NotificationsPage>(qc, notificationsQueryOptions().queryKey, (page) => withArrived(page, n));
      const path = internalPath(n.data.url);
      const open = path
        ? () => {
            toast.dismiss(n.id);
            void navigate(path);
          }
        : null;
      toast(createElement(NotificationToast, { item: n, onOpen: open }), { id: n.id, duration: NOTIFICATION_TOAST_MS, position: 'top-right' });
      announceNotification(n);
    },
  });
}
