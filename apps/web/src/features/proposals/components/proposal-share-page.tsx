import { Link, useParams } from 'react-router';
import { ArrowLeft, Copy, ExternalLink } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formatLongDate } from '../lib/format-date.ts';
import { publicUrl } from '../lib/files.ts';
import { PROPOSALS_MESSAGES as M } from '../messages.ts';
import { ProposalGate } from './detail/proposal-gate.tsx';
import { SendProposalForm } from './detail/send-proposal-form.tsx';
import { copyShareLink } from './detail/use-share-actions.ts';
import { StatusTag } from './status-tag.tsx';

/** /proposals/{id}/share: the public link (copy) and sending it by email. */
export function ProposalSharePage() {
  const { id = '' } = useParams();
  return (
    <ProposalGate id={id} crumb={M.share}>
      {(proposal) => {
        const url = publicUrl(proposal, window.location.origin);
        const sentOn = formatLongDate(proposal.sent_at, proposal.organization.time_zone);
        return (
          <div className="mx-auto w-full max-w-2xl space-y-6">
            <Link to={`/proposals/${proposal.id}`} className={buttonClasses('ghost', 'sm', '-ml-2')}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {M.back}
            </Link>
            <header className="space-y-2">
              <h1 className="text-2xl font-semibold tracking-tight text-foreground">{M.shareTitle}</h1>
              <p className="text-sm text-muted-foreground">{M.shareSubtitle}</p>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium break-words text-foreground">{proposal.name.trim() || M.untitled}</span>
                <span className="sr-only">{M.currentStatus}:</span>
                <StatusTag status={proposal.status} label={proposal.status_label} />
                {sentOn && <span className="text-muted-foreground">{M.sentOn(sentOn)}</span>}
              </div>
            </header>

            <Card className="space-y-3 p-5 sm:p-6">
              <label htmlFor="public-link" className="text-sm font-medium text-foreground">
                {M.publicLink}
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input id="public-link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs sm:text-sm" />
                <div className="flex gap-2">
                  <Button variant="outline" className="flex-1 sm:flex-none" onClick={() => void copyShareLink(proposal)}>
                    <Copy className="size-4" aria-hidden="true" />
                    {M.copy}
                  </Button>
                  <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'icon')} aria-label={`${M.publicLink} (nueva pestaña)`}>
                    <ExternalLink className="size-4" aria-hidden="true" />
                  </a>
                </div>
              </div>
            </Card>

            <Card className="space-y-4 p-5 sm:p-6">
              <div>
                <h2 id="send-title" className="text-lg font-semibold text-foreground">
                  {M.sendTitle}
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">{M.sendText}</p>
              </div>
              <SendProposalForm key={proposal.id} proposal={proposal} />
            </Card>
          </div>
        );
      }}
    </ProposalGate>
  );
}
