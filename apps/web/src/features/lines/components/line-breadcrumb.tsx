import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { Loader2, Pencil } from 'lucide-react';
import { LINE_NAME_MAX } from '@trato/domain/lines/names';
import { cn } from '../../../lib/cn.ts';
import { lineQueryOptions } from '../api/get-line.ts';
import { useUpdateLine } from '../api/update-line.ts';
import { renameDecision } from '../lib/lines.ts';
import { LINES_MESSAGES as M } from '../messages.ts';

/** The slug of a line page path (/line/{slug}), or null. */
export function slugFromLinePath(path: string | undefined): string | null {
  const m = /^\/line\/([^/?#]+)/.exec(path ?? '');
  return m?.[1] ? decodeURIComponent(m[1]) : null;
}

/**
 * The line page's breadcrumb: its name, editable in place. Enter saves, Esc (or leaving the field)
 * cancels, an unchanged name just closes; a new slug moves the page to the new URL.
 */
export function LineBreadcrumb({ name, path }: { name: string; path: string }) {
  const slug = slugFromLinePath(path);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const inputRef = useRef<HTMLInputElement>(null);
  const update = useUpdateLine();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (editing) inputRef.current?.select();
  }, [editing]);

  if (!slug) return <span className="truncate font-semibold text-foreground">{name}</span>;

  const start = () => {
    setDraft(name);
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    setDraft(name);
  };
  const save = () => {
    const decision = renameDecision(name, draft);
    if (decision.kind === 'close') return cancel();
    if (decision.kind === 'invalid') {
      toast.error(M.nameRequired);
      inputRef.current?.focus();
      return;
    }
    update.mutate(
      { id: slug, name: decision.name },
      {
        onSuccess: (line) => {
          toast.success(M.updated);
          setEditing(false);
          if (line.slug !== slug) {
            void navigate({ pathname: `/line/${encodeURIComponent(line.slug)}`, search: location.search, hash: location.hash }, { replace: true });
            void queryClient.invalidateQueries({ queryKey: lineQueryOptions(slug).queryKey, refetchType: 'none' });
          }
        },
        onError: (error) => {
          console.error(M.updateLogPrefix, error);
          toast.error(M.updateFailed);
        },
      },
    );
  };

  if (editing) {
    return (
      <span className="flex min-w-0 items-center gap-2">
        <input
          ref={inputRef}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              save();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              cancel();
            }
          }}
          onBlur={() => {
            if (!update.isPending) cancel();
          }}
          readOnly={update.isPending}
          aria-busy={update.isPending || undefined}
          maxLength={LINE_NAME_MAX}
          aria-label={M.renameInput}
          title={M.renameHint}
          className={cn(
            'h-8 w-[min(18rem,55vw)] min-w-0 rounded-md border border-primary bg-surface px-2 text-sm font-semibold text-foreground',
            'focus-visible:outline-2 focus-visible:outline-ring',
          )}
        />
        {update.isPending && <Loader2 className="size-4 shrink-0 animate-spin text-muted-foreground" aria-label="Guardando…" />}
      </span>
    );
  }

  return (
    <button
      type="button"
      onClick={start}
      title={M.rename}
      aria-label={`${M.rename}: ${name}`}
      className="group flex min-w-0 items-center gap-1.5 rounded-md px-1 py-0.5 -mx-1 font-semibold text-foreground hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span aria-current="page" className="truncate">
        {name}
      </span>
      <Pencil className="size-3.5 shrink-0 text-muted-foreground opacity-60 group-hover:opacity-100" aria-hidden="true" />
    </button>
  );
}
