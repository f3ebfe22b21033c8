import { publicRequest } from '../lib/public-api.ts';

export type CustomerLoginResult = {
  success: boolean;
  handler: string;
  token: { access_token: string };
  user: { id: string; name: string; email: string };
  redirectUrl: string;
};

/** POST /api/auth/customer/login-link with the magic token as bearer: spends the link, signs in. */
export function loginWithMagicLink(magicToken: string): Promise<CustomerLoginResult> {
  return publicRequest<CustomerLoginResult>('/auth/customer/login-link', { method: 'POST', token: magicToken });
}
