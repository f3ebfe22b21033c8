import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { LINES_KEY, type Line } from './get-lines.ts';

/** GET /api/v1/lines/{idOrSlug}: one line by id or slug. */
export async function getLine(idOrSlug: string): Promise<Line> {
  const response = await api.get<{ data: Line }>(`/v1/lines/${encodeURIComponent(idOrSlug)}`);
  return response.data;
}

export const lineQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...LINES_KEY, 'detail', slug],
    queryFn: () => getLine(slug),
    staleTime: 60_000,
    // An unknown slug stays unknown: no retries on 404.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });

export function useLine(slug: string) {
  return useQuery(lineQueryOptions(slug));
}
