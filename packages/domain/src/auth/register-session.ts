/**
 * The register session the browser keeps while a sign-up is under way (SPEC §3): who is signing up
 * and which step they reached. `type: 'resubscribe'` marks a returning, not yet finished account.
 */
export type RegisterStep = 'verify' | 'confirm' | 'survey' | 'config' | 'plan' | 'welcome' | 'done';

export type RegisterSession = {
  email: string;
  id: string | null;
  token: string | null;
  /** The sign-up's register token (POST /auth/register/redirect?t=…), until the email is confirmed. */
  register_token?: string | null;
  workspace_name: string | null;
  workspace_id: string | null;
  step: RegisterStep;
  type?: 'resubscribe';
  strategy?: 'password' | 'google';
};

/**
 * Where an account continues its registration (SPEC §4): survey while it has no workspace, config
 * while the workspace has no default currency, otherwise it is done.
 */
export type RedirectStep = 'survey' | 'config' | 'done';

export function redirectStepFor(workspace: { default_currency: string | null } | null | undefined): RedirectStep {
  if (!workspace) return 'survey';
  if (!workspace.default_currency) return 'config';
  return 'done';
}

/** The page that closes the sign-up form: Google accounts confirm their data, others verify email. */
export function registerLandingFor(strategy: 'password' | 'google'): '/register/confirm' | '/register/verify' {
  return strategy === 'google' ? '/register/confirm' : '/register/verify';
}

export const REDIRECT_STEP_PATH: Record<RedirectStep, string> = {
  survey: '/register/survey',
  config: '/register/config',
  done: '/dashboard',
};
