import { publicRequest } from '../lib/public-api.ts';

/** POST /api/auth/customer/login-link/send { email }: emails a new access link (SPEC §7). */
export async function sendLoginLink(email: string): Promise<{ message?: string }> {
  return (await publicRequest<{ message?: string } | null>('/auth/customer/login-link/send', { method: 'POST', body: { email: email.trim().toLowerCase() }, token: null })) ?? {};
}
