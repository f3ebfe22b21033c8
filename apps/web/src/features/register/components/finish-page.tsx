import { redirect } from 'react-router';
import { redirectStepFor, REDIRECT_STEP_PATH } from '@trato/domain/auth/register-session';
import { queryClient } from '../../../app/query-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { accountQueryOptions } from '../../../lib/auth/get-account.ts';
import { clearLocalSession } from '../../../lib/auth/logout.ts';
import { hasToken } from '../../../lib/auth/token-storage.ts';
import { getRegisterSession } from '../../../lib/register-session.ts';
import { isEmailAlreadyConfirmed, registerRedirect } from '../api/register-redirect.ts';
import { signInInstead } from '../lib/sign-in-instead.ts';

/**
 * /register/finish — sends an unfinished sign-up to its step: signed in → by the workspace's state
 * (or plan/welcome when the session says so); not signed in with a register token → the verify
 * step while the email is unconfirmed, /login once it is (the token never becomes a session);
 * else /register.
 */
export async function finishLoader() {
  const session = getRegisterSession();
  if (!hasToken() && session?.register_token) {
    try {
      await registerRedirect(session.register_token);
      return redirect('/register/verify');
    } catch (error) {
      return redirect(isEmailAlreadyConfirmed(error) ? signInInstead() : '/register');
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
