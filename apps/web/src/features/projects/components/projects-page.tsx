import { FolderKanban } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { PaginationBar } from '../../clients/components/pagination-bar.tsx';
import { useProjects } from '../api/get-projects.ts';
import { PROJECTS_MESSAGES as M } from '../messages.ts';
import { ProjectRow } from './project-row.tsx';

/** /projects: a minimal list of the projects signed proposals became (page mirrored in ?page=). */
export function ProjectsPage() {
  useBreadcrumbs([{ name: M.title }]);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const projects = useProjects(page);

  let body;
  if (projects.isPending) body = <PageSpinner label={M.loading} />;
  else if (projects.isError)
    body = (
      <Card className="flex flex-wrap items-center justify-between gap-3 p-5 text-sm text-danger" role="alert">
        {M.loadError}
        <Button variant="outline" size="sm" onClick={() => void projects.refetch()}>
          {M.retry}
        </Button>
      </Card>
    );
  else if (projects.data.data.length === 0)
    body = (
      <EmptyState
        icon={FolderKanban}
        title={M.emptyTitle}
        text={M.emptyText}
        action={
          <Link to="/proposals" className={buttonClasses('outline')}>
            {M.goToProposals}
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <Card className="overflow-hidden">
          <ul aria-label={M.listLabel} className="divide-y divide-border">
            {projects.data.data.map((project) => (
              <ProjectRow key={project.id} project={project} />
            ))}
          </ul>
        </Card>
        <PaginationBar meta={projects.data.meta} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
      </>
    );

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{M.title}</h1>
        <p className="text-sm text-muted-foreground">{M.subtitle}</p>
      </header>
      {body}
    </div>
  );
}
