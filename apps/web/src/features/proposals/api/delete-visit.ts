import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { api } from '../../../lib/api-client.ts';
import { proposalKey } from './get-proposal.ts';

/** DELETE /api/v1/visits/{id}: removes one visit from the proposal's log. */
export async function deleteVisit(id: string): Promise<void> {
  await api.delete<null>(`/v1/visits/${encodeURIComponent(id)}`);
}

export function useDeleteVisit(proposalId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteVisit,
    onSuccess: (_, id) => {
      qc.setQueryData<ProposalDto>(proposalKey(proposalId), (p) => (p ? { ...p, visitLogs: p.visitLogs.filter((v) => v.id !== id) } : p));
    },
  });
}
