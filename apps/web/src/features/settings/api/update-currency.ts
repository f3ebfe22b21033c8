import { useMutation } from '@tanstack/react-query';
import type { CurrencyCode } from '@trato/domain/currencies';
import { api } from '../../../lib/api-client.ts';
import type { Workspace } from '../../../lib/auth/types.ts';

/** PUT /api/v1/currencies {currency} — the workspace's main currency. */
export function updateCurrency(currency: CurrencyCode): Promise<{ data: Workspace }> {
  return api.put<{ data: Workspace }>('/v1/currencies', { currency });
}

export function useUpdateCurrency() {
  return useMutation({ mutationFn: updateCurrency });
}
