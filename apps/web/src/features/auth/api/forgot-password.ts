import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/password/email — always answers the same, whether or not the account exists. */
export function forgotPassword(email: string): Promise<{ success: boolean; message?: string }> {
  return api.post('/auth/password/email', { email }, { token: null });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
