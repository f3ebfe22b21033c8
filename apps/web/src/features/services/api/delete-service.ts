import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { SERVICES_KEY } from './get-services.ts';

/** DELETE /api/v1/services/{id}. */
export async function deleteService(id: string): Promise<void> {
  await api.delete<null>(`/v1/services/${encodeURIComponent(id)}`);
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteService, onSuccess: () => queryClient.invalidateQueries({ queryKey: SERVICES_KEY }) });
}
