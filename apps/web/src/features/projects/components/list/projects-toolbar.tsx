import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import type { Line } from '../../../lines/api/get-lines.ts';
import type { ProjectListParams } from '../../lib/list-params.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';

type ToolbarProps = {
  params: ProjectListParams;
  setParams: (p: ProjectListParams) => void;
  /** Lines for the filter; null hides it (the line page is one line already). */
  lines: Line[] | null;
  clearSignal: number;
};

/** Search (debounced 300 ms, ?text=) and the line filter (?line=). */
export function ProjectsToolbar({ params, setParams, lines, clearSignal }: ToolbarProps) {
  const [text, setText] = useState(params.text);
  const debounced = useDebouncedValue(text, 300);

  useEffect(() => {
    if (debounced.trim() !== params.text.trim()) setParams({ ...params, text: debounced.trim(), page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the typed text settles
  }, [debounced]);
  useEffect(() => {
    if (clearSignal) setText('');
  }, [clearSignal]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
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
    </div>
  );
}
