import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { ProposalDocument } from '../../features/proposals/components/document/proposal-document.tsx';
import { StatusNotice } from './notices.tsx';
import { SenderCard } from './sender-card.tsx';

/**
 * What the client reads on /p/{slug} and cannot act on: where the proposal stands, the document
 * (cover, blocks, services, totals, payment plan) and who sends it. The browser renders it only
 * once the proposal differs from the one the server rendered (decision 0084), so it is a lazy
 * chunk of its own: the first view's script does not carry it.
 */
export default function ProposalReading({ proposal }: { proposal: PublicProposalDto }) {
  return (
    <>
      <StatusNotice proposal={proposal} />
      <ProposalDocument proposal={proposal} clientView={proposal} />
      <SenderCard proposal={proposal} />
    </>
  );
}
