import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { TokenResponse } from '../../../lib/auth/types.ts';

/** POST /api/auth/verify {token} — the emailed link's token; signs the user in. */
export function verifyEmail(token: string): Promise<TokenResponse> {
  return api.post<TokenResponse>('/auth/verify', { token }, { token: null });
}

/** A query keyed by the one-time token, so a double mount never spends it twice. */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useVerifyEmail(token: string | null) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: !!token });
}
