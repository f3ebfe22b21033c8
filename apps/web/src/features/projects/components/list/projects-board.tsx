import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import type { Line } from '../../../lines/api/get-lines.ts';
import { LineDot } from '../../../lines/components/line-dot.tsx';
import { formatMoney } from '../../../../lib/money.ts';
import { useProjectsColumn } from '../../api/get-projects-column.ts';
import { projectPath, type ProjectTab } from '../../lib/list-params.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';
import { ProjectActionsMenu } from '../actions/project-actions-menu.tsx';
import { ProgressBar } from '../progress-bar.tsx';

function Column({ line, tab, text }: { line: Line; tab: ProjectTab; text: string }) {
  const query = useProjectsColumn({ tab, text, line: line.slug });
  const cards = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.meta.total ?? null;
  return (
    <section aria-label={line.name} data-testid="board-column" className="flex w-[17.5rem] shrink-0 snap-start flex-col rounded-2xl bg-surface-muted/70 p-2.5 lg:w-auto lg:min-w-0 lg:flex-1">
      <header className="flex items-center justify-between gap-2 px-1.5 pt-1 pb-2.5">
        <span className="flex min-w-0 items-center gap-2 text-sm font-medium text-foreground">
          <LineDot color={line.color} className="size-2.5" />
          <span className="truncate">{line.name}</span>
        </span>
        <span className="text-xs text-muted-foreground tabular-nums" aria-label={total === null ? undefined : M.columnCount(total)}>
          {total ?? ''}
        </span>
      </header>
      {query.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={M.loading} />
        </div>
      ) : query.isError ? (
        <p className="px-2 py-6 text-center text-sm text-danger">{errorMessage(query.error)}</p>
      ) : (
        <ul className="flex min-h-24 flex-col gap-2">
          {cards.length === 0 && <li className="rounded-xl border border-dashed border-border px-3 py-6 text-center text-sm text-muted-foreground">{M.columnCount(0)}</li>}
          {cards.map((p) => (
            <li key={p.id} className="relative rounded-xl border border-border bg-surface p-3.5 shadow-xs transition-shadow hover:shadow-md" data-testid="board-card">
              {p.deleted_at ? (
                <span className="sr-only">{p.name.trim() || M.untitled}</span>
              ) : (
                <Link to={projectPath(p)} className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring">
                  <span className="sr-only">{p.name.trim() || M.untitled}</span>
                </Link>
              )}
              <div aria-hidden="true">
                <p className="font-medium break-words text-foreground">{p.name.trim() || M.untitled}</p>
                <p className="mt-0.5 truncate text-sm text-muted-foreground">{p.client?.name ?? p.company?.name ?? M.noClient}</p>
                <p className="mt-2.5 text-sm font-semibold text-foreground tabular-nums">{formatMoney(p.total, p.currency_code)}</p>
                <div className="mt-2 mr-10">
                  <ProgressBar value={p.progress} />
                </div>
              </div>
              <div className="absolute right-1.5 bottom-1.5 z-10">
                <ProjectActionsMenu project={p} className="size-8" />
              </div>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button variant="ghost" size="sm" className="mt-2" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {M.loadMore}
        </Button>
      )}
    </section>
  );
}

/** The board (?mode=board): one column per business line with the tab's projects. */
export function ProjectsBoard({ lines, tab, text }: { lines: Line[]; tab: ProjectTab; text: string }) {
  return (
    <div role="region" aria-label={M.boardLabel} className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      {lines.map((line) => (
        <Column key={line.id} line={line} tab={tab} text={text} />
      ))}
    </div>
  );
}
