import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type AppNotification, NOTIFICATIONS_KEY } from './get-notifications.ts';

/** PUT /api/v1/notifications/{id}/read — clicking one marks it read. */
export async function readNotification(id: string): Promise<AppNotification> {
  return (await api.put<{ data: AppNotification }>(`/v1/notifications/${encodeURIComponent(id)}/read`)).data;
}

export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: readNotification, onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }) });
}
