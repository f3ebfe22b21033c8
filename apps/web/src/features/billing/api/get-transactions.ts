import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type Transaction = {
  id: string;
  amount: string;
  currency: string;
  status: 'paid' | 'open' | 'void' | 'uncollectible' | string;
  description: string;
  invoice_url: string | null;
  pdf_url: string | null;
  period_start: string | null;
  period_end: string | null;
  paid_at: string | null;
  created_at: string;
};

export type TransactionsPage = { data: Transaction[]; meta: { current_page: number; last_page: number; total: number } };

export const transactionsKey = ['billing', 'transactions'] as const;

/** GET /api/v1/transactions?page= — the workspace's invoices, newest first (empty in self-hosted mode). */
export async function getTransactions(page: number): Promise<TransactionsPage> {
  const body = await api.get<Partial<TransactionsPage>>('/v1/transactions', { query: { page } });
  return {
    data: body.data ?? [],
    meta: { current_page: body.meta?.current_page ?? page, last_page: body.meta?.last_page ?? 1, total: body.meta?.total ?? 0 },
  };
}

export function useTransactions(page: number) {
  return useQuery(
    queryOptions({ queryKey: [...transactionsKey, page], queryFn: () => getTransactions(page), placeholderData: keepPreviousData }),
  );
}
