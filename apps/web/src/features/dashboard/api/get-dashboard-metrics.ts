import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardMetricsDto } from '@trato/domain/dashboard/dto';
import { api } from '../../../lib/api-client.ts';
import { FRESH_ON_ARRIVAL_MS } from '../../../lib/query-freshness.ts';

export const DASHBOARD_KEY = ['dashboard', 'metrics'] as const;

/** GET /api/v1/dashboard/metrics — every figure of /dashboard in one request. */
export async function getDashboardMetrics(signal?: AbortSignal): Promise<DashboardMetricsDto> {
  return (await api.get<{ data: DashboardMetricsDto }>('/v1/dashboard/metrics', { signal })).data;
}

/**
 * Always fetched again on opening the page: the numbers must match the lists a click away. The route's
 * loader starts that read (app/router.tsx); the page then takes it rather than asking twice.
 */
export const dashboardMetricsQueryOptions = () =>
  queryOptions({ queryKey: DASHBOARD_KEY, queryFn: ({ signal }) => getDashboardMetrics(signal), staleTime: FRESH_ON_ARRIVAL_MS });

export function useDashboardMetrics() {
  return useQuery(dashboardMetricsQueryOptions());
}
