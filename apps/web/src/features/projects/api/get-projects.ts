import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@trato/domain/pagination';
import { api } from '../../../lib/api-client.ts';
import type { ProjectTab } from '../lib/list-params.ts';
import { PROJECTS_LIST_KEY } from './keys.ts';
import type { ProjectListItemDto } from './types.ts';

export type ProjectsPage = Paginated<ProjectListItemDto>;
export type ProjectsQuery = { page: number; text: string; line: string | null; tab: ProjectTab | 'init' };

/** GET /api/v1/projects — 10 a page, newest first: the tab picks status (active, finished, init) or the trash. */
export function getProjects(q: ProjectsQuery, signal?: AbortSignal): Promise<ProjectsPage> {
  return api.get<ProjectsPage>('/v1/projects', {
    query: {
      type: 'project',
      page: q.page > 1 ? q.page : undefined,
      text: q.text.trim() || undefined,
      line: q.line ?? undefined,
      status: q.tab === 'trash' ? undefined : q.tab,
      trash: q.tab === 'trash' ? 1 : undefined,
    },
    signal,
  });
}

export function useProjects(q: ProjectsQuery) {
  return useQuery({ queryKey: [...PROJECTS_LIST_KEY, q], queryFn: ({ signal }) => getProjects(q, signal), placeholderData: keepPreviousData });
}
