import { useCallback, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Line } from '../../../lines/api/get-lines.ts';
import type { ViewMode } from '../../../shell/lib/tab-hash.ts';
import { readProjectListParams, writeProjectListParams, type ProjectListParams, type ProjectTab } from '../../lib/list-params.ts';
import { ProjectsBoard } from './projects-board.tsx';
import { ProjectsList } from './projects-list.tsx';
import { ProjectsToolbar } from './projects-toolbar.tsx';
import { UnfinishedProjects } from './unfinished-projects.tsx';

type BrowserProps = {
  tab: ProjectTab;
  mode: ViewMode;
  /** Every line (the filter, the board's columns). */
  lines: Line[];
  /** The line page's own line (slug): only its projects, no filter. */
  fixedLine?: string | null;
  newButton: ReactNode;
};

/** The projects of a tab, shared by /projects and the line page: toolbar, then list or board. */
export function ProjectsBrowser({ tab, mode, lines, fixedLine = null, newButton }: BrowserProps) {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const params = readProjectListParams(search);
  const [clearSignal, setClearSignal] = useState(0);

  const setParams = useCallback(
    (next: ProjectListParams) => {
      const qs = writeProjectListParams(new URLSearchParams(location.search), next).toString();
      void navigate({ search: qs ? `?${qs}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
    },
    [location.search, location.hash, navigate],
  );

  const boardLines = fixedLine ? lines.filter((l) => l.slug === fixedLine) : params.line ? lines.filter((l) => l.slug === params.line) : lines;
  return (
    <div className="space-y-4">
      <ProjectsToolbar params={params} setParams={setParams} lines={fixedLine ? null : lines} clearSignal={clearSignal} />
      {tab === 'active' && <UnfinishedProjects text={params.text} line={fixedLine ?? params.line} />}
      {mode === 'board' ? (
        <ProjectsBoard lines={boardLines} tab={tab} text={params.text} />
      ) : (
        <ProjectsList
          tab={tab}
          params={params}
          setParams={setParams}
          fixedLine={fixedLine}
          onClearSearch={() => {
            setClearSignal((n) => n + 1);
            setParams({ ...params, text: '', page: 1 });
          }}
          newButton={newButton}
        />
      )}
    </div>
  );
}
