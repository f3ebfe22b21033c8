import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { api } from '../../../lib/api-client.ts';
import { PROPOSALS_KEY } from './get-proposals.ts';
import { proposalKey } from './get-proposal.ts';

/** POST /api/v1/proposals?status=init { line_id }: a new unfinished proposal in a line. */
export async function createProposal(lineId: string): Promise<ProposalDto> {
  return (await api.post<{ data: ProposalDto }>('/v1/proposals', { line_id: lineId }, { query: { status: 'init' } })).data;
}

export function useCreateProposal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createProposal,
    onSuccess: (proposal) => {
      qc.setQueryData(proposalKey(proposal.id), proposal);
      return qc.invalidateQueries({ queryKey: [...PROPOSALS_KEY, 'list'] });
    },
  });
}
