import '../../boot/early-account-types.ts';
import { resultOf } from '../api-client.ts';
import { networkError } from '../api-error.ts';
import type { Account } from './types.ts';

/**
 * The account read the boot script started while the app was still loading (decision 0085), taken
 * once: null when there is none, or when the stored token changed since (signed out, or in as
 * someone else), so the caller asks as usual. Its answer is read exactly as api.post reads one, so a
 * 401 is an ApiError with status 401 and ends the session in the same place.
 */
export function takeEarlyAccount(currentToken: string | null): Promise<Account> | null {
  const early = typeof window === 'undefined' ? undefined : window.__tratoEarlyAccount;
  if (!early) return null;
  delete window.__tratoEarlyAccount;
  if (!currentToken || early.token !== currentToken) return null;
  return early.response.then(
    (response) => resultOf<Account>(response, 'POST', '/auth/user'),
    () => {
      throw networkError();
    },
  );
}
