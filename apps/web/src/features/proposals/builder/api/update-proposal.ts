import type { ContentData } from '@trato/domain/proposals/content';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { api } from '../../../../lib/api-client.ts';

/** The fields the builder's own steps save (services and payments are saved by the pricing steps). */
export type ProposalPatch = {
  name?: string;
  request?: ContentData;
  content?: ContentData;
  cover?: string | null;
  valid_until_at?: string | null;
  company_id?: string | null;
  form_step?: number;
};

/** PUT /api/v1/proposals/{id} — a partial update; answers the whole proposal. */
export async function updateProposal(id: string, patch: ProposalPatch): Promise<ProposalDto> {
  return (await api.put<{ data: ProposalDto }>(`/v1/proposals/${encodeURIComponent(id)}`, patch)).data;
}
