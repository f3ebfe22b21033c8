import { useQuery } from '@tanstack/react-query';
import type { EvidenceDto } from '@trato/domain/proposals/public-dto';
import { api } from '../../../lib/api-client.ts';
import { PROPOSALS_KEY } from './get-proposals.ts';

/** GET /api/v1/proposals/{id}/evidence: the audit trail with the chain and snapshot hashes recomputed. */
export async function getProposalEvidence(id: string, signal?: AbortSignal): Promise<EvidenceDto> {
  return (await api.get<{ data: EvidenceDto }>(`/v1/proposals/${encodeURIComponent(id)}/evidence`, { signal })).data;
}

/** Runs only when asked ('Verificar evidencia'); each check recomputes, so nothing is kept stale. */
export function useProposalEvidence(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...PROPOSALS_KEY, 'evidence', id],
    queryFn: ({ signal }) => getProposalEvidence(id, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
