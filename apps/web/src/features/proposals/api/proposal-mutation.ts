import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { PROPOSALS_KEY } from './get-proposals.ts';
import { proposalKey } from './get-proposal.ts';

/**
 * The shared shape of the row and page actions: run the call, keep the detail cache in step with
 * the answer (or drop it when the proposal is gone) and refresh every list.
 */
export function useProposalMutation<V, R extends ProposalDto | null>(fn: (vars: V) => Promise<R>, idOf: (vars: V) => string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (proposal, vars) => {
      const id = idOf(vars);
      if (proposal) qc.setQueryData(proposalKey(proposal.id), proposal);
      else qc.removeQueries({ queryKey: proposalKey(id) });
      // The builder keeps its own copy (['proposals', 'form', id], never stale by itself): drop it.
      qc.removeQueries({ queryKey: [...PROPOSALS_KEY, 'form', id] });
      return qc.invalidateQueries({ queryKey: [...PROPOSALS_KEY, 'list'] });
    },
  });
}
