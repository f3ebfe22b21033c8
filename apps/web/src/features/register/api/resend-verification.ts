import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/verify/resend {email} — always the same answer (no account enumeration). */
export function resendVerification(email: string): Promise<{ success: boolean; message?: string }> {
  return api.post('/auth/verify/resend', { email: email.trim().toLowerCase() }, { token: null });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
