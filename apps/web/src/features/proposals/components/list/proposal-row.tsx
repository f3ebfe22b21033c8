import { Link } from 'react-router';
import type { ProposalListItemDto } from '@trato/domain/proposals/dto';
import { formatMoney } from '../../../../lib/money.ts';
import { CompanyLogo } from '../../../clients/components/company-logo.tsx';
import { formatShortDate } from '../../lib/format-date.ts';
import { proposalPath } from '../../lib/list-params.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';
import { ProposalActionsMenu } from '../actions/proposal-actions-menu.tsx';
import { LineBadge } from '../line-badge.tsx';
import { StatusTag } from '../status-tag.tsx';
import { useWorkspaceTimeZone } from '../../../../lib/auth/workspace-time-zone.ts';

/** One proposal in the list; the whole row opens it, the menu holds the actions. */
export function ProposalRow({ proposal, showLine }: { proposal: ProposalListItemDto; showLine: boolean }) {
  const name = proposal.name.trim() || M.untitled;
  const client = proposal.client?.name ?? proposal.company?.name ?? null;
  const trashed = Boolean(proposal.deleted_at);
  const date = formatShortDate(trashed ? proposal.deleted_at : proposal.updated_at, useWorkspaceTimeZone()) ?? '';
  const total = (className: string) => (
    <p className={className}>
      <span className="sr-only">{M.total}: </span>
      {formatMoney(proposal.total, proposal.currency_code)}
    </p>
  );
  return (
    <li className="relative flex gap-3 px-4 py-3.5 transition-colors hover:bg-surface-muted/60 sm:items-center sm:gap-4 sm:px-5" data-testid="proposal-row">
      <span className="hidden sm:block">
        <CompanyLogo name={client ?? name} logo={proposal.client?.logo ?? proposal.company?.logo ?? null} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {trashed ? (
            <span className="font-medium break-words text-foreground sm:truncate">{name}</span>
          ) : (
            <Link
              to={proposalPath(proposal)}
              className="font-medium break-words text-foreground after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-ring sm:truncate"
            >
              {name}
            </Link>
          )}
          <StatusTag status={proposal.status} label={proposal.status_label} />
          {showLine && proposal.line && <LineBadge line={proposal.line} />}
        </div>
        <div className="mt-1 flex items-baseline justify-between gap-3">
          <p className="min-w-0 text-sm text-muted-foreground sm:truncate">
            {proposal.code && (
              <>
                <span className="tabular-nums" data-testid="proposal-code">
                  {proposal.code}
                </span>
                <span aria-hidden="true"> · </span>
              </>
            )}
            {client ?? M.noClient}
            <span aria-hidden="true"> · </span>
            {trashed ? (
              M.trashedOn(date)
            ) : (
              <>
                {/* Phones show just the date; the words stay for screen readers. */}
                <span className="sr-only sm:not-sr-only">{M.updatedPrefix} </span>
                {date}
              </>
            )}
          </p>
          {total('shrink-0 text-sm font-semibold text-foreground tabular-nums sm:hidden')}
        </div>
      </div>
      {total('hidden shrink-0 text-right text-base font-semibold text-foreground tabular-nums sm:block')}
      <ProposalActionsMenu proposal={proposal} className="relative z-10 -mt-1 -mr-2 sm:mt-0" />
    </li>
  );
}
