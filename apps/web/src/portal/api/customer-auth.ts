import { portalRequest } from '../lib/portal-api.ts';

/**
 * The customer sign-in calls of SPEC §7 "Auth (customer)" (docs/api/portal.md). They are small and
 * used together by the login page, so they share one file.
 */
export type CustomerUser = { id: string; name: string; email: string };

export type CustomerLoginResult = {
  success: boolean;
  handler: string;
  token: { access_token: string };
  user: CustomerUser;
  redirectUrl?: string | null;
};

const lower = (email: string) => email.trim().toLowerCase();

/** POST /auth/customer/check {email}: status 1 (has a password) or 2 (no password: magic link). */
export function checkCustomerEmail(email: string): Promise<{ status: 1 | 2 }> {
  return portalRequest('/auth/customer/check', { method: 'POST', body: { email: lower(email) }, token: null });
}

/** POST /auth/customer/login {email, password}. */
export function loginWithPassword(email: string, password: string): Promise<CustomerLoginResult> {
  return portalRequest('/auth/customer/login', { method: 'POST', body: { email: lower(email), password }, token: null });
}

/** POST /auth/customer/login-link/send {email}: the same answer whether or not the email has access. */
export function sendPortalLink(email: string): Promise<{ success: boolean; message?: string }> {
  return portalRequest('/auth/customer/login-link/send', { method: 'POST', body: { email: lower(email) }, token: null });
}

/** POST /auth/customer/login-link with the magic link as bearer: spends it and signs in. */
export function loginWithLink(magicLink: string): Promise<CustomerLoginResult> {
  return portalRequest('/auth/customer/login-link', { method: 'POST', token: magicLink });
}

/** POST /auth/logout with the customer bearer: revokes the session token. */
export function logoutCustomer(): Promise<unknown> {
  return portalRequest('/auth/logout', { method: 'POST' });
}

/** GET /auth/providers: whether 'Continuar con Google' shows (as on the staff login). */
export async function googleEnabled(): Promise<boolean> {
  try {
    const providers = await portalRequest<{ google?: boolean }>('/auth/providers', { token: null });
    return providers?.google === true;
  } catch {
    return false;
  }
}

/**
 * POST /auth/customer/authorize/google/redirect {redirect_uri}: the issuer's authorization URL for
 * the code flow, Google then returns to /c/login?code&state (decision 0017).
 */
export function startCustomerGoogle(redirectUri: string): Promise<{ url: string }> {
  return portalRequest('/auth/customer/authorize/google/redirect', { method: 'POST', body: { redirect_uri: redirectUri }, token: null });
}

/** GET /auth/customer/authorize/google/callback?code&state: the code spent for a customer session. */
export function finishCustomerGoogle(code: string, state: string): Promise<CustomerLoginResult> {
  return portalRequest('/auth/customer/authorize/google/callback', { query: { code, state }, token: null });
}
