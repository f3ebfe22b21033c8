import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@trato/domain/pagination';
import type { ProposalListItemDto } from '@trato/domain/proposals/dto';
import { api } from '../../../lib/api-client.ts';

export type ProjectsPage = Paginated<ProposalListItemDto>;

/** GET /api/v1/projects: the workspace's projects (type project), newest first, 10 a page. */
export function getProjects(page: number, signal?: AbortSignal): Promise<ProjectsPage> {
  return api.get<ProjectsPage>('/v1/projects', { query: { page: page > 1 ? page : undefined }, signal });
}

export function useProjects(page: number) {
  return useQuery({ queryKey: ['projects', 'list', page], queryFn: ({ signal }) => getProjects(page, signal), placeholderData: keepPreviousData });
}
