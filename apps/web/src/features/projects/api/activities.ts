import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paginated } from '@trato/domain/pagination';
import { api } from '../../../lib/api-client.ts';
import { activitiesKey } from './keys.ts';
import type { ActivityDto } from './types.ts';

/** GET /v1/activities?projectId=&page=: the project's feed, newest first, 10 a page. */
export function useActivities(projectId: string, page: number) {
  return useQuery({
    queryKey: [...activitiesKey(projectId), page],
    queryFn: ({ signal }) => api.get<Paginated<ActivityDto>>('/v1/activities', { query: { projectId, page: page > 1 ? page : undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** DELETE /v1/activities/{id}. */
export function useDeleteActivity(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/v1/activities/${encodeURIComponent(id)}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: activitiesKey(projectId) }),
  });
}
