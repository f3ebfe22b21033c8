import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { publicRequest } from '../lib/public-api.ts';

/** POST /api/v1/proposal/{slug}/decline { declined_reason }: the proposal as it is now (DECLINED). */
export async function declineProposal(slug: string, reason: string): Promise<PublicProposalDto> {
  const body = reason.trim() ? { declined_reason: reason.trim() } : {};
  return (await publicRequest<{ data: PublicProposalDto }>(`/v1/proposal/${encodeURIComponent(slug)}/decline`, { method: 'POST', body })).data;
}
