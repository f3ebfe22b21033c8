import { Link, useParams } from 'react-router';
import { LayoutGrid, SearchX } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { ProjectsBrowser } from '../../projects/components/list/projects-browser.tsx';
import { NewProjectButton } from '../../projects/components/new-project-button.tsx';
import { ProposalsBrowser } from '../../proposals/components/list/proposals-browser.tsx';
import { NewProposalButton } from '../../proposals/components/new-proposal-button.tsx';
import { TopTabs } from '../../shell/components/top-tabs.tsx';
import { useLine } from '../api/get-line.ts';
import { LINES_MESSAGES as M } from '../messages.ts';
import { LineDot, lineColor } from './line-dot.tsx';

const backHome = (
  <Link to="/dashboard" className={buttonClasses('outline', 'md')}>
    {M.backHome}
  </Link>
);

/** /line/{slug}: the line's proposals (the same list as /proposals, for this line) and portals. */
function LineView({ slug }: { slug: string }) {
  const { data: line, isPending, error, refetch } = useLine(slug);
  useBreadcrumbs(line ? [{ name: line.name, path: `/line/${line.slug}`, type: 'line' }] : [{ name: M.pageTitle }]);

  if (isPending) {
    return (
      <div className="flex justify-center py-20">
        <Spinner />
      </div>
    );
  }
  if (error) {
    if (isApiError(error) && error.status === 404) return <EmptyState icon={SearchX} title={M.notFoundTitle} text={M.notFoundText} action={backHome} />;
    return (
      <EmptyState
        icon={SearchX}
        title={M.loadLineFailed}
        text={error.message}
        action={
          <button type="button" onClick={() => void refetch()} className={buttonClasses('outline', 'md')}>
            {M.retry}
          </button>
        }
      />
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl" style={{ backgroundColor: `color-mix(in oklab, ${lineColor(line.color)} 16%, transparent)` }}>
            <LineDot color={line.color} className="size-3.5" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{M.pageTitle}</p>
            <h1 className="truncate text-2xl font-semibold tracking-tight text-foreground">{line.name}</h1>
          </div>
        </div>
        <NewProposalButton lineId={line.id} />
      </div>
      <TopTabs tabs={M.tabs} viewModeToggle label={M.tabsLabel}>
        {(tab, mode) =>
          tab === 'Portales' ? (
            <ProjectsBrowser tab="active" mode={mode} lines={[line]} fixedLine={line.slug} newButton={<NewProjectButton lineId={line.id} />} />
          ) : (
            <ProposalsBrowser mode={mode} lines={null} fixedLine={line.slug} newButton={<NewProposalButton lineId={line.id} />} />
          )
        }
      </TopTabs>
    </>
  );
}

export function LinePage() {
  const { slug } = useParams();
  if (!slug) return <NoLineChosen />;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <LineView key={slug} slug={slug} />
    </div>
  );
}

function NoLineChosen() {
  useBreadcrumbs([{ name: M.pageTitle }]);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">{M.pageTitle}</h1>
      <EmptyState icon={LayoutGrid} title={M.chooseTitle} text={M.chooseText} action={backHome} />
    </div>
  );
}
