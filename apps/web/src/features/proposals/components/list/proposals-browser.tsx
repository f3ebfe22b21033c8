import { useCallback, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Line } from '../../../lines/api/get-lines.ts';
import type { ViewMode } from '../../../shell/lib/tab-hash.ts';
import { readProposalListParams, writeProposalListParams, type ProposalListParams } from '../../lib/list-params.ts';
import { ProposalsBoard } from '../board/proposals-board.tsx';
import { ProposalsList } from './proposals-list.tsx';
import { ProposalsToolbar } from './proposals-toolbar.tsx';

type BrowserProps = {
  mode: ViewMode;
  /** Lines for the filter (on /proposals); null on a line's own page. */
  lines: Line[] | null;
  /** The line page's line (slug): the list is only that line's. */
  fixedLine?: string | null;
  newButton: ReactNode;
};

/**
 * The proposals list shared by /proposals and /line/{slug}: toolbar, then the list (mode=list,
 * default) or the board (mode=board). Its state lives in the URL next to the tab hash.
 */
export function ProposalsBrowser({ mode, lines, fixedLine = null, newButton }: BrowserProps) {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const params = readProposalListParams(search);
  const [clearSignal, setClearSignal] = useState(0);

  const setParams = useCallback(
    (next: ProposalListParams) => {
      const qs = writeProposalListParams(new URLSearchParams(location.search), next).toString();
      void navigate({ search: qs ? `?${qs}` : '', hash: location.hash || '#cotizaciones' }, { replace: true, preventScrollReset: true });
    },
    [location.search, location.hash, navigate],
  );

  const board = mode === 'board';
  // The board shows open work by status; the trash is a list.
  const listParams = board ? { ...params, trashed: false } : params;

  return (
    <div className="space-y-4">
      <ProposalsToolbar params={listParams} setParams={setParams} lines={fixedLine ? null : lines} showTrashToggle={!board} clearSignal={clearSignal} />
      {board ? (
        <ProposalsBoard text={params.text} line={fixedLine ?? params.line} />
      ) : (
        <ProposalsList
          params={listParams}
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
