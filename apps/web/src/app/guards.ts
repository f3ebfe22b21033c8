import { redirect, type LoaderFunctionArgs } from 'react-router';
import { redirectStepFor, REDIRECT_STEP_PATH } from '@trato/domain/auth/register-session';
import { authGuard, checkSubscriptionGuard, guestGuard, safeReturnPath } from '@trato/domain/routing/guards';
import { isApiError } from '../lib/api-error.ts';
import { accountQueryOptions } from '../lib/auth/get-account.ts';
import { resubscribeSession } from '../lib/billing/resubscribe.ts';
import { clearLocalSession } from '../lib/auth/logout.ts';
import { hasToken } from '../lib/auth/token-storage.ts';
import type { Account } from '../lib/auth/types.ts';
import { queryClient } from './query-client.ts';

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Loads the account for a guarded page; a 401 ends the session and sends the user to /login. */
async function loadAccount(): Promise<Account> {
  try {
    return await queryClient.ensureQueryData(accountQueryOptions());
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      clearLocalSession(queryClient);
      throw redirect('/login');
    }
    throw error;
  }
}

/** `auth` guard: a token is required, else /login?r={path}. */
export async function authLoader({ request }: LoaderFunctionArgs) {
  const to = authGuard({ hasToken: hasToken() }, pathOf(request));
  if (to) throw redirect(to);
  await loadAccount();
  return null;
}

/** `auth` + `checkSubscription`: the workspace must be set up (survey, config) and subscribed. */
export async function appLoader({ request }: LoaderFunctionArgs) {
  const to = authGuard({ hasToken: hasToken() }, pathOf(request));
  if (to) throw redirect(to);
  const account = await loadAccount();
  const setup = checkSubscriptionGuard({ hasToken: true, account }, new URL(request.url).pathname);
  if (setup) throw redirect(setup);
  return null;
}

/** `guest` guard: signed-in users skip login and sign-up (honouring ?r= on /login). */
export function guestLoader({ request }: LoaderFunctionArgs) {
  const to = guestGuard({ hasToken: hasToken() });
  if (to) throw redirect(safeReturnPath(new URL(request.url).searchParams.get('r')));
  return null;
}

type SetupStep = 'survey' | 'config' | 'plan' | 'welcome';

/**
 * Registration steps after verification: signed in, and sent to the step the workspace is really at
 * (no survey twice, no config before the survey).
 */
export function registerStepLoader(step: SetupStep) {
  return async (args: LoaderFunctionArgs) => {
    await authLoader(args);
    const account = await loadAccount();
    const next = redirectStepFor(account.workspace);
    if (step === 'survey' && next !== 'survey') throw redirect(REDIRECT_STEP_PATH[next]);
    if (step !== 'survey' && next === 'survey') throw redirect(REDIRECT_STEP_PATH.survey);
    if ((step === 'plan' || step === 'welcome') && next === 'config') throw redirect(REDIRECT_STEP_PATH.config);
    return null;
  };
}

/**
 * /checkout and /checkout/plans: the signed-in app (auth + checkSubscription), or — without stored
 * auth — the SPEC §4 resubscribe flow, whose register session carries the token (decision 0019).
 */
export async function checkoutLoader(args: LoaderFunctionArgs) {
  if (!hasToken() && resubscribeSession()) return null;
  return appLoader(args);
}
