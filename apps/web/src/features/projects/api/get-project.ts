import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { projectKey } from './keys.ts';
import type { ProjectDto } from './types.ts';

/** GET /api/v1/projects/{id}: one project with content, services, payments, files, visits and customers. */
export async function getProject(id: string, signal?: AbortSignal): Promise<ProjectDto> {
  return (await api.get<{ data: ProjectDto }>(`/v1/projects/${encodeURIComponent(id)}`, { signal })).data;
}

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKey(id),
    queryFn: ({ signal }) => getProject(id, signal),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
