import type { Ref } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { ContentBlocks } from './content-blocks.tsx';
import { ProposalCover, type ClientView } from './proposal-cover.tsx';
import { ProposalPayments } from './proposal-payments.tsx';
import { ProposalServices } from './proposal-services.tsx';
import type { DocumentProposal } from './document-proposal.ts';

type ProposalDocumentProps = {
  proposal: DocumentProposal;
  /** The document's root node (the detail page captures it as a PNG). */
  ref?: Ref<HTMLElement>;
  className?: string;
  /** The public page: the client's wording instead of the team's status pill. */
  clientView?: ClientView;
};

/**
 * The proposal as the client reads it, read-only: cover (SPEC §2.7), content blocks, services with
 * totals and the payment plan. Used by the detail, preview and share pages and the builder's step 5.
 */
export function ProposalDocument({ proposal, ref, className, clientView }: ProposalDocumentProps) {
  return (
    <article ref={ref} aria-label={proposal.name.trim() || undefined} className={cn('rounded-2xl border border-border bg-surface shadow-xs', className)} data-testid="proposal-document">
      <ProposalCover proposal={proposal} clientView={clientView} />
      <div className="space-y-10 px-5 pt-8 pb-10 sm:px-10">
        <ContentBlocks data={proposal.content} />
        <ProposalServices proposal={proposal} />
        <ProposalPayments proposal={proposal} />
      </div>
    </article>
  );
}
