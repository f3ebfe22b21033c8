import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { PlanLimits } from '../../../lib/auth/types.ts';

export type Plan = {
  id: string;
  name: string;
  description?: string | null;
  is_free?: boolean;
  currency?: string;
  /** Monthly price as an exact decimal string. */
  price?: string | number | null;
  limits?: PlanLimits | null;
};

/** GET /api/v1/plans?currency= — public plans with their limits and price in that currency. */
export async function getPlans(currency: string | null): Promise<Plan[]> {
  const response = await api.get<{ data: { data: Plan[] } }>('/v1/plans', { query: { currency } });
  return response?.data?.data ?? [];
}

export const plansQueryOptions = (currency: string | null) =>
  queryOptions({ queryKey: ['plans', currency], queryFn: () => getPlans(currency), staleTime: 5 * 60_000 });

export function usePlans(currency: string | null) {
  return useQuery(plansQueryOptions(currency));
}
