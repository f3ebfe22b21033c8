import { useMutation } from '@tanstack/react-query';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import type { ProposalEmailPreviewDto } from '@trato/domain/proposals/send';
import { api } from '../../../lib/api-client.ts';
import { useProposalMutation } from './proposal-mutation.ts';

export type SendProposalInput = { id: string; email: string; message: string };

/** The body of the send and of its preview: blanks mean "the client's contact" and "no message". */
const sendBody = ({ email, message }: SendProposalInput) => ({ email: email.trim() || undefined, message: message.trim() || undefined });

/** POST /api/v1/proposals/{id}/send { email, message }: emails the public link; a DRAFT becomes SENT. */
export async function sendProposal(input: SendProposalInput): Promise<ProposalDto> {
  return (await api.post<{ data: ProposalDto }>(`/v1/proposals/${encodeURIComponent(input.id)}/send`, sendBody(input))).data;
}

export const useSendProposal = () => useProposalMutation(sendProposal, (v) => v.id);

/**
 * POST /api/v1/proposals/{id}/send/preview, same body as the send: the e-mail the send would queue,
 * rendered but not sent (the «Vista previa del correo»). Nothing changes, so no cache to update.
 */
export async function previewProposalEmail(input: SendProposalInput): Promise<ProposalEmailPreviewDto> {
  return (await api.post<{ data: ProposalEmailPreviewDto }>(`/v1/proposals/${encodeURIComponent(input.id)}/send/preview`, sendBody(input))).data;
}

export const usePreviewProposalEmail = () => useMutation({ mutationFn: previewProposalEmail });
