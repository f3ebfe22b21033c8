import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteRequestDto } from '@trato/domain/portal/dto';
import { portalRequest } from '../lib/portal-api.ts';
import { customerProjectKey } from './get-project.ts';

/** POST /v1/customer/services/quote/bulk {service_ids, project_id}: the provider is notified. */
export function requestQuote(projectId: string, serviceIds: string[]): Promise<QuoteRequestDto> {
  return portalRequest<QuoteRequestDto>('/v1/customer/services/quote/bulk', { method: 'POST', body: { service_ids: serviceIds, project_id: projectId } });
}

export function useRequestQuote(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceIds: string[]) => requestQuote(projectId, serviceIds),
    // The services come back marked as requested.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerProjectKey(projectId) }),
  });
}
