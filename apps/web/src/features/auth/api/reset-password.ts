import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@trato/domain/auth/schemas';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/password/reset */
export function resetPassword(input: ResetPasswordInput): Promise<{ success: boolean; message?: string }> {
  return api.post('/auth/password/reset', input, { token: null });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
