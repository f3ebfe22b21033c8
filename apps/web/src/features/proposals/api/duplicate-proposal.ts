import type { ProposalDto } from '@trato/domain/proposals/dto';
import { api } from '../../../lib/api-client.ts';
import { useProposalMutation } from './proposal-mutation.ts';

/** POST /api/v1/proposal/{id}/duplicate: a copy (content, services, payments; never signatures or status). */
export async function duplicateProposal(id: string): Promise<ProposalDto> {
  return (await api.post<{ data: ProposalDto }>(`/v1/proposal/${encodeURIComponent(id)}/duplicate`)).data;
}

export const useDuplicateProposal = () => useProposalMutation(duplicateProposal, (id) => id);
