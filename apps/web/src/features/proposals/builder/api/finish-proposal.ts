import type { ProposalDto } from '@trato/domain/proposals/dto';
import { api } from '../../../../lib/api-client.ts';

/** POST /api/v1/proposal-form/{id}/finish — init → DRAFT; 403 LIMIT_REACHED past the plan's limit. */
export async function finishProposal(id: string): Promise<ProposalDto> {
  return (await api.post<{ result: ProposalDto }>(`/v1/proposal-form/${encodeURIComponent(id)}/finish`)).result;
}
