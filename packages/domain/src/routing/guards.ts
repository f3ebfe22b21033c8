import { redirectStepFor, REDIRECT_STEP_PATH } from '../auth/register-session.ts';

/**
 * Route-guard decisions (SPEC §5), written as pure functions so the router and the tests share them.
 * Each returns null to let the visit through, or the path to send the visitor to.
 */
export type GuardName = 'auth' | 'guest' | 'checkSubscription';

export type GuardState = {
  hasToken: boolean;
  account?: {
    workspace: { default_currency: string | null } | null;
    subscription: { status: string } | null;
  } | null;
};

export function loginRedirect(path: string): string {
  return `/login?r=${encodeURIComponent(path)}`;
}

/** Provider area: a token is required, else /login?r={path}. */
export function authGuard(state: GuardState, path: string): string | null {
  return state.hasToken ? null : loginRedirect(path);
}

/** Login and sign-up pages are for visitors without a session. */
export function guestGuard(state: GuardState): string | null {
  return state.hasToken ? '/dashboard' : null;
}

const SETUP_EXEMPT = [/^\/billing/, /^\/login/, /^\/register/, /^\/superadmin/, /^\/c\//, /^\/p\//, /^\/checkout/];

/**
 * Workspace setup is checked on every page except billing, checkout, login, register, superadmin,
 * /c/ and /p/: an account without a workspace goes to the survey, without a currency to the config
 * step. A lapsed subscription is let through (decision 0019): its data stays readable and
 * exportable, the free plan's limits apply, /billing says so and the login offers to resubscribe.
 */
export function checkSubscriptionGuard(state: GuardState, path: string): string | null {
  if (SETUP_EXEMPT.some((re) => re.test(path))) return null;
  const account = state.account;
  if (!account) return null;
  const step = redirectStepFor(account.workspace);
  return step !== 'done' ? REDIRECT_STEP_PATH[step] : null;
}

/** A login return path must stay inside the app: no protocol, no host, no protocol-relative URL. */
export function safeReturnPath(r: string | null | undefined): string {
  if (!r) return '/dashboard';
  if (!r.startsWith('/') || r.startsWith('//') || r.startsWith('/\\')) return '/dashboard';
  if (/^\/(login|register|auth)(\/|$|\?)/.test(r)) return '/dashboard';
  return r;
}
