import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@trato/domain/pagination';
import { api } from '../../../lib/api-client.ts';

export type RelatedList = 'projects' | 'proposals' | 'payments' | 'files';

/** GET /api/v1/companies/{id}/projects|proposals|payments|files — a paginated list. */
export function getCompanyRelated(id: string, list: RelatedList, page: number, signal?: AbortSignal): Promise<Paginated<Record<string, unknown>>> {
  return api.get(`/v1/companies/${encodeURIComponent(id)}/${list}`, { query: { page }, signal });
}

export const companyRelatedQueryOptions = (id: string, list: RelatedList, page = 1) =>
  queryOptions({ queryKey: ['companies', 'one', id, list, page], queryFn: ({ signal }) => getCompanyRelated(id, list, page, signal) });

export function useCompanyRelated(id: string, list: RelatedList, page = 1) {
  return useQuery(companyRelatedQueryOptions(id, list, page));
}
