import type { ReactNode } from 'react';
import { FileQuestion } from 'lucide-react';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { RecordGate } from '../../../../components/record-gate.tsx';
import { useRefetchOnNotification } from '../../../notifications/lib/use-refetch-on-notification.ts';
import { proposalKey, useProposal } from '../../api/get-proposal.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';

/** Loads /proposals/{id} for the detail, preview and share pages (RecordGate: spinner, not found, retry). */
export function ProposalGate({ id, crumb, children }: { id: string; crumb?: string; children: (proposal: ProposalDto) => ReactNode }) {
  const query = useProposal(id);
  // A client may sign while this page is open: Aceptado and the project link show without a reload.
  useRefetchOnNotification(proposalKey(id));
  return (
    <RecordGate id={id} query={query} listPath="/proposals" icon={FileQuestion} messages={M} crumb={crumb}>
      {children}
    </RecordGate>
  );
}
