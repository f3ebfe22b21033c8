import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isSearchable, SEARCH_DEFAULT_LIMIT } from '@trato/domain/search/limits';
import type { SearchResponse } from '@trato/domain/search/types';
import { api } from '../../../lib/api-client.ts';

export const SEARCH_KEY = ['search'] as const;

/** GET /v1/search?query=&limit=: up to `limit` hits of each type, with counts (docs/api/search.md). */
export function useGlobalSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: [...SEARCH_KEY, q],
    queryFn: ({ signal }) => api.get<SearchResponse>('/v1/search', { query: { query: q, limit: SEARCH_DEFAULT_LIMIT }, signal }),
    enabled: isSearchable(q),
    // While the next query loads, the last results stay (dimmed) instead of flashing empty.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
