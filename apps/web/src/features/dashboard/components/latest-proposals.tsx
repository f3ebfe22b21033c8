import { Link } from 'react-router';
import type { ProposalListItemDto } from '@trato/domain/proposals/dto';
import { formatMoney } from '@trato/domain/money-format';
import { formatShortDate } from '@trato/domain/date-format';
import { StatusTag } from '../../proposals/components/status-tag.tsx';
import { DASHBOARD_UI as M } from '../messages.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { useWorkspaceTimeZone } from '../../../lib/auth/workspace-time-zone.ts';

/** The latest three proposals (SPEC §9), each opening /proposals/{id}, dated on the workspace's day (short: it fits a phone's line beside the client). */
export function LatestProposals({ proposals }: { proposals: ProposalListItemDto[] }) {
  const timeZone = useWorkspaceTimeZone();
  return (
    <DashboardSection id="ultimas-cotizaciones" title={M.latestTitle} link={{ to: '/proposals#cotizaciones', label: M.latestAll }} empty={proposals.length ? null : `${M.latestEmpty} ${M.latestEmptyHint}`}>
      <ul className="divide-y divide-border">
        {proposals.map((p) => (
          <li key={p.id}>
            <Link to={`/proposals/${p.id}`} className="flex items-center gap-3 rounded-lg px-1 py-3 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring" data-testid="latest-proposal">
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-foreground">{p.name}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {p.company?.name ?? M.noClient} · {formatShortDate(p.created_at, timeZone)}
                </span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1">
                <StatusTag status={p.status} label={p.status_label} />
                <span className="text-xs font-medium text-foreground tabular-nums">{formatMoney(p.total, p.currency_code)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
