import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMetricsDto } from '@trato/domain/payments/dto';
import { api } from '../../../lib/api-client.ts';
import { FRESH_ON_ARRIVAL_MS } from '../../../lib/query-freshness.ts';
import { paymentsApiQuery, type PaymentFilters } from '../lib/payment-filters.ts';
import { paymentMetricsKey } from './keys.ts';

/** GET /api/v1/payments/metrics — the cards and the chart, for the same filters as the list. */
export function paymentMetricsQueryOptions(filters: PaymentFilters) {
  const query = paymentsApiQuery(filters);
  return queryOptions({
    queryKey: paymentMetricsKey(query),
    queryFn: async ({ signal }): Promise<PaymentMetricsDto> => (await api.get<{ data: PaymentMetricsDto }>('/v1/payments/metrics', { query, signal })).data,
    placeholderData: keepPreviousData,
    // The project page and the builder change payments too, without knowing these keys: always ask
    // again on arrival (the route's loader starts that read; the page takes it).
    staleTime: FRESH_ON_ARRIVAL_MS,
  });
}

export function usePaymentMetrics(filters: PaymentFilters) {
  return useQuery(paymentMetricsQueryOptions(filters));
}
