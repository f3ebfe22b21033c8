import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { NOTIFICATIONS_KEY, notificationsQueryOptions } from './get-notifications.ts';

/** POST /api/v1/notifications/read-all — opening the bell marks every unread one read. */
export async function readAllNotifications(): Promise<{ unread_count: number }> {
  return api.post<{ unread_count: number }>('/v1/notifications/read-all');
}

export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSuccess: () => {
      // The badge clears at once; the list keeps its unread dots while open (the bell remembers them).
      queryClient.setQueryData(notificationsQueryOptions().queryKey, (page) =>
        page ? { ...page, unread_count: 0, data: page.data.map((n) => ({ ...n, readed: true })) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}
