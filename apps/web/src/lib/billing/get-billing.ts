import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import type { PlanLimits } from '../auth/types.ts';

export type BillingMode = 'self_hosted' | 'hosted';

export type BillingCard = { brand: string | null; last4: string | null; exp_month: number | null; exp_year: number | null };

export type BillingUsage = { active_proposals: number; active_portals: number };

export type Billing = {
  mode: BillingMode;
  plan: { id: string; name: string; is_free: boolean; limits: PlanLimits };
  subscription: {
    status: string;
    status_description: string | null;
    current_period_start: string | null;
    current_period_end: string | null;
    cancel_at_period_end: boolean;
    source: string;
    card: BillingCard | null;
  } | null;
  usage: BillingUsage;
  /** A hosted subscription that ended or stopped paying: the free plan's limits apply. */
  lapsed: boolean;
};

export const billingKey = ['billing'] as const;

/** GET /api/v1/billing — the workspace's plan, subscription, card and usage against the limits. */
export async function getBilling(): Promise<Billing> {
  return (await api.get<{ data: Billing }>('/v1/billing')).data;
}

export const billingQueryOptions = () => queryOptions({ queryKey: billingKey, queryFn: getBilling });

/** `fresh`: fetch again whenever it is enabled (the limit modal must show today's usage). */
export function useBilling(options: { enabled?: boolean; fresh?: boolean } = {}) {
  return useQuery({ ...billingQueryOptions(), enabled: options.enabled ?? true, ...(options.fresh ? { staleTime: 0 } : {}) });
}
