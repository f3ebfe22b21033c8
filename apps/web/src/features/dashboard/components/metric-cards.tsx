import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardMetricsDto } from '@trato/domain/dashboard/dto';
import { formatMoney } from '@trato/domain/money-format';
import { Card } from '../../../components/ui/card.tsx';
import { DASHBOARD_UI } from '../messages.ts';

const M = DASHBOARD_UI.metrics;

function Metric({ label, to, children, hint }: { label: string; to: string; children: ReactNode; hint?: string }) {
  return (
    <Card className="p-0">
      <Link to={to} className="block h-full rounded-2xl p-4 hover:bg-surface-muted/60 focus-visible:outline-2 focus-visible:outline-ring sm:p-5">
        <p className="text-sm text-muted-foreground">{label}</p>
        <div className="mt-1 text-2xl font-semibold tracking-tight text-foreground tabular-nums">{children}</div>
        {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
      </Link>
    </Card>
  );
}

/** The four figures; each opens the list it counts, where the same number shows. */
export function MetricCards({ metrics }: { metrics: DashboardMetricsDto }) {
  const accepted = metrics.accepted.totals;
  const acceptedCount = accepted.reduce((n, t) => n + t.count, 0);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <div data-testid="metric-active">
        <Metric label={M.active} to="/projects#activos">
          {metrics.projects.totals.active}
        </Metric>
      </div>
      <div data-testid="metric-sent">
        <Metric label={M.sent} to="/proposals#cotizaciones" hint={M.sentHint}>
          {metrics.proposals.totals.sent}
        </Metric>
      </div>
      <div data-testid="metric-accepted">
        <Metric label={M.accepted} to="/proposals#cotizaciones" hint={acceptedCount ? M.acceptedCount(acceptedCount) : M.acceptedNone}>
          {accepted.length ? (
            accepted.map((t) => (
              <span key={t.currency_code} className="block truncate text-xl sm:text-2xl">
                {formatMoney(t.amount, t.currency_code)}
              </span>
            ))
          ) : (
            <span>{formatMoney('0', null)}</span>
          )}
        </Metric>
      </div>
      <div data-testid="metric-milestones">
        <Metric label={M.milestones} to="/calendar" hint={M.milestonesHint}>
          {metrics.milestones.data.length}
        </Metric>
      </div>
    </div>
  );
}
