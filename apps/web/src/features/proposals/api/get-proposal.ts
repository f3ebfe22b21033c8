import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { FRESH_ON_ARRIVAL_MS } from '../../../lib/query-freshness.ts';
import { PROPOSALS_KEY } from './get-proposals.ts';

/** GET /api/v1/proposals/{id}: one proposal with content, services, totals and payments. */
export async function getProposal(id: string, signal?: AbortSignal): Promise<ProposalDto> {
  return (await api.get<{ data: ProposalDto }>(`/v1/proposals/${encodeURIComponent(id)}`, { signal })).data;
}

export const proposalKey = (id: string) => [...PROPOSALS_KEY, 'one', id] as const;

export const proposalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: proposalKey(id),
    queryFn: ({ signal }) => getProposal(id, signal),
    // Coming back to the tab after the client signed shows it at once (SPEC: no manual reload); the
    // route's loader starts the read on arrival and the page takes it (decision 0085).
    staleTime: FRESH_ON_ARRIVAL_MS,
    refetchOnWindowFocus: true,
    // An unknown (or another workspace's) proposal stays unknown: no retries on 404.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });

export function useProposal(id: string) {
  return useQuery(proposalQueryOptions(id));
}
