import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AppliedRangeDto, PaymentListDto } from '@trato/domain/payments/dto';
import { api } from '../../../lib/api-client.ts';
import { paymentsApiQuery, type PaymentFilters } from '../lib/payment-filters.ts';
import { paymentsListKey } from './keys.ts';

export type PaymentsPage = PaymentListDto & { range: AppliedRangeDto };

/** GET /api/v1/payments — the filtered list, 10 a page, by due day. */
export function usePayments(filters: PaymentFilters) {
  const query = paymentsApiQuery(filters, true);
  return useQuery({
    queryKey: paymentsListKey(query),
    queryFn: ({ signal }) => api.get<PaymentsPage>('/v1/payments', { query, signal }),
    placeholderData: keepPreviousData,
    // The project page and the builder change payments too, without knowing these keys: always ask again on arrival.
    staleTime: 0,
  });
}
