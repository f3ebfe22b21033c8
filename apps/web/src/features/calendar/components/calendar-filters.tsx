import { cn } from '../../../lib/cn.ts';
import { EVENT_DOT } from '../../../components/calendar/month-calendar.tsx';
import { CALENDAR_MESSAGES as M } from '../messages.ts';

export type CalendarFilters = { payments: boolean; stages: boolean };

/** 'Pagos' and 'Etapas' as toggle buttons (both on by default, SPEC §2.9). */
export function CalendarFilterToggles({ value, onChange }: { value: CalendarFilters; onChange: (next: CalendarFilters) => void }) {
  const toggles = [
    { key: 'payments', label: M.filterPayments, dot: EVENT_DOT.payment },
    { key: 'stages', label: M.filterStages, dot: EVENT_DOT.stage },
  ] as const;
  return (
    <div role="group" aria-label={M.filtersLabel} className="mr-2 flex gap-1.5">
      {toggles.map((t) => (
        <button
          key={t.key}
          type="button"
          aria-pressed={value[t.key]}
          onClick={() => onChange({ ...value, [t.key]: !value[t.key] })}
          className={cn(
            'inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
            value[t.key] ? 'border-primary/40 bg-primary-soft text-primary-text' : 'border-border text-muted-foreground hover:bg-surface-muted',
          )}
        >
          <span className={cn('size-2 rounded-full', value[t.key] ? t.dot : 'bg-border')} aria-hidden="true" />
          {t.label}
        </button>
      ))}
    </div>
  );
}
