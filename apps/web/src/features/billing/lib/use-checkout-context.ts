import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountQueryOptions } from '../../../lib/auth/get-account.ts';
import { hasToken } from '../../../lib/auth/token-storage.ts';
import type { Account } from '../../../lib/auth/types.ts';
import { billingKey, getBilling } from '../../../lib/billing/get-billing.ts';
import { resubscribeSession } from '../../../lib/billing/resubscribe.ts';

/**
 * Who is choosing a plan: the signed-in user, or (SPEC §4 resubscribe) the holder of the register
 * session's token, which is sent as bearer instead of the stored one while auth stays cleared.
 */
export function useCheckoutContext() {
  const session = hasToken() ? null : resubscribeSession();
  const token = session?.token;
  const storedAccount = useQuery({ ...accountQueryOptions(), enabled: !session });
  const sessionAccount = useQuery({
    queryKey: ['resubscribe', 'account'],
    queryFn: () => api.post<Account>('/auth/user', undefined, { token }),
    enabled: !!session,
    staleTime: 60_000,
  });
  const account = session ? sessionAccount : storedAccount;
  const billing = useQuery({ queryKey: session ? ['resubscribe', 'billing'] : billingKey, queryFn: () => getBilling(token) });
  const workspace = account.data?.workspace;
  return {
    resubscribe: !!session,
    /** The resubscribe token, or undefined to use the stored one. */
    token,
    account,
    billing,
    currency: workspace?.currency_code ?? workspace?.default_currency ?? null,
  };
}
