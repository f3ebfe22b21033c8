import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type WorkspaceCheck = { valid: boolean; domain: string; message: string };

/** POST /api/auth/register/check-workspace {name} — is the name (its domain) free? */
export function checkWorkspace(name: string, signal?: AbortSignal): Promise<WorkspaceCheck> {
  return api.post<WorkspaceCheck>('/auth/register/check-workspace', { name }, { signal });
}

export const checkWorkspaceQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['register', 'check-workspace', name],
    queryFn: ({ signal }) => checkWorkspace(name, signal),
    staleTime: 10_000,
    retry: false,
  });

export function useCheckWorkspace(name: string, enabled: boolean) {
  return useQuery({ ...checkWorkspaceQueryOptions(name), enabled });
}
