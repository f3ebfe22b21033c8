import { useInfiniteQuery } from '@tanstack/react-query';
import { getProjects, type ProjectsQuery } from './get-projects.ts';
import { PROJECTS_LIST_KEY } from './keys.ts';

/** One board column: a line's projects in a tab, page after page ("Ver más"). */
export function useProjectsColumn(q: Omit<ProjectsQuery, 'page'>) {
  return useInfiniteQuery({
    queryKey: [...PROJECTS_LIST_KEY, 'column', q],
    queryFn: ({ pageParam, signal }) => getProjects({ ...q, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });
}
