import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceDto } from '@trato/domain/services/schemas';
import { api } from '../../../../../lib/api-client.ts';

type SearchPage = { data: ServiceDto[]; total: number };

/**
 * GET /api/v1/services/search?query= — the first page (10) of the catalogue matching the text,
 * accents ignored; an empty text lists the catalogue. The 'services' key prefix means a change in
 * the catalogue screen refreshes these results too.
 */
export async function searchCatalogue(query: string): Promise<SearchPage> {
  const response = await api.get<{ result: SearchPage }>('/v1/services/search', { query: { query: query.trim() } });
  return response.result;
}

export const catalogueSearchOptions = (query: string) =>
  queryOptions({
    queryKey: ['services', 'proposal-picker', query.trim()],
    queryFn: () => searchCatalogue(query),
    placeholderData: keepPreviousData,
  });

export function useCatalogueSearch(query: string, enabled: boolean) {
  return useQuery({ ...catalogueSearchOptions(query), enabled });
}
