import { useEffect, useState } from 'react';
import { FileText, Search, Trash2 } from 'lucide-react';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import type { Line } from '../../../lines/api/get-lines.ts';
import type { ProposalListParams } from '../../lib/list-params.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';

const SEARCH_DEBOUNCE_MS = 300;

type ToolbarProps = {
  params: ProposalListParams;
  setParams: (p: ProposalListParams) => void;
  /** Lines for the filter; null hides it (the line page is already one line). */
  lines: Line[] | null;
  showTrashToggle: boolean;
  /** Bumped by the parent to empty the search box ("Limpiar búsqueda"). */
  clearSignal: number;
};

/** Search (debounced 300 ms, kept in ?text=), line filter (?line=) and the Activas / Papelera switch. */
export function ProposalsToolbar({ params, setParams, lines, showTrashToggle, clearSignal }: ToolbarProps) {
  const [text, setText] = useState(params.text);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced.trim() !== params.text.trim()) setParams({ ...params, text: debounced.trim(), page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the typed text settles
  }, [debounced]);
  // A URL change (back button, a link) fills the box.
  useEffect(() => {
    setText((t) => (t.trim() === params.text.trim() ? t : params.text));
  }, [params.text]);
  useEffect(() => {
    if (clearSignal) setText('');
  }, [clearSignal]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="relative w-full sm:max-w-xs sm:flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input type="search" aria-label={M.searchLabel} placeholder={M.searchPlaceholder} value={text} onChange={(e) => setText(e.target.value)} className="pl-9" />
      </div>
      {lines && (
        <div className="w-full sm:w-56">
          <Select aria-label={M.lineFilter} value={params.line ?? ''} onChange={(e) => setParams({ ...params, line: e.target.value || null, page: 1 })}>
            <option value="">{M.allLines}</option>
            {lines.map((l) => (
              <option key={l.id} value={l.slug}>
                {l.name}
              </option>
            ))}
          </Select>
        </div>
      )}
      {showTrashToggle && (
        <div role="radiogroup" aria-label={M.viewLabel} className="inline-flex self-start rounded-lg border border-border bg-surface p-0.5 sm:ml-auto sm:self-auto">
          {(
            [
              [false, M.viewActive, FileText],
              [true, M.viewTrash, Trash2],
            ] as const
          ).map(([trashed, label, Icon]) => (
            <button
              key={label}
              type="button"
              role="radio"
              aria-checked={params.trashed === trashed}
              onClick={() => setParams({ ...params, trashed, page: 1 })}
              className={cn(
                'flex h-8 items-center gap-1.5 rounded-md px-3 text-xs font-medium text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring',
                params.trashed === trashed && 'bg-surface-muted text-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
