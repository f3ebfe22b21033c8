import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { TokenResponse, User, Workspace } from '../../../lib/auth/types.ts';

export type RegisterRedirectResponse =
  | { success: boolean; strategy: 'password' | 'google'; token: null; redirect_step: 'verify'; user: User; workspace: null; register_token: string }
  | (TokenResponse & { strategy: 'password' | 'google'; workspace?: Workspace | null; register_token: null });

/** POST /api/auth/register/redirect?t= — where an unfinished sign-up stands (a session once verified). */
export function registerRedirect(registerToken: string): Promise<RegisterRedirectResponse> {
  return api.post<RegisterRedirectResponse>('/auth/register/redirect', undefined, { query: { t: registerToken }, token: null });
}

export function useRegisterRedirect() {
  return useMutation({ mutationFn: registerRedirect });
}
