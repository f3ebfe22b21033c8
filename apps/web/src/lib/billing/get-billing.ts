import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingDto } from '@trato/domain/billing/dto';
import { api } from '../api-client.ts';

export type { BillingDto as Billing, BillingMode, CardDto as BillingCard } from '@trato/domain/billing/dto';

export const billingKey = ['billing'] as const;

/** GET /api/v1/billing — the workspace's plan, subscription, card, limits and usage (docs/api/billing.md). */
export async function getBilling(token?: string | null): Promise<BillingDto> {
  return (await api.get<{ data: BillingDto }>('/v1/billing', token !== undefined ? { token } : undefined)).data;
}

export const billingQueryOptions = () => queryOptions({ queryKey: billingKey, queryFn: () => getBilling() });

/** `fresh`: fetch again whenever it is enabled (the limit modal must show today's usage). */
export function useBilling(options: { enabled?: boolean; fresh?: boolean } = {}) {
  return useQuery({ ...billingQueryOptions(), enabled: options.enabled ?? true, ...(options.fresh ? { staleTime: 0 } : {}) });
}
