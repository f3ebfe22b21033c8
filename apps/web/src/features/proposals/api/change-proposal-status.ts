import type { ProposalDto } from '@trato/domain/proposals/dto';
import type { ProposalStatus } from '@trato/domain/proposals/statuses';
import { api } from '../../../lib/api-client.ts';
import { useProposalMutation } from './proposal-mutation.ts';

export type StatusChange = { id: string; status: ProposalStatus };

/** POST /api/v1/proposals/{id}/status { status }: 409 when the transition is not allowed. */
export async function changeProposalStatus({ id, status }: StatusChange): Promise<ProposalDto> {
  return (await api.post<{ data: ProposalDto }>(`/v1/proposals/${encodeURIComponent(id)}/status`, { status })).data;
}

export const useChangeProposalStatus = () => useProposalMutation(changeProposalStatus, (v) => v.id);
