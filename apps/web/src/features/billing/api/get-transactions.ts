import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TransactionsPage } from '@trato/domain/billing/dto';
import { api } from '../../../lib/api-client.ts';

export type { TransactionDto as Transaction } from '@trato/domain/billing/dto';

export const transactionsKey = ['billing', 'transactions'] as const;

/** GET /api/v1/transactions?page= — the workspace's invoices, newest first, 10 a page (empty in self-hosted mode). */
export function getTransactions(page: number): Promise<TransactionsPage> {
  return api.get<TransactionsPage>('/v1/transactions', { query: { page } });
}

export function useTransactions(page: number) {
  return useQuery({ queryKey: [...transactionsKey, page], queryFn: () => getTransactions(page), placeholderData: keepPreviousData });
}
