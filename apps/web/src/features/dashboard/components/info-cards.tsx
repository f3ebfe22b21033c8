import { Link } from 'react-router';
import { ArrowRight, FileText, Layers, LayoutGrid } from 'lucide-react';
import type { DashboardMetricsDto } from '@trato/domain/dashboard/dto';
import { buttonClasses } from '../../../components/ui/button.tsx';
import type { Line } from '../../lines/api/get-lines.ts';
import { linePath } from '../../lines/lib/lines.ts';
import { NewProposalButton } from '../../proposals/components/new-proposal-button.tsx';
import { DASHBOARD_UI } from '../messages.ts';
import { InfoCard } from './info-card.tsx';
import { LineQuickCreate } from './line-quick-create.tsx';

const M = DASHBOARD_UI.cards;
const linkButton = buttonClasses('outline', 'sm');

/** SPEC §2.9: business line, online proposals, client portal — each with its real next step. */
export function InfoCards({ metrics, lines }: { metrics: DashboardMetricsDto; lines: Line[] }) {
  const firstLine = lines[0];
  const online = metrics.proposals.totals.online;
  const active = metrics.projects.totals.active;
  const portalId = metrics.projects.first_active_id;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <InfoCard icon={Layers} title={M.line.title} text={M.line.text} status={firstLine ? M.line.done(lines.length) : M.line.empty} testId="card-lines">
        {firstLine ? (
          <Link to={linePath(firstLine.slug)} className={linkButton}>
            {M.line.open}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : (
          <LineQuickCreate />
        )}
      </InfoCard>
      <InfoCard icon={FileText} title={M.proposals.title} text={M.proposals.text} status={!firstLine ? M.proposals.locked : online ? M.proposals.done(online) : M.proposals.empty} testId="card-proposals">
        {firstLine && (
          <>
            <Link to="/proposals#cotizaciones" className={linkButton}>
              {M.proposals.action}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <NewProposalButton lineId={firstLine.id} className="h-8 px-3" />
          </>
        )}
      </InfoCard>
      <InfoCard icon={LayoutGrid} title={M.portal.title} text={M.portal.text} status={!firstLine && !active ? M.portal.locked : active ? M.portal.done(active) : M.portal.empty} testId="card-portals">
        {portalId ? (
          <Link to={`/projects/${portalId}`} className={linkButton}>
            {M.portal.open}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
        {(firstLine || active > 0) && (
          <Link to="/projects#activos" className={buttonClasses('ghost', 'sm')}>
            {M.portal.list}
          </Link>
        )}
      </InfoCard>
    </div>
  );
}
