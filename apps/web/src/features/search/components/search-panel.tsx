import type { SearchCounts, SearchResult, SearchType } from '@trato/domain/search/types';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { countsShown, optionId } from '../lib/result-list.ts';
import { SEARCH_UI_MESSAGES as M } from '../messages.ts';
import { ResultAsset } from './result-asset.tsx';
import { SearchTag } from './search-tag.tsx';

export type PanelState =
  | { kind: 'tooShort' }
  | { kind: 'loading'; stale?: Found }
  | { kind: 'error' }
  | ({ kind: 'done' } & Found);

/** What one answer found: the results, the counts per type and the types counted only up to the cap. */
type Found = { results: SearchResult[]; counts: SearchCounts; capped?: SearchType[] };

type Props = {
  listId: string;
  state: PanelState;
  active: number;
  onChoose: (r: SearchResult) => void;
  onHover: (index: number) => void;
  onRetry: () => void;
  className?: string;
};

/**
 * The results under the box: counts per type, then the listbox (each option with its asset, title,
 * subtitle and type tag). Loading keeps the previous results dimmed; mousedown never steals focus
 * from the input, so a click chooses and the keyboard keeps working.
 */
export function SearchPanel({ listId, state, active, onChoose, onHover, onRetry, className }: Props) {
  const shown = state.kind === 'done' ? state : state.kind === 'loading' ? state.stale : undefined;
  const results = shown?.results ?? [];
  return (
    <div className={cn('overflow-y-auto overscroll-contain rounded-xl border border-border bg-surface shadow-lg', className)} onMouseDown={(e) => e.preventDefault()}>
      {state.kind === 'tooShort' && <p className="px-4 py-5 text-center text-sm text-muted-foreground">{M.tooShort}</p>}
      {state.kind === 'loading' && (
        <div className="flex items-center justify-center gap-2 px-4 py-3 text-sm text-muted-foreground">
          <Spinner label={M.loading} className="[&>svg]:size-4" />
          <span aria-hidden="true">{M.loading}</span>
        </div>
      )}
      {state.kind === 'error' && (
        <div className="flex flex-col items-center gap-2 px-4 py-5 text-center text-sm">
          <p role="alert" className="text-danger">{M.error}</p>
          <button type="button" onClick={onRetry} className="rounded-lg border border-border px-3 py-1.5 font-medium text-foreground hover:bg-surface-muted">
            {M.retry}
          </button>
        </div>
      )}
      {state.kind === 'done' && results.length === 0 && (
        <p role="status" className="px-4 py-6 text-center text-sm text-muted-foreground">{M.empty}</p>
      )}
      {state.kind === 'done' && results.length > 0 && <p role="status" className="sr-only">{M.found(Object.values(state.counts).reduce((a, b) => a + b, 0), !!state.capped?.length)}</p>}
      {shown && results.length > 0 && (
        <>
          <ul aria-label={M.counts} className="flex flex-wrap gap-1.5 border-b border-border px-3 py-2.5">
            {countsShown(shown.counts, shown.capped).map(({ type, count }) => (
              <li key={type}>
                <SearchTag type={type} count={count} />
              </li>
            ))}
          </ul>
          <ul id={listId} role="listbox" aria-label={M.results} className={cn('space-y-0.5 p-1.5', state.kind === 'loading' && 'opacity-60')}>
            {results.map((r, i) => (
              <li
                key={`${r.type}-${r.id}`}
                id={optionId(listId, r)}
                role="option"
                aria-selected={i === active}
                onClick={() => onChoose(r)}
                onMouseMove={() => i !== active && onHover(i)}
                className={cn('flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2', i === active && 'bg-surface-muted')}
              >
                <ResultAsset asset={r.asset} type={r.type} />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 text-sm font-medium break-words text-foreground">{r.title}</span>
                  {r.subtitle && <span className="block truncate text-xs text-muted-foreground">{r.subtitle}</span>}
                </span>
                <SearchTag type={r.type} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
