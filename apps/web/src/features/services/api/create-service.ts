import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceCreateInput } from '@trato/domain/services/schemas';
import { api } from '../../../lib/api-client.ts';
import { SERVICES_KEY, type Service } from './get-services.ts';

/** POST /api/v1/services: the server recomputes the totals. */
export async function createService(input: ServiceCreateInput): Promise<Service> {
  return (await api.post<{ data: Service }>('/v1/services', input)).data;
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createService, onSuccess: () => queryClient.invalidateQueries({ queryKey: SERVICES_KEY }) });
}
