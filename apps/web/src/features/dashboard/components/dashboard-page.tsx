import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, FileText, Layers, LayoutGrid, Palette, type LucideIcon } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAccount } from '../../../lib/auth/get-account.ts';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { useLines } from '../../lines/api/get-lines.ts';
import { useProjects } from '../../projects/api/get-projects.ts';
import { useProposals } from '../../proposals/api/get-proposals.ts';
import { DASHBOARD_UI as M } from '../messages.ts';

type InfoCardProps = { icon: LucideIcon; step: number; title: string; text: string; status: string; action?: ReactNode };

function InfoCard({ icon: Icon, step, title, text, status, action }: InfoCardProps) {
  return (
    <Card className="flex flex-col p-5 sm:p-6">
      <div className="flex items-center justify-between">
        <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-text">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="text-xs font-medium text-muted-foreground">Paso {step}</span>
      </div>
      <h3 className="mt-5 text-base font-semibold text-foreground">{title}</h3>
      <p className="mt-1.5 flex-1 text-sm text-muted-foreground">{text}</p>
      <p className="mt-5 rounded-lg bg-surface-muted px-3 py-2 text-sm text-foreground">{status}</p>
      {action && <div className="mt-4">{action}</div>}
    </Card>
  );
}

/** /dashboard — a greeting and the three first steps, until the dashboard issue brings metrics. */
export function DashboardPage() {
  useBreadcrumbs([{ name: M.breadcrumb }]);
  const { data: account } = useAccount();
  const { data: lines } = useLines();
  const lineCount = lines?.length ?? 0;
  // What there already is (the demo workspace, a returning user): the lists' totals.
  const proposalCount = useProposals({ page: 1, text: '', line: null, trashed: false }).data?.meta.total ?? 0;
  const portalCount = useProjects({ page: 1, text: '', line: null, tab: 'active' }).data?.meta.total ?? 0;
  const firstName = account?.user.firstName || account?.user.name?.split(' ')[0] || '';
  const workspaceName = account?.workspace?.name ?? '';

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{M.greeting(firstName)}</h1>
        {workspaceName && <p className="mt-1.5 text-muted-foreground">{M.subtitle(workspaceName)}</p>}
      </header>

      <section aria-labelledby="primeros-pasos" className="space-y-4">
        <h2 id="primeros-pasos" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {M.nextSteps}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          <InfoCard
            icon={Layers}
            step={1}
            title={M.cards.line.title}
            text={M.cards.line.text}
            status={lineCount ? M.cards.line.done(lineCount) : `${M.cards.line.empty} ${M.cards.line.soon}`}
          />
          <InfoCard
            icon={FileText}
            step={2}
            title={M.cards.proposals.title}
            text={M.cards.proposals.text}
            status={!lineCount ? M.cards.proposals.locked : proposalCount ? M.cards.proposals.done(proposalCount) : M.cards.proposals.empty}
            action={
              lineCount > 0 && (
                <Link to="/proposals#cotizaciones" className={buttonClasses('outline', 'sm')}>
                  {M.cards.proposals.action}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              )
            }
          />
          <InfoCard
            icon={LayoutGrid}
            step={3}
            title={M.cards.portal.title}
            text={M.cards.portal.text}
            status={!lineCount ? M.cards.portal.locked : portalCount ? M.cards.portal.done(portalCount) : M.cards.portal.empty}
            action={
              lineCount > 0 && (
                <Link to="/projects#activos" className={buttonClasses('outline', 'sm')}>
                  {M.cards.portal.action}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              )
            }
          />
        </div>
      </section>

      {!account?.workspace?.logo && (
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
