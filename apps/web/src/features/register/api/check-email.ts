import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type CheckEmailResponse = { success: boolean; registerToken: string; redirect_url: string };

/** POST /api/auth/register/check — 422 'Este correo no está disponible.' when taken. */
export function checkEmail(email: string): Promise<CheckEmailResponse> {
  return api.post<CheckEmailResponse>('/auth/register/check', { email }, { token: null });
}

export function useCheckEmail() {
  return useMutation({ mutationFn: checkEmail });
}
