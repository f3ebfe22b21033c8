import { useRef } from 'react';
import { useParams } from 'react-router';
import { ProposalDocument } from './document/proposal-document.tsx';
import { ProposalGate } from './detail/proposal-gate.tsx';
import { ShareToolbar } from './detail/share-toolbar.tsx';

/** /proposals/{id}: the proposal as the client sees it, with the share-mode toolbar above. */
export function ProposalDetailPage() {
  const { id = '' } = useParams();
  const documentRef = useRef<HTMLElement>(null);
  return (
    <ProposalGate id={id}>
      {(proposal) => (
        <div className="mx-auto w-full max-w-4xl space-y-4">
          <ShareToolbar proposal={proposal} documentRef={documentRef} />
          <ProposalDocument proposal={proposal} ref={documentRef} />
        </div>
      )}
    </ProposalGate>
  );
}
