/**
 * The list's status filter: 'pending' is what is owed (receivables.ts: a portal's unpaid payments,
 * overdue included), 'pipeline' an open proposal's (draft or sent) unpaid payments, apart from what is owed.
 * Its own zod-free module: the payments page reads its filters from the URL with it on its first
 * screen, which the request schemas (schemas.ts, zod) would weigh down by ~25 KB (issue 33).
 */
export const PAYMENT_LIST_STATUSES = ['pending', 'paid', 'overdue', 'pipeline'] as const;
export type PaymentListStatus = (typeof PAYMENT_LIST_STATUSES)[number];
