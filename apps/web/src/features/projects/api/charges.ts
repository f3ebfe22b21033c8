import { useQuery } from '@tanstack/react-query';
import type { ChargeDto } from '@trato/domain/payments/charges';
import { api } from '../../../lib/api-client.ts';
import { chargesKey } from './keys.ts';

/** GET /v1/projects/{id}/charges: the online charges of the project's payments (decision 0075). */
export function useProjectCharges(projectId: string) {
  return useQuery({
    queryKey: chargesKey(projectId),
    queryFn: async ({ signal }) => (await api.get<{ data: ChargeDto[] }>(`/v1/projects/${encodeURIComponent(projectId)}/charges`, { signal })).data,
  });
}
