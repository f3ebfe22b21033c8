import type { ProposalDto } from '@trato/domain/proposals/dto';
import { api } from '../../../lib/api-client.ts';
import { useProposalMutation } from './proposal-mutation.ts';

/** PUT /api/v1/proposal/{id}/recover: takes a proposal out of the trash. */
export async function recoverProposal(id: string): Promise<ProposalDto> {
  return (await api.put<{ data: ProposalDto }>(`/v1/proposal/${encodeURIComponent(id)}/recover`)).data;
}

export const useRecoverProposal = () => useProposalMutation(recoverProposal, (id) => id);
