import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search, X } from 'lucide-react';
import { isSearchable, SEARCH_MAX_LENGTH } from '@trato/domain/search/limits';
import type { SearchResult } from '@trato/domain/search/types';
import { cn } from '../../../lib/cn.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useGlobalSearch } from '../api/search.ts';
import { moveActive, optionId } from '../lib/result-list.ts';
import { SEARCH_UI_MESSAGES as M } from '../messages.ts';
import { SearchPanel, type PanelState } from './search-panel.tsx';

/** SPEC §9: the query waits 300 ms after the last keystroke. */
const DEBOUNCE_MS = 300;

export type SearchComboboxHandle = { focus: () => void; isVisible: () => boolean };

type Props = {
  /** 'inline' (header, panel floats below) or 'overlay' (phone sheet, panel in the flow). */
  variant: 'inline' | 'overlay';
  /** After a result is chosen (the overlay closes then). */
  onChosen?: () => void;
  /** Esc with the panel already closed (the overlay closes then). */
  onEscape?: () => void;
  hint?: string;
  className?: string;
};

/**
 * The header search (WAI-ARIA combobox with a listbox popup): searches from 2 characters, 300 ms after
 * typing stops; the panel shows while the box has text, closes on a click outside or Esc; ↑/↓ move,
 * Enter opens the highlighted result (or the first); choosing clears the box (SPEC §4, §5).
 */
export const SearchCombobox = forwardRef<SearchComboboxHandle, Props>(function SearchCombobox({ variant, onChosen, onEscape, hint, className }, ref) {
  const navigate = useNavigate();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(variant === 'overlay');
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, DEBOUNCE_MS);
  const search = useGlobalSearch(debounced);
  const searchable = isSearchable(trimmed);
  const settled = searchable && debounced === trimmed && search.isSuccess && !search.isPlaceholderData;
  const results = settled ? search.data.data : [];
  // The highlight belongs to one set of results: new results start with nothing highlighted.
  const [cursor, setCursor] = useState({ key: '', index: -1 });
  const active = settled && cursor.key === debounced ? cursor.index : -1;
  const setActive = (index: number) => setCursor({ key: debounced, index });

  useImperativeHandle(ref, () => ({
    focus: () => {
      setOpen(true);
      inputRef.current?.focus();
      inputRef.current?.select();
    },
    isVisible: () => (inputRef.current?.getClientRects().length ?? 0) > 0,
  }));

  // A click anywhere outside the box and its panel closes the panel (SPEC §4).
  useEffect(() => {
    if (!open || variant === 'overlay') return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, variant]);

  const activeId = active >= 0 && results[active] ? optionId(listId, results[active]) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function choose(r: SearchResult) {
    setText('');
    setOpen(variant === 'overlay');
    inputRef.current?.blur();
    navigate(r.url);
    onChosen?.();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive(moveActive(active, results.length, e.key));
    } else if (e.key === 'Enter') {
      const r = results[active] ?? results[0];
      if (!r || !settled) return;
      e.preventDefault();
      choose(r);
    } else if (e.key === 'Escape') {
      if (open && trimmed && variant === 'inline') {
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
      } else if (onEscape) onEscape();
      else setText('');
    }
  }

  let state: PanelState;
  if (!searchable) state = { kind: 'tooShort' };
  else if (settled) state = { kind: 'done', results, counts: search.data.meta.counts, capped: search.data.meta.capped };
  else if (search.isError && debounced === trimmed && !search.isFetching) state = { kind: 'error' };
  else state = { kind: 'loading', stale: search.data && { results: search.data.data, counts: search.data.meta.counts, capped: search.data.meta.capped } };
  const showPanel = open && trimmed !== '';

  return (
    <div
      ref={rootRef}
      className={cn('relative', className)}
      onBlur={(e) => {
        // Tabbing out closes the panel as a click outside does (the panel itself never takes focus).
        if (variant === 'inline' && !rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={M.label}
          aria-expanded={showPanel}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={M.placeholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={cn(
            'peer h-10 w-full rounded-lg border border-input bg-surface pr-16 pl-9 text-sm text-foreground placeholder:text-muted-foreground/80',
            'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
          )}
        />
        {text ? (
          <button
            type="button"
            aria-label={M.clear}
            onClick={() => {
              setText('');
              inputRef.current?.focus();
            }}
            className="absolute top-1/2 right-1.5 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : (
          hint && (
            <kbd className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 rounded border border-border bg-surface-muted px-1.5 py-0.5 font-sans text-[11px] text-muted-foreground peer-focus:hidden">
              {hint}
            </kbd>
          )
        )}
      </div>
      {showPanel && (
        <SearchPanel
          listId={listId}
          state={state}
          active={active}
          onChoose={choose}
          onHover={setActive}
          onRetry={() => void search.refetch()}
          className={variant === 'inline' ? 'absolute top-full right-0 z-40 mt-2 max-h-[min(70vh,480px)] w-[min(34rem,calc(100vw-2rem))]' : 'mt-3 max-h-[calc(100dvh-5.5rem)] shadow-none'}
        />
      )}
    </div>
  );
});
