import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerNotificationsDto, CustomerNotificationsReadDto } from '@trato/domain/portal/dto';
import { portalRequest } from '../lib/portal-api.ts';

const key = ['customer', 'notifications'] as const;

/** GET /v1/customer/notifications: newest first, with the unread count. */
export function useCustomerNotifications() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => portalRequest<CustomerNotificationsDto>('/v1/customer/notifications', { signal }),
    // No realtime channel for customers yet: a glance every minute and on focus is enough for a bell.
    refetchInterval: 60_000,
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
