import type { ProposalDto } from '@trato/domain/proposals/dto';
import { api } from '../../../lib/api-client.ts';
import { useProposalMutation } from './proposal-mutation.ts';

export type SendProposalInput = { id: string; email: string; message: string };

/** POST /api/v1/proposals/{id}/send { email, message }: emails the public link; a DRAFT becomes SENT. */
export async function sendProposal({ id, email, message }: SendProposalInput): Promise<ProposalDto> {
  const body = { email: email.trim() || undefined, message: message.trim() || undefined };
  return (await api.post<{ data: ProposalDto }>(`/v1/proposals/${encodeURIComponent(id)}/send`, body)).data;
}

export const useSendProposal = () => useProposalMutation(sendProposal, (v) => v.id);
