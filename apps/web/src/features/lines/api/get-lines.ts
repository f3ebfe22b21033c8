import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** A business line (SPEC §3). */
export type Line = { id: string; slug: string; name: string; color?: string | null; badgeColor?: string | null };

/**
 * GET /api/v1/lines. Lines arrive with a later issue: until that endpoint exists its 404 means "no
 * lines", so the sidebar rule (Cotizaciones and Portales only with a line) already holds.
 */
export async function getLines(): Promise<Line[]> {
  try {
    const response = await api.get<{ data: Line[] }>('/v1/lines');
    return Array.isArray(response?.data) ? response.data : [];
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export const linesQueryOptions = () => queryOptions({ queryKey: ['lines'], queryFn: getLines, staleTime: 60_000 });

export function useLines() {
  return useQuery(linesQueryOptions());
}
