import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuperadminAction, SuperadminList, SuperadminPage, SuperadminPlans, SuperadminRows } from '@trato/domain/superadmin/superadmin';
import { api } from '../../../lib/api-client.ts';

export const SUPERADMIN_KEY = ['superadmin'] as const;

/** GET /api/v1/superadmin?list=&search=&page= */
export async function getSuperadminList<L extends SuperadminList>(list: L, search: string, page: number): Promise<SuperadminPage<L>> {
  return api.get<SuperadminPage<L>>('/v1/superadmin', { query: { list, search: search.trim() || undefined, page } });
}

export const superadminListOptions = <L extends SuperadminList>(list: L, search: string, page: number) =>
  queryOptions({
    queryKey: [...SUPERADMIN_KEY, 'list', list, search.trim(), page],
    queryFn: () => getSuperadminList(list, search, page),
    // Keep the previous page while the next loads, but never another list's rows (other columns).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === list ? previous : undefined),
  });

export function useSuperadminList<L extends SuperadminList>(list: L, search: string, page: number) {
  return useQuery(superadminListOptions(list, search, page));
}

/** GET /api/v1/superadmin/plans: every plan, for the workspace plan select. */
export function useSuperadminPlans() {
  return useQuery({
    queryKey: [...SUPERADMIN_KEY, 'plans'],
    queryFn: async () => (await api.get<{ data: SuperadminPlans }>('/v1/superadmin/plans')).data,
    staleTime: 5 * 60_000,
  });
}

export type ActionAnswer = { data: SuperadminRows['workspaces']; message: string };

/** POST /api/v1/superadmin: assign a plan, disable or enable a workspace. */
export function useSuperadminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SuperadminAction) => api.post<ActionAnswer>('/v1/superadmin', action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SUPERADMIN_KEY, 'list'] }),
  });
}
