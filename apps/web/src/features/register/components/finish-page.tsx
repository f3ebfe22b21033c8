import { redirect } from 'react-router';
import { redirectStepFor, REDIRECT_STEP_PATH } from '@trato/domain/auth/register-session';
import { queryClient } from '../../../app/query-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { accountQueryOptions } from '../../../lib/auth/get-account.ts';
import { clearLocalSession } from '../../../lib/auth/logout.ts';
import { hasToken, setSession } from '../../../lib/auth/token-storage.ts';
import { getRegisterSession } from '../../../lib/register-session.ts';
import { registerRedirect } from '../api/register-redirect.ts';

/**
 * /register/finish — sends an unfinished sign-up to its step: signed in → by the workspace's state
 * (or plan/welcome when the session says so); not signed in → by the register token; else /register.
 */
export async function finishLoader() {
  const session = getRegisterSession();
  if (!hasToken() && session?.register_token) {
    try {
      const status = await registerRedirect(session.register_token);
      if (!status.token) return redirect('/register/verify');
      setSession(status.token.access_token, status.strategy);
    } catch {
      return redirect('/register');
    }
  }
  if (!hasToken()) return redirect(session?.strategy === 'google' && session.token ? '/register/confirm' : '/register');

  let account;
  try {
    account = await queryClient.fetchQuery({ ...accountQueryOptions(), staleTime: 0 });
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      clearLocalSession(queryClient);
      return redirect('/login');
    }
    throw error;
  }
  const step = redirectStepFor(account.workspace);
  if (step !== 'done') return redirect(REDIRECT_STEP_PATH[step]);
  if (session?.step === 'plan' || session?.step === 'welcome') return redirect(`/register/${session.step}`);
  return redirect(REDIRECT_STEP_PATH.done);
}

export function FinishPage() {
  return null;
}
