import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrencyCode } from '@trato/domain/currencies';
import type { CurrencyRateDto } from '@trato/domain/payments/dto';
import { api } from '../../../lib/api-client.ts';

export const CURRENCY_RATES_KEY = ['currencies', 'rates'] as const;

/** GET /api/v1/currencies — the workspace's USD rate per currency (its own or the default). */
export function useCurrencyRates() {
  return useQuery({
    queryKey: CURRENCY_RATES_KEY,
    queryFn: async ({ signal }): Promise<CurrencyRateDto[]> => (await api.get<{ data: CurrencyRateDto[] }>('/v1/currencies', { signal })).data,
  });
}

export type RateChange = { currency_code: CurrencyCode; usd_per_unit: string | null };

/** PUT /api/v1/currencies {rates} — null puts a currency back on its default. The USD totals of /payments move with it. */
export function useUpdateCurrencyRates() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (rates: RateChange[]) => (await api.put<{ data: CurrencyRateDto[] }>('/v1/currencies', { rates })).data,
    onSuccess: (table) => {
      qc.setQueryData(CURRENCY_RATES_KEY, table);
      void qc.invalidateQueries({ queryKey: ['payments'] });
    },
  });
}
