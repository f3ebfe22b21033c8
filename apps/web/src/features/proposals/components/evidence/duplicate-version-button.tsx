import { CopyPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useDuplicateProposal } from '../../api/duplicate-proposal.ts';
import { EVIDENCE_MESSAGES as M } from './messages.ts';

/** A signed or declined proposal is not edited: it is copied into a new draft and opened in the builder. */
export function DuplicateVersionButton({ proposalId }: { proposalId: string }) {
  const duplicate = useDuplicateProposal();
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      loading={duplicate.isPending}
      onClick={() =>
        duplicate.mutate(proposalId, {
          onSuccess: (copy) => {
            toast.success(M.duplicated);
            void navigate(`/proposals/${copy.id}/edit#step-1`);
          },
          onError: (error) => toast.error(M.duplicateFailed, { description: errorMessage(error) }),
        })
      }
    >
      {!duplicate.isPending && <CopyPlus className="size-4" aria-hidden="true" />}
      {duplicate.isPending ? M.duplicating : M.duplicate}
    </Button>
  );
}
