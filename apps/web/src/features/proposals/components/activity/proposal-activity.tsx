import type { ProposalDto } from '@trato/domain/proposals/dto';
import { CommentsThread } from './comments-thread.tsx';
import { VisitsList } from './visits-list.tsx';

/** Below the document on /proposals/{id}: the client conversation and who opened the link. */
export function ProposalActivity({ proposal }: { proposal: ProposalDto }) {
  return (
    <div className="space-y-4">
      <CommentsThread proposalId={proposal.id} />
      <VisitsList proposalId={proposal.id} visits={proposal.visitLogs ?? []} />
    </div>
  );
}
