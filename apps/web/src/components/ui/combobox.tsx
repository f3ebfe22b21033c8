import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Check, ChevronsUpDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { inputClasses } from './input.tsx';
import { filterOptions, normalizeSearch } from './combobox-filter.ts';

type ComboboxProps = {
  id?: string;
  options: readonly string[];
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  emptyText?: string;
  /** Name of the popup list (kept apart from the field's label so getByLabel finds only the input). */
  listLabel?: string;
  name?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * A searchable single-choice list (WAI-ARIA combobox with a listbox popup). Typing filters the
 * options, accents and case ignored; arrows move, Enter picks, Escape closes.
 */
export function Combobox({
  id,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  emptyText = 'Sin resultados',
  listLabel = 'Sugerencias',
  name,
  ...aria
}: ComboboxProps) {
  const listId = useId();
  const [query, setQuery] = useState(value ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  const [syncedValue, setSyncedValue] = useState(value);
  if (syncedValue !== value) {
    setSyncedValue(value);
    setQuery(value ?? '');
  }

  const showAll = !query || query === value;
  const matches = useMemo(() => (showAll ? [...options] : filterOptions(options, query)), [options, query, showAll]);

  useEffect(() => {
    if (!open) return;
    const el = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    el?.scrollIntoView({ block: 'nearest' });
  }, [active, open]);

  function choose(option: string) {
    onChange(option);
    setQuery(option);
    setOpen(false);
  }

  function openAt(index: number) {
    setOpen(true);
    setActive(Math.max(0, Math.min(index, matches.length - 1)));
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) openAt(value ? matches.indexOf(value) : 0);
        else setActive((i) => Math.min(i + 1, matches.length - 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (!open) openAt(matches.length - 1);
        else setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Home':
        if (open) {
          e.preventDefault();
          setActive(0);
        }
        break;
      case 'End':
        if (open) {
          e.preventDefault();
          setActive(matches.length - 1);
        }
        break;
      case 'Enter': {
        const option = matches[active];
        if (open && option) {
          e.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          e.preventDefault();
          setOpen(false);
        }
        break;
    }
  }

  function onInputBlur() {
    setOpen(false);
    // Typed an exact option: take it. Otherwise fall back to the chosen value.
    const exact = options.find((o) => normalizeSearch(o) === normalizeSearch(query));
    if (exact && exact !== value) onChange(exact);
    else if (!exact) {
      if (!query.trim() && value) onChange(null);
      else setQuery(value ?? '');
    }
    onBlur?.();
  }

  const activeOption = open ? matches[active] : undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="relative">
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption !== undefined ? optionId(active) : undefined}
        className={cn(inputClasses, 'h-10 w-full pr-9')}
        placeholder={placeholder}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={(e) => e.target.select()}
        onClick={() => !open && openAt(value ? matches.indexOf(value) : 0)}
        onKeyDown={onKeyDown}
        onBlur={onInputBlur}
        {...aria}
      />
      <ChevronsUpDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!open}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded-xl border border-border bg-surface p-1 shadow-lg"
      >
        {matches.length === 0 && <li className="px-3 py-2 text-sm text-muted-foreground">{emptyText}</li>}
        {open &&
          matches.map((option, index) => (
            <li
              key={option}
              id={optionId(index)}
              data-index={index}
              role="option"
              aria-selected={option === value}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
              onMouseMove={() => index !== active && setActive(index)}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm',
                index === active ? 'bg-primary-soft text-foreground' : 'text-foreground',
              )}
            >
              <span>{option}</span>
              {option === value && <Check className="size-4 text-primary-text" aria-hidden="true" />}
            </li>
          ))}
      </ul>
    </div>
  );
}
