import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { TokenResponse } from '../../../lib/auth/types.ts';

export type GoogleCallbackParams = { code: string; state: string };

/** GET /api/auth/authorize/google/callback?code&state — exchanges the one-time code for a session. */
export function googleCallback(params: GoogleCallbackParams): Promise<TokenResponse> {
  return api.get<TokenResponse>('/auth/authorize/google/callback', { query: params, token: null });
}

/**
 * As a query keyed by the code, so a double mount (StrictMode) or a re-render never spends the
 * single-use code twice.
 */
export const googleCallbackQueryOptions = (params: GoogleCallbackParams) =>
  queryOptions({
    queryKey: ['auth', 'google-callback', params.code, params.state],
    queryFn: () => googleCallback(params),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useGoogleCallback(params: GoogleCallbackParams, enabled: boolean) {
  return useQuery({ ...googleCallbackQueryOptions(params), enabled });
}
