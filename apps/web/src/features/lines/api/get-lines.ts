import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A business line (SPEC §3). */
export type Line = { id: string; slug: string; name: string; color: string; badgeColor: string };

export const LINES_KEY = ['lines'] as const;

/** GET /api/v1/lines: the workspace's business lines, oldest first. */
export async function getLines(): Promise<Line[]> {
  const response = await api.get<{ data: Line[] }>('/v1/lines');
  return Array.isArray(response?.data) ? response.data : [];
}

export const linesQueryOptions = () => queryOptions({ queryKey: LINES_KEY, queryFn: getLines, staleTime: 60_000 });

export function useLines() {
  return useQuery(linesQueryOptions());
}
