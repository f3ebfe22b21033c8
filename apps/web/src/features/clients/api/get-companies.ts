import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CompanyPage } from './types.ts';

export type CompaniesQuery = { page: number; search: string; archived: boolean };

/** GET /api/v1/companies — 10 per page, text search (accents ignored), archived view. */
export function getCompanies({ page, search, archived }: CompaniesQuery, signal?: AbortSignal): Promise<CompanyPage> {
  return api.get<CompanyPage>('/v1/companies', { query: { page, search: search || undefined, archived: archived ? 1 : undefined }, signal });
}

export const companiesQueryOptions = (q: CompaniesQuery) =>
  queryOptions({ queryKey: ['companies', 'list', q], queryFn: ({ signal }) => getCompanies(q, signal), placeholderData: keepPreviousData });

export function useCompanies(q: CompaniesQuery) {
  return useQuery(companiesQueryOptions(q));
}
