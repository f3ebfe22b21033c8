import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type AuthProviders = { google: boolean };

/** GET /api/auth/providers — which sign-in providers are configured. Any failure means "none". */
export async function getProviders(): Promise<AuthProviders> {
  try {
    const response = await api.get<Partial<AuthProviders>>('/auth/providers', { token: null });
    return { google: response?.google === true };
  } catch {
    return { google: false };
  }
}

export const providersQueryOptions = () => queryOptions({ queryKey: ['auth', 'providers'], queryFn: getProviders, staleTime: 5 * 60_000 });

export function useProviders() {
  return useQuery(providersQueryOptions());
}
