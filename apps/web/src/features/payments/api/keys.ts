/** React Query keys of payments: lists and metrics under ['payments'], so one invalidation refreshes both. */
export const PAYMENTS_KEY = ['payments'] as const;
export const paymentsListKey = (query: unknown) => [...PAYMENTS_KEY, 'list', query] as const;
export const paymentMetricsKey = (query: unknown) => [...PAYMENTS_KEY, 'metrics', query] as const;
