import { useEffect, type ReactNode } from 'react';
import { CheckCircle2, FolderKanban, SearchX, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { cn } from '../../../../lib/cn.ts';
import { PaginationBar } from '../../../../components/ui/pagination-bar.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { useProjects } from '../../api/get-projects.ts';
import type { ProjectListParams, ProjectTab } from '../../lib/list-params.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';
import { ProjectRow } from './project-row.tsx';

type ListProps = {
  tab: ProjectTab;
  params: ProjectListParams;
  setParams: (p: ProjectListParams) => void;
  fixedLine: string | null;
  onClearSearch: () => void;
  newButton: ReactNode;
};

const EMPTY = {
  active: { icon: FolderKanban, title: M.emptyTitle, text: M.emptyText },
  finished: { icon: CheckCircle2, title: M.emptyFinishedTitle, text: M.emptyFinishedText },
  trash: { icon: Trash2, title: M.emptyTrashTitle, text: M.emptyTrashText },
};

/** One tab's paged list (10 a page, page in the URL) with its loading, error and empty states. */
export function ProjectsList({ tab, params, setParams, fixedLine, onClearSearch, newButton }: ListProps) {
  const query = useProjects({ page: params.page, text: params.text, line: fixedLine ?? params.line, tab });
  const data = query.data;

  // The last row of the last page left (finished, deleted): show the new last page.
  useEffect(() => {
    if (data && data.data.length === 0 && data.meta.total > 0 && params.page > data.meta.last_page) setParams({ ...params, page: data.meta.last_page });
  }, [data, params, setParams]);

  if (query.isPending) {
    return (
      <Card className="flex justify-center py-16">
        <Spinner label={M.loading} />
      </Card>
    );
  }
  if (query.isError || !data) return <LoadError title={M.loadError} error={query.error} onRetry={() => void query.refetch()} />;
  if (data.meta.total === 0) {
    if (params.text.trim()) {
      return (
        <EmptyState
          icon={SearchX}
          title={M.noResultsTitle}
          text={M.noResultsText(params.text)}
          action={
            <Button variant="outline" onClick={onClearSearch}>
              {M.clearSearch}
            </Button>
          }
        />
      );
    }
    const empty = EMPTY[tab];
    const text = tab === 'active' && fixedLine ? M.emptyLineText : empty.text;
    return <EmptyState icon={empty.icon} title={empty.title} text={text} action={tab === 'active' ? newButton : undefined} />;
  }
  return (
    <div className="space-y-4">
      <Card className={cn('overflow-hidden transition-opacity', query.isPlaceholderData && 'opacity-60')}>
        <ul className="divide-y divide-border" aria-label={M.listLabel}>
          {data.data.map((p) => (
            <ProjectRow key={p.id} project={p} showLine={!fixedLine} />
          ))}
        </ul>
      </Card>
      <PaginationBar meta={data.meta} onPage={(page) => setParams({ ...params, page })} />
    </div>
  );
}
