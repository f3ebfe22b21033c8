import '../../boot/hand-over.ts';
import { resultOf } from '../api-client.ts';
import { networkError } from '../api-error.ts';
import { discardEarlyReads } from '../early-reads.ts';
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

/**
 * Forgets the boot script's reads. They answer for the moment the page loaded, so they belong to the
 * router's first navigation only (app/router.tsx calls this once that navigation is done): a later
 * account read — after an invitation accepted or a sign-in on /register or /team/accept, pages
 * whose guard never asks for the account — must not take an answer from before.
 */
export function discardEarlyAccount(): void {
  if (typeof window !== 'undefined') delete window.__tratoEarlyAccount;
  // The page's first reads (lib/early-reads.ts) likewise answer for the moment the page loaded.
  discardEarlyReads();
}

type WatchedRouter = { state: { initialized: boolean }; subscribe: (fn: (state: { initialized: boolean }) => void) => () => void };

/** Calls discardEarlyAccount once `router`'s first navigation is done (at once if it already is). */
export function discardEarlyAccountAfterFirstNavigation(router: WatchedRouter): void {
  if (router.state.initialized) return discardEarlyAccount();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    discardEarlyAccount();
    stop();
  });
}
