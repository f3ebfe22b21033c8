import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AppliedRangeDto, PaymentListDto } from '@trato/domain/payments/dto';
import { api } from '../../../lib/api-client.ts';
import { FRESH_ON_ARRIVAL_MS } from '../../../lib/query-freshness.ts';
import { paymentsApiQuery, type PaymentFilters } from '../lib/payment-filters.ts';
import { paymentsListKey } from './keys.ts';

export type PaymentsPage = PaymentListDto & { range: AppliedRangeDto };

/** GET /api/v1/payments — the filtered list, 10 a page, by due day. */
export function paymentsQueryOptions(filters: PaymentFilters) {
  const query = paymentsApiQuery(filters, true);
  return queryOptions({
    queryKey: paymentsListKey(query),
    queryFn: ({ signal }) => api.get<PaymentsPage>('/v1/payments', { query, signal }),
    placeholderData: keepPreviousData,
    // The project page and the builder change payments too, without knowing these keys: always ask
    // again on arrival (the route's loader starts that read; the page takes it).
    staleTime: FRESH_ON_ARRIVAL_MS,
  });
}

export function usePayments(filters: PaymentFilters) {
  return useQuery(paymentsQueryOptions(filters));
}
