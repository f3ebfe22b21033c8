import type { ProposalDto } from '@trato/domain/proposals/dto';
import { api } from '../../../lib/api-client.ts';
import { useProposalMutation } from './proposal-mutation.ts';

export type ExtendProposalInput = { id: string; validUntil: string };

/** POST /api/v1/proposals/{id}/extend { valid_until_at }: a new «Válida hasta» (decision 0079). */
export async function extendProposal({ id, validUntil }: ExtendProposalInput): Promise<ProposalDto> {
  return (await api.post<{ data: ProposalDto }>(`/v1/proposals/${encodeURIComponent(id)}/extend`, { valid_until_at: validUntil })).data;
}

export const useExtendProposal = () => useProposalMutation(extendProposal, (v) => v.id);
