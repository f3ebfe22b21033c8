import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@trato/domain/auth/schemas';
import { api } from '../../../lib/api-client.ts';
import type { TokenResponse, User } from '../../../lib/auth/types.ts';

/** An unverified account answers without a token and sends the user back to verification. */
export type PendingVerification = { success: true; token?: null; redirect_url: string; register_token: string | null; user: User };

export type LoginResponse = TokenResponse | PendingVerification;

export function hasAccessToken(response: LoginResponse): response is TokenResponse & { token: NonNullable<TokenResponse['token']> } {
  return !!response.token?.access_token;
}

/** POST /api/auth/login */
export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', input, { token: null });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
