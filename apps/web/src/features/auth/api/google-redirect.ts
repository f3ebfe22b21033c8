import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/authorize/google/redirect — the issuer's authorization URL for the code flow. */
export function googleRedirect(redirectUri: string): Promise<{ url: string }> {
  return api.post<{ url: string }>('/auth/authorize/google/redirect', { redirect_uri: redirectUri }, { token: null });
}

export function useGoogleRedirect() {
  return useMutation({ mutationFn: googleRedirect });
}
