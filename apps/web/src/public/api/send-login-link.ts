import { publicRequest } from '../lib/public-api.ts';

/**
 * POST /api/auth/customer/login-link/send { email, slug }: emails a new access link (SPEC §7). The
 * server answers the same whether or not the email has access; with the slug, the link returns to
 * this proposal's accepted page.
 */
export async function sendLoginLink(email: string, slug: string): Promise<{ message?: string }> {
  const body = { email: email.trim().toLowerCase(), slug };
  return (await publicRequest<{ message?: string } | null>('/auth/customer/login-link/send', { method: 'POST', body, token: null })) ?? {};
}
