import { Link } from 'react-router';
import { Palette } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useAccount } from '../../../lib/auth/get-account.ts';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { useLines } from '../../lines/api/get-lines.ts';
import { useRefetchOnNotification } from '../../notifications/lib/use-refetch-on-notification.ts';
import { DASHBOARD_KEY, useDashboardMetrics } from '../api/get-dashboard-metrics.ts';
import { DASHBOARD_UI as M } from '../messages.ts';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { InfoCards } from './info-cards.tsx';
import { LatestProposals } from './latest-proposals.tsx';
import { MetricCards } from './metric-cards.tsx';
import { MoneyCards } from './money-cards.tsx';
import { NextPayments } from './next-payments.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { UpcomingMilestones } from './upcoming-milestones.tsx';

/** /dashboard (SPEC §2.9): info cards, figures, the latest proposals, upcoming milestones, recent activity. */
export function DashboardPage() {
  useBreadcrumbs([{ name: M.breadcrumb }]);
  const { data: account } = useAccount();
  const metrics = useDashboardMetrics();
  // A client signing or declining changes these figures (SPEC §4: admin pages reload on a notification).
  useRefetchOnNotification(DASHBOARD_KEY);
  const lines = useLines();
  const firstName = account?.user.firstName || account?.user.name?.split(' ')[0] || '';
  const workspaceName = account?.workspace?.name ?? '';
  const failed = metrics.isError ? metrics : lines.isError ? lines : null;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{M.greeting(firstName)}</h1>
        {workspaceName && <p className="mt-1.5 text-muted-foreground">{M.subtitle(workspaceName)}</p>}
      </header>

      {failed ? (
        <LoadError title={M.loadError} error={failed.error} onRetry={() => void Promise.all([metrics.refetch(), lines.refetch()])} />
      ) : !metrics.data || !lines.data ? (
        <DashboardSkeleton />
      ) : (
        <>
          <section aria-labelledby="resumen" className="space-y-3">
            <h2 id="resumen" className="sr-only">
              {M.metricsTitle}
            </h2>
            <MoneyCards money={metrics.data.money} />
            <MetricCards metrics={metrics.data} />
          </section>
          <section aria-labelledby="tu-espacio" className="space-y-3">
            <h2 id="tu-espacio" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              {M.cardsTitle}
            </h2>
            <InfoCards metrics={metrics.data} lines={lines.data} />
          </section>
          <div className="grid gap-4 lg:grid-cols-2">
            <NextPayments payments={metrics.data.money.next_payments} />
            <UpcomingMilestones events={metrics.data.milestones.data} />
          </div>
          <LatestProposals proposals={metrics.data.proposals.latest} />
          <RecentActivity activities={metrics.data.recent.activities} />
        </>
      )}

      {account?.workspace && !account.workspace.logo && (
        <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <Palette className="size-5" aria-hidden="true" />
          </span>
          <div className="flex-1">
            <h2 className="text-base font-semibold text-foreground">{M.settingsCta}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{M.settingsText}</p>
          </div>
          <Link to="/settings" className={buttonClasses('primary', 'md')}>
            {M.settingsLink}
          </Link>
        </Card>
      )}
    </div>
  );
}
