import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { NavLink } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { ChevronRight, Loader2, Plus, X } from 'lucide-react';
import { checkLineName, LINE_NAME_MAX } from '@trato/domain/lines/names';
import { cn } from '../../../lib/cn.ts';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { readString, STORAGE_KEYS, writeString } from '../../../lib/storage.ts';
import { useCreateLine } from '../api/create-line.ts';
import { useLines } from '../api/get-lines.ts';
import { linePath, linesCollapsedFrom } from '../lib/lines.ts';
import { LINES_MESSAGES as M } from '../messages.ts';
import { LineDot } from './line-dot.tsx';

function useLinesCollapsed() {
  const [collapsed, setCollapsed] = useState(() => linesCollapsedFrom(readString(STORAGE_KEYS.linesCollapsed)));
  const set = (next: boolean) => {
    setCollapsed(next);
    writeString(STORAGE_KEYS.linesCollapsed, String(next));
  };
  return [collapsed, set] as const;
}

/** Inline create field: blank names are refused in place, with no call. */
function CreateLineForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const create = useCreateLine();

  useEffect(() => inputRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = checkLineName(name);
    if (!parsed.ok) {
      setError(parsed.error);
      inputRef.current?.focus();
      return;
    }
    create.mutate(
      { name: parsed.name },
      {
        onSuccess: () => {
          toast.success(M.created);
          setName('');
          setError(null);
          onDone();
        },
        onError: (err) => {
          const field = isApiError(err) ? err.fieldError('name') : undefined;
          if (field) setError(field);
          else toast.error(errorMessage(err, M.createFailed));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="px-3 pt-1 pb-2">
      <div className="flex items-center gap-1.5">
        <input
          ref={inputRef}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              onDone();
            }
          }}
          maxLength={LINE_NAME_MAX}
          aria-label={M.newLine}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={M.newLinePlaceholder}
          disabled={create.isPending}
          className={cn(
            'h-9 min-w-0 flex-1 rounded-lg border border-input bg-surface px-2.5 text-sm text-foreground placeholder:text-muted-foreground/80',
            'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-danger',
          )}
        />
        <button
          type="submit"
          aria-label={M.create}
          title={M.create}
          disabled={create.isPending}
          className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
        >
          {create.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Plus className="size-4" aria-hidden="true" />}
        </button>
        <button
          type="button"
          onClick={onDone}
          aria-label={M.cancel}
          title={M.cancel}
          className="flex size-9 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-xs text-danger">
          {error}
        </p>
      )}
    </form>
  );
}

/** The sidebar's business lines: a collapsible list (state persisted) with an inline create field. */
export function SidebarLines({ reduced, onNavigate }: { reduced: boolean; onNavigate?: () => void }) {
  const { data: lines, isPending, isError, refetch } = useLines();
  const [collapsed, setCollapsed] = useLinesCollapsed();
  const [creating, setCreating] = useState(false);
  const listId = useId();

  if (reduced) {
    // Icons-only sidebar: each line as its colour dot, named by its tooltip and label.
    return (
      <ul className="mt-4 space-y-1 border-t border-border px-3 pt-4" aria-label={M.section}>
        {lines?.map((line) => (
          <li key={line.id}>
            <NavLink
              to={linePath(line.slug)}
              onClick={onNavigate}
              title={line.name}
              className={({ isActive }) =>
                cn(
                  'flex h-9 items-center justify-center rounded-lg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring',
                  isActive && 'bg-primary-soft',
                )
              }
            >
              <LineDot color={line.color} className="size-3" />
              <span className="sr-only">{line.name}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    );
  }

  const open = !collapsed;
  return (
    <section className="mt-4 border-t border-border pt-3" aria-label={M.section}>
      <div className="flex items-center gap-1 px-3">
        <button
          type="button"
          onClick={() => setCollapsed(!collapsed)}
          aria-expanded={open}
          aria-controls={listId}
          title={open ? M.hideLines : M.showLines}
          className="flex h-8 min-w-0 flex-1 items-center gap-1.5 rounded-lg px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ChevronRight className={cn('size-4 shrink-0 transition-transform', open && 'rotate-90')} aria-hidden="true" />
          <span className="truncate">{M.section}</span>
          {lines && lines.length > 0 && <span className="ml-auto rounded-full bg-surface-muted px-1.5 text-[11px] font-medium normal-case">{lines.length}</span>}
        </button>
        <button
          type="button"
          onClick={() => {
            if (collapsed) setCollapsed(false);
            setCreating(true);
          }}
          aria-label={M.newLine}
          title={M.newLine}
          className="flex size-8 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>

      <div id={listId} hidden={!open} className="mt-1">
        {open && creating && <CreateLineForm onDone={() => setCreating(false)} />}
        {open && isPending && (
          <div className="space-y-1.5 px-3 py-1" aria-hidden="true">
            <div className="h-8 animate-pulse rounded-lg bg-surface-muted" />
            <div className="h-8 animate-pulse rounded-lg bg-surface-muted" />
          </div>
        )}
        {open && isError && (
          <p className="px-5 py-2 text-xs text-muted-foreground">
            {M.loadFailed}{' '}
            <button type="button" onClick={() => void refetch()} className="font-medium text-primary-text underline-offset-2 hover:underline">
              {M.retry}
            </button>
          </p>
        )}
        {open && lines && lines.length === 0 && !creating && <p className="px-5 py-2 text-xs leading-relaxed text-muted-foreground">{M.noLines}</p>}
        {open && lines && lines.length > 0 && (
          <ul className="space-y-0.5 px-3">
            {lines.map((line) => (
              <li key={line.id}>
                <NavLink
                  to={linePath(line.slug)}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex h-9 items-center gap-3 rounded-lg px-3 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      isActive ? 'bg-primary-soft font-medium text-primary-text' : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground',
                    )
                  }
                >
                  <LineDot color={line.color} />
                  <span className="truncate" title={line.name}>
                    {line.name}
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
