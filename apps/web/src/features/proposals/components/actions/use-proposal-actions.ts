import { useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast.ts';
import type { ProposalStatus } from '@trato/domain/proposals/statuses';
import { statusLabel } from '@trato/domain/proposals/statuses';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useChangeProposalStatus } from '../../api/change-proposal-status.ts';
import { useDeleteProposal } from '../../api/delete-proposal.ts';
import { useDuplicateProposal } from '../../api/duplicate-proposal.ts';
import { useForceDeleteProposal } from '../../api/force-delete-proposal.ts';
import { useRecoverProposal } from '../../api/recover-proposal.ts';
import { proposalPath } from '../../lib/list-params.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';

const fail = (error: unknown): false => {
  toast.error(errorMessage(error));
  return false;
};

/** Runs a call; true with the success toast, false with the error toast. */
const done = (call: Promise<unknown>, message: string): Promise<boolean> =>
  call.then(() => {
    toast.success(message);
    return true;
  }, fail);

/**
 * Every proposal action with its toast. mutateAsync: the toast shows even when the row that started
 * the action leaves the list (moved to the trash, recovered, deleted).
 */
export function useProposalActions() {
  const navigate = useNavigate();
  const duplicate = useDuplicateProposal();
  const status = useChangeProposalStatus();
  const remove = useDeleteProposal();
  const recover = useRecoverProposal();
  const force = useForceDeleteProposal();

  return {
    duplicate: (id: string) =>
      duplicate.mutateAsync(id).then((copy) => {
        toast.success(M.duplicated, { action: { label: M.open, onClick: () => void navigate(proposalPath(copy)) } });
        return copy;
      }, fail),
    changeStatus: (id: string, to: ProposalStatus) =>
      status.mutateAsync({ id, status: to }).then((p) => {
        toast.success(M.statusChanged(statusLabel(p.status)));
        return p;
      }),
    remove: (id: string) => done(remove.mutateAsync(id), M.deleted),
    recover: (id: string) => done(recover.mutateAsync(id), M.recovered),
    forceDelete: (id: string) => done(force.mutateAsync(id), M.forceDeleted),
    pending: { duplicate: duplicate.isPending, status: status.isPending, remove: remove.isPending, recover: recover.isPending, force: force.isPending },
  };
}
