import { useRef } from 'react';
import { useParams } from 'react-router';
import { AfterFirstPaint } from '../../../components/after-first-paint.tsx';
import { ProposalActivity } from './activity/proposal-activity.tsx';
import { ProposalDocument } from './document/proposal-document.tsx';
import { ProposalGate } from './detail/proposal-gate.tsx';
import { ShareToolbar } from './detail/share-toolbar.tsx';
import { ValidityPanel } from './detail/validity-panel.tsx';
import { ProposalOutcome } from './evidence/proposal-outcome.tsx';

/**
 * /proposals/{id}: the proposal as the client sees it, with the share-mode toolbar above, the client's
 * decision (signature and evidence, or requested changes) before it and the conversation and visits after.
 */
export function ProposalDetailPage() {
  const { id = '' } = useParams();
  const documentRef = useRef<HTMLElement>(null);
  return (
    <ProposalGate id={id}>
      {(proposal) => (
        <div className="mx-auto w-full max-w-4xl space-y-4">
          <ShareToolbar proposal={proposal} documentRef={documentRef} />
          <ProposalOutcome proposal={proposal} />
          <ValidityPanel proposal={proposal} />
          <ProposalDocument proposal={proposal} ref={documentRef} />
          <AfterFirstPaint>
            <ProposalActivity proposal={proposal} />
          </AfterFirstPaint>
        </div>
      )}
    </ProposalGate>
  );
}
