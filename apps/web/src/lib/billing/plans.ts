import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import type { PlanLimits } from '../auth/types.ts';

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

/**
 * GET /api/v1/plans?currency=&isEarlyAdopter= — public plans with their limits and price in that
 * currency. The first plan (the early-adopter offer) only comes back for early adopters.
 */
export async function getPlans(currency: string | null, isEarlyAdopter = false): Promise<Plan[]> {
  const response = await api.get<{ data: { data: Plan[] } }>('/v1/plans', { query: { currency, isEarlyAdopter: isEarlyAdopter || undefined } });
  return response?.data?.data ?? [];
}

export const plansQueryOptions = (currency: string | null, isEarlyAdopter = false) =>
  queryOptions({ queryKey: ['plans', currency, isEarlyAdopter], queryFn: () => getPlans(currency, isEarlyAdopter), staleTime: 5 * 60_000 });

export function usePlans(currency: string | null, isEarlyAdopter = false) {
  return useQuery(plansQueryOptions(currency, isEarlyAdopter));
}
