import { useQueryClient } from '@tanstack/react-query';
import type { CustomerNotificationDto, CustomerNotificationsDto } from '@trato/domain/portal/dto';
import { CUSTOMER_STREAM_PATH } from '@trato/domain/realtime/sse';
import { putArrived } from '../../lib/realtime/put-arrived.ts';
import { useEventStream } from '../../lib/realtime/use-event-stream.ts';
import { toast } from '../components/toast.tsx';
import { customerToken } from '../lib/portal-api.ts';
import { customerNotificationsKey, NOTIFICATIONS_SHOWN, setCustomerStreamUp } from './notifications.ts';

/** The bell's list with one that just arrived: on top, never twice, counted unread. */
export function withArrivedNotice(list: CustomerNotificationsDto | undefined, n: CustomerNotificationDto): CustomerNotificationsDto | undefined {
  if (!list || list.data.some((x) => x.id === n.id)) return list;
  return { data: [n, ...list.data].slice(0, NOTIFICATIONS_SHOWN), unread: list.unread + (n.readed ? 0 : 1) };
}

/**
 * GET /api/v1/customer/notifications/stream while the portal is open (its bell mounts it): each
 * notification goes into the bell, pops a toast (5000 ms, top-right; choosing it opens its page),
 * and the portal's data about its project is refetched (a new file, a paid instalment, a stage).
 */
export function useCustomerNotificationStream(): void {
  const qc = useQueryClient();
  useEventStream<CustomerNotificationDto>({
    path: CUSTOMER_STREAM_PATH,
    token: customerToken,
    onUp: setCustomerStreamUp,
    resync: () => void qc.invalidateQueries({ queryKey: customerNotificationsKey }),
    onItem: (n, navigate) => {
      putArrived<CustomerNotificationsDto>(qc, customerNotificationsKey, (list) => withArrivedNotice(list, n));
      const url = n.url;
      toast.notification(n.title, url?.startsWith('/') && !url.startsWith('//') ? () => void navigate(url) : undefined);
      const projectId = n.project_id;
      if (projectId) void qc.invalidateQueries({ predicate: (q) => q.queryKey.includes(projectId) });
    },
  });
}
