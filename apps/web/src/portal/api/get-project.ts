import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalProjectDto } from '@trato/domain/portal/dto';
import { portalRequest } from '../lib/portal-api.ts';

/** GET /v1/customer/projects/{id}?include=files,payments,services,content&type=project (SPEC §7). */
export function getCustomerProject(id: string, signal?: AbortSignal): Promise<PortalProjectDto> {
  return portalRequest<{ data: PortalProjectDto }>(`/v1/customer/projects/${encodeURIComponent(id)}`, {
    query: { include: 'files,payments,services,content', type: 'project' },
    signal,
  }).then((r) => r.data);
}

export const customerProjectKey = (id: string) => ['customer', 'project', id] as const;

export const customerProjectQuery = (id: string) =>
  queryOptions({ queryKey: customerProjectKey(id), queryFn: ({ signal }) => getCustomerProject(id, signal) });

export function useCustomerProject(id: string | null) {
  return useQuery({ ...customerProjectQuery(id ?? ''), enabled: !!id });
}
