import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error.ts';
import { accountKey, accountQueryOptions } from '../lib/auth/get-account.ts';
import type { Account } from '../lib/auth/types.ts';
import { navigateTo } from '../lib/navigation.ts';
import { rememberPrimaryColor } from '../lib/theme/primary-color.ts';
import { noticeWorkspaceDisabled } from '../features/superadmin/lib/workspace-disabled.ts';

const isAccountKey = (key: readonly unknown[]) => key.length === accountKey.length && key.every((k, i) => k === accountKey[i]);

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      noticeWorkspaceDisabled(error);
      // A 401 on the current-user fetch ends the session (the query already cleared the token).
      if (isAccountKey(query.queryKey) && isApiError(error) && error.status === 401) {
        queryClient.removeQueries();
        navigateTo('/login', { replace: true });
      }
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});

// Whenever the account arrives or changes, paint with its workspace colour and remember it.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.action.type !== 'success' || !isAccountKey(event.query.queryKey)) return;
  const account = event.query.state.data as Account | undefined;
  if (account?.workspace) rememberPrimaryColor(account.workspace.primary_color);
});

/** Fetches the account again, ignoring the cache (after a step that changes the workspace). */
export function refreshAccount(): Promise<Account> {
  return queryClient.fetchQuery({ ...accountQueryOptions(), staleTime: 0 });
}
