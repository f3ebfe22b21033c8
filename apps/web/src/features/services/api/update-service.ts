import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceCreateInput } from '@trato/domain/services/schemas';
import { api } from '../../../lib/api-client.ts';
import { SERVICES_KEY, type Service } from './get-services.ts';

/** PUT /api/v1/services/{id}: subservices are replaced in the order given. */
export async function updateService(id: string, input: ServiceCreateInput): Promise<Service> {
  return (await api.put<{ data: Service }>(`/v1/services/${encodeURIComponent(id)}`, { ...input, id })).data;
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ServiceCreateInput }) => updateService(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SERVICES_KEY }),
  });
}
