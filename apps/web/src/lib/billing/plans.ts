import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import type { PlanLimits } from '../auth/types.ts';

/**
 * A plan as GET /v1/plans answers it (PlanDto), loosened so a plan known only from the billing DTO
 * (a self-hosted default such as 'unlimited', not public) can be shown by the same card.
 */
export type Plan = {
  id: string;
  name: string;
  description?: string | null;
  is_free?: boolean;
  currency?: string;
  /** Monthly price as an exact decimal string. */
  price?: string | number | null;
  limits?: PlanLimits | null;
  /** Hosted mode: it can be bought in `currency` (PlanDto.can_checkout). */
  can_checkout?: boolean;
};

/**
 * GET /api/v1/plans?currency=&isEarlyAdopter= — public plans with their limits and price in that
 * currency. The first plan (the early-adopter offer) only comes back for early adopters.
 */
export async function getPlans(currency: string | null, isEarlyAdopter = false, token?: string | null): Promise<Plan[]> {
  const query = { currency, isEarlyAdopter: isEarlyAdopter || undefined };
  const response = await api.get<{ data: { data: Plan[] } }>('/v1/plans', token !== undefined ? { query, token } : { query });
  return response?.data?.data ?? [];
}

/** `token`: a resubscribe session's token instead of the stored one (decision 0019). */
export const plansQueryOptions = (currency: string | null, isEarlyAdopter = false, token?: string | null) =>
  queryOptions({
    queryKey: ['plans', currency, isEarlyAdopter],
    queryFn: () => getPlans(currency, isEarlyAdopter, token),
    staleTime: 5 * 60_000,
  });

export function usePlans(currency: string | null, options: { isEarlyAdopter?: boolean; token?: string | null; enabled?: boolean } = {}) {
  return useQuery({ ...plansQueryOptions(currency, options.isEarlyAdopter ?? false, options.token), enabled: options.enabled ?? true });
}
