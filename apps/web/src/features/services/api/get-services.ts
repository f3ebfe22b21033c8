import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceDto } from '@trato/domain/services/schemas';
import type { PaginationMeta } from '@trato/domain/pagination';
import { api } from '../../../lib/api-client.ts';

export type Service = ServiceDto;
export type ServicesPage = { data: Service[]; links: PaginationMeta['links']; total: number; meta: PaginationMeta };

export const SERVICES_KEY = ['services'] as const;

/** GET /api/v1/services?page= or, with a query, GET /api/v1/services/search?query=&page=. */
export async function getServices(params: { page: number; query: string }): Promise<ServicesPage> {
  const query = params.query.trim();
  const response = query
    ? await api.get<{ result: ServicesPage }>('/v1/services/search', { query: { query, page: params.page } })
    : await api.get<{ result: ServicesPage }>('/v1/services', { query: { page: params.page } });
  return response.result;
}

export const servicesQueryOptions = (params: { page: number; query: string }) =>
  queryOptions({
    queryKey: [...SERVICES_KEY, 'list', params.page, params.query.trim()],
    queryFn: () => getServices(params),
    placeholderData: keepPreviousData,
  });

export function useServices(params: { page: number; query: string }) {
  return useQuery(servicesQueryOptions(params));
}
