import { Link } from 'react-router';
import { CheckCircle2, Eye, Share2 } from 'lucide-react';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { BUILDER_MESSAGES as M } from '../messages.ts';

/** Step 6: the proposal is finished (a draft ready to send). */
export function CompletedStep({ proposal }: { proposal: ProposalDto }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-8 text-center sm:py-12">
      <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
        <CheckCircle2 className="size-9" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold tracking-tight text-foreground">{M.doneTitle}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{M.doneText(proposal.name || M.untitled)}</p>
      <div className="mt-8 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Link to={`/proposals/${proposal.id}`} className={buttonClasses('primary')}>
          <Eye className="size-4" aria-hidden="true" />
          {M.view}
        </Link>
        <Link to={`/proposals/${proposal.id}/share`} className={buttonClasses('outline')}>
          <Share2 className="size-4" aria-hidden="true" />
          {M.share}
        </Link>
      </div>
    </section>
  );
}
