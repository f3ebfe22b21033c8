import { Link, useParams } from 'react-router';
import { ArrowLeft, Eye } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PROPOSALS_MESSAGES as M } from '../messages.ts';
import { ProposalDocument } from './document/proposal-document.tsx';
import { ProposalGate } from './detail/proposal-gate.tsx';

/** /proposals/{id}/preview: the document alone, as the client will see it. */
export function ProposalPreviewPage() {
  const { id = '' } = useParams();
  return (
    <ProposalGate id={id} crumb={M.preview}>
      {(proposal) => (
        <div className="mx-auto w-full max-w-4xl space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link to={`/proposals/${proposal.id}`} className={buttonClasses('ghost', 'sm', '-ml-2')}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {M.back}
            </Link>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Eye className="size-4" aria-hidden="true" />
              {M.previewNote}
            </p>
          </div>
          <ProposalDocument proposal={proposal} />
        </div>
      )}
    </ProposalGate>
  );
}
