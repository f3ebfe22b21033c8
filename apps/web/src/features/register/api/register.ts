import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@trato/domain/auth/schemas';
import { api } from '../../../lib/api-client.ts';
import type { User } from '../../../lib/auth/types.ts';

export type RegisterResponse = {
  success: boolean;
  strategy: 'password';
  user: User;
  register_token: string | null;
  redirect_url: string;
};

/** POST /api/auth/register?t={registerToken} — creates the account and emails the verification link. */
export function register({ input, registerToken }: { input: RegisterInput; registerToken: string }): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/auth/register', input, { query: { t: registerToken }, token: null });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
