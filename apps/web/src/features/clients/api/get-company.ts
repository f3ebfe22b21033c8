import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Company } from './types.ts';

/** GET /api/v1/companies/{id}. */
export async function getCompany(id: string, signal?: AbortSignal): Promise<Company> {
  return (await api.get<{ data: Company }>(`/v1/companies/${encodeURIComponent(id)}`, { signal })).data;
}

export const companyQueryOptions = (id: string) => queryOptions({ queryKey: ['companies', 'one', id], queryFn: ({ signal }) => getCompany(id, signal) });

export function useCompany(id: string) {
  return useQuery(companyQueryOptions(id));
}
