import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { isApiError } from '../api-error.ts';
import { writeJson, STORAGE_KEYS } from '../storage.ts';
import { takeEarlyAccount } from './early-account.ts';
import { clearSession, getToken } from './token-storage.ts';
import type { Account } from './types.ts';

export const accountKey = ['auth', 'user'] as const;

/**
 * POST /api/auth/user — the current account. A 401 here means the stored token is dead: the session
 * is cleared at once (the router guard or the query-cache handler then sends the user to /login).
 */
export async function getAccount(): Promise<Account> {
  try {
    // The boot script's read when there is one (it left with the HTML), else a new one.
    const account = await (takeEarlyAccount(getToken()) ?? api.post<Account>('/auth/user'));
    writeJson(STORAGE_KEYS.user, { id: account.user.id, name: account.user.name, email: account.user.email });
    return account;
  } catch (error) {
    if (isApiError(error) && error.status === 401) clearSession();
    throw error;
  }
}

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: accountKey,
    queryFn: getAccount,
    staleTime: 60_000,
    retry: (count, error) => !(isApiError(error) && error.status > 0 && error.status < 500) && count < 2,
  });

/** The signed-in account. Only used below the auth guard, which has already loaded it. */
export function useAccount() {
  return useQuery(accountQueryOptions());
}
