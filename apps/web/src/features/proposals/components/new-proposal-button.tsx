import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCreateProposal } from '../api/create-proposal.ts';
import { PROPOSALS_MESSAGES as M } from '../messages.ts';

/** 'Nueva cotización': creates an unfinished proposal in the line and opens the builder at step 1. */
export function NewProposalButton({ lineId, className }: { lineId: string; className?: string }) {
  const create = useCreateProposal();
  const navigate = useNavigate();
  return (
    <Button
      className={className}
      loading={create.isPending}
      onClick={() =>
        create.mutate(lineId, {
          onSuccess: (p) => void navigate(`/proposals/${p.id}/edit#step-1`),
          onError: (e) => toast.error(M.createFailed, { description: errorMessage(e) }),
        })
      }
    >
      {!create.isPending && <Plus className="size-4" aria-hidden="true" />}
      {create.isPending ? M.creating : M.newProposal}
    </Button>
  );
}
