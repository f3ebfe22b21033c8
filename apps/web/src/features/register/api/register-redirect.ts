import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@trato/domain/auth/schemas';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import type { User } from '../../../lib/auth/types.ts';

/** Where an unverified sign-up stands. The answer never carries a session (decision 0010). */
export type RegisterRedirectResponse = {
  success: boolean;
  strategy: 'password' | 'google';
  token: null;
  redirect_step: 'verify';
  user: User;
  workspace: null;
  register_token: string;
};

/** POST /api/auth/register/redirect?t= — still waiting for the email, or 422 once it is confirmed. */
export function registerRedirect(registerToken: string): Promise<RegisterRedirectResponse> {
  return api.post<RegisterRedirectResponse>('/auth/register/redirect', undefined, { query: { t: registerToken }, token: null });
}

export function useRegisterRedirect() {
  return useMutation({ mutationFn: registerRedirect });
}

/** The register token's email is already confirmed: the person signs in instead of resuming with it. */
export function isEmailAlreadyConfirmed(error: unknown): boolean {
  return isApiError(error) && error.status === 422 && error.fieldError('t') === AUTH_MESSAGES.emailAlreadyConfirmed;
}
