import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { useLines } from '../../lines/api/get-lines.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { TopTabs } from '../../shell/components/top-tabs.tsx';
import { projectTabFromName, readProjectListParams } from '../lib/list-params.ts';
import { PROJECTS_MESSAGES as M } from '../messages.ts';
import { ProjectsBrowser } from './list/projects-browser.tsx';
import { NewProjectButton } from './new-project-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /projects: tabs #activos (default), #finalizados, #papelera; list or board; 'Nuevo portal'. */
export function ProjectsPage() {
  useBreadcrumbs([{ name: M.title, path: '/projects' }]);
  const lines = useLines();
  const [search] = useSearchParams();
  const lineFilter = readProjectListParams(search).line;

  if (lines.isPending) return <PageSpinner />;
  if (lines.isError) {
    return (
      <div className="mx-auto w-full max-w-6xl">
        <LoadError title={M.loadError} error={lines.error} onRetry={() => void lines.refetch()} />
      </div>
    );
  }
  const line = lines.data.find((l) => l.slug === lineFilter) ?? lines.data[0] ?? null;
  const newButton = <NewProjectButton lineId={line?.id ?? null} />;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <PageHeader title={M.title} subtitle={M.subtitle}>
        {newButton}
      </PageHeader>
      <TopTabs tabs={M.tabs} viewModeToggle label={M.tabsLabel}>
        {(tab, mode) => <ProjectsBrowser tab={projectTabFromName(tab)} mode={mode} lines={lines.data} newButton={newButton} />}
      </TopTabs>
    </div>
  );
}
