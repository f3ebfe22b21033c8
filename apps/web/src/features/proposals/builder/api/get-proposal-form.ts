import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { api } from '../../../../lib/api-client.ts';

/** The builder's cache key for one proposal; saves write their answer here. */
export const proposalFormKey = (id: string) => ['proposals', 'form', id] as const;

/** GET /api/v1/proposal-form/{id} — everything the builder edits. */
export async function getProposalForm(id: string, signal?: AbortSignal): Promise<ProposalDto> {
  return (await api.get<{ result: ProposalDto }>(`/v1/proposal-form/${encodeURIComponent(id)}`, { signal })).result;
}

export const proposalFormQueryOptions = (id: string) =>
  // The server holds the draft: refetching on focus would only race the builder's own saves.
  queryOptions({ queryKey: proposalFormKey(id), queryFn: ({ signal }) => getProposalForm(id, signal), refetchOnWindowFocus: false, staleTime: Infinity });

export function useProposalForm(id: string) {
  return useQuery(proposalFormQueryOptions(id));
}
