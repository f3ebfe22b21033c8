import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerNotificationsDto, CustomerNotificationsReadDto } from '@trato/domain/portal/dto';
import { portalRequest } from '../lib/portal-api.ts';

export const customerNotificationsKey = ['customer', 'notifications'] as const;
const key = customerNotificationsKey;
/** The API sends the newest 50. */
export const NOTIFICATIONS_SHOWN = 50;
/** New ones arrive on the stream (notification-stream.ts); a slow poll only while it is down. */
const FALLBACK_POLL_MS = 60_000;
let streamUp = false;
export function setCustomerStreamUp(up: boolean): void {
  streamUp = up;
}

/** GET /v1/customer/notifications: newest first, with the unread count. */
export function useCustomerNotifications() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => portalRequest<CustomerNotificationsDto>('/v1/customer/notifications', { signal }),
    // Evaluated after every fetch; the stream going down triggers one.
    refetchInterval: () => (streamUp ? false : FALLBACK_POLL_MS),
  });
}

/** PUT /v1/customer/notifications/read (all) or /{id}/read (one). */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      portalRequest<CustomerNotificationsReadDto>(id ? `/v1/customer/notifications/${encodeURIComponent(id)}/read` : '/v1/customer/notifications/read', {
        method: 'PUT',
        body: id ? undefined : {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
