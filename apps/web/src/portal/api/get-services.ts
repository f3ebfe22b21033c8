import { useQuery } from '@tanstack/react-query';
import type { CustomerServicesDto } from '@trato/domain/portal/dto';
import { portalRequest } from '../lib/portal-api.ts';

/** GET /v1/customer/services?project_id: the optional services the client may ask a quote for. */
export function useOptionalServices(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['customer', 'services', projectId],
    queryFn: ({ signal }) => portalRequest<CustomerServicesDto>('/v1/customer/services', { query: { project_id: projectId }, signal }),
    enabled,
  });
}
