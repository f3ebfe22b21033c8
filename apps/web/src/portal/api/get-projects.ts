import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerProjectsDto } from '@trato/domain/portal/dto';
import { portalRequest } from '../lib/portal-api.ts';

/**
 * GET /v1/customer/projects?page=1&perPage=10&response=simple&project_id (SPEC §7): the customer's
 * portals for 'Más Portales', the current one, who they are and the provider's look.
 */
export function getCustomerProjects(projectId: string | null, signal?: AbortSignal): Promise<CustomerProjectsDto> {
  return portalRequest<CustomerProjectsDto>('/v1/customer/projects', {
    query: { page: 1, perPage: 10, response: 'simple', project_id: projectId },
    signal,
  });
}

export const customerProjectsKey = ['customer', 'projects'] as const;

export const customerProjectsQuery = (projectId: string | null) =>
  queryOptions({
    queryKey: [...customerProjectsKey, projectId],
    queryFn: ({ signal }) => getCustomerProjects(projectId, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomerProjects(projectId: string | null) {
  return useQuery(customerProjectsQuery(projectId));
}
