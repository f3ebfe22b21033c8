import type { QueryClient } from '@tanstack/react-query';
import { readPaymentFilters } from '../lib/payment-filters.ts';
import { paymentMetricsQueryOptions } from './get-payment-metrics.ts';
import { paymentsQueryOptions } from './get-payments.ts';

/**
 * /payments' first reads (the figures and the list, for the filters in the URL), started by the
 * route's loader (app/router.tsx, decision 0085). A module of its own, imported when the route is
 * entered: the filters' parser and the payments' reads (date ranges, currencies) are not the first
 * screen of every other page.
 */
export function startPaymentsFirstReads(search: URLSearchParams, start: QueryClient['prefetchQuery']): void {
  const filters = readPaymentFilters(search);
  void start(paymentMetricsQueryOptions(filters));
  void start(paymentsQueryOptions(filters));
}
