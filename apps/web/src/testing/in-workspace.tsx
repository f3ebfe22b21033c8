import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { accountKey } from '../lib/auth/get-account.ts';

/**
 * `node` as the staff app renders it for a signed-in workspace in `timeZone`: the account is in the
 * query cache (as the auth guard leaves it), so components that read the workspace need no network.
 */
export function inWorkspace(node: ReactNode, timeZone = 'America/Santiago'): ReactNode {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, enabled: false } } });
  qc.setQueryData(accountKey, { workspace: { time_zone: timeZone } });
  return <QueryClientProvider client={qc}>{node}</QueryClientProvider>;
}
