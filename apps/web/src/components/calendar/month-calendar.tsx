import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { addMonths, eventsBetween, monthGrid, monthTitle, weekdayNames, yearMonthOf, type YearMonth } from '../../lib/calendar/month-grid.ts';

/**
 * The month view the client portal (/c/calendar) and the staff calendar (/calendar) share (decision
 * 0026). It imports nothing from staff features, Radix or an icon library: the portal is a light
 * entry. The page passes its labels, its events and how a day shows them (dots, or link chips).
 */
export type MonthEvent = { id: string; type: 'payment' | 'stage'; start: string; end: string };

export type MonthCalendarLabels = { previous: string; next: string; today: string; legend: Record<MonthEvent['type'], string> };

/** The dot colour of each event type (legend and the compact day cell). */
export const EVENT_DOT: Record<MonthEvent['type'], string> = { payment: 'bg-primary', stage: 'bg-warning' };

const Chevron = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d={d} />
  </svg>
);

const NAV_BUTTON = 'inline-flex h-10 items-center justify-center rounded-full text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring';

/** The month's title and 'previous / today / next'. */
export function MonthNavigation({ month, today, onMonthChange, labels, children }: { month: YearMonth; today: string; onMonthChange: (m: YearMonth) => void; labels: MonthCalendarLabels; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <h3 className="text-lg font-semibold first-letter:uppercase" aria-live="polite">
        {monthTitle(month)}
      </h3>
      {/* On a phone the page's extra controls (the staff filters) take their own row under the title. */}
      {children && <div className="order-3 w-full sm:order-none sm:ml-auto sm:w-auto">{children}</div>}
      <div className="flex items-center gap-1">
        <button type="button" className={cn(NAV_BUTTON, 'size-10')} aria-label={labels.previous} onClick={() => onMonthChange(addMonths(month, -1))}>
          <Chevron d="m15 18-6-6 6-6" />
        </button>
        <button type="button" className={cn(NAV_BUTTON, 'px-3')} onClick={() => onMonthChange(yearMonthOf(today))}>
          {labels.today}
        </button>
        <button type="button" className={cn(NAV_BUTTON, 'size-10')} aria-label={labels.next} onClick={() => onMonthChange(addMonths(month, 1))}>
          <Chevron d="m9 18 6-6-6-6" />
        </button>
      </div>
    </div>
  );
}

/** The compact day content: one dot per event type present (the portal's phone-first cell). */
export function EventDots({ events }: { events: readonly MonthEvent[] }) {
  const types = [...new Set(events.map((e) => e.type))];
  return (
    <span className="flex gap-0.5" aria-hidden="true">
      {types.map((t) => (
        <span key={t} className={cn('size-1.5 rounded-full', EVENT_DOT[t])} />
      ))}
    </span>
  );
}

export function EventLegend({ labels }: { labels: MonthCalendarLabels }) {
  return (
    <div className="mt-3 flex gap-4 text-xs text-muted-foreground">
      {(['payment', 'stage'] as const).map((t) => (
        <span key={t} className="inline-flex items-center gap-1.5">
          <span className={cn('size-2 rounded-full', EVENT_DOT[t])} aria-hidden="true" />
          {labels.legend[t]}
        </span>
      ))}
    </div>
  );
}

type MonthGridProps<E extends MonthEvent> = {
  month: YearMonth;
  today: string;
  events: readonly E[];
  /** What a day cell shows of its events; dots by default. */
  renderDay?: (events: E[], date: string) => ReactNode;
  /** Tall cells with room for chips (staff) or short ones (portal). */
  roomy?: boolean;
  /** Title of a cell (tooltip) from its events; none by default. */
  dayTitle?: (events: E[]) => string | undefined;
  className?: string;
};

/** Monday-first weeks of the month as a table; days outside the month are dimmed, today is marked. */
export function MonthGrid<E extends MonthEvent>({ month, today, events, renderDay, roomy, dayTitle, className }: MonthGridProps<E>) {
  return (
    <table className={cn('w-full table-fixed border-collapse text-center', className)} aria-label={monthTitle(month)}>
      <thead>
        <tr>
          {weekdayNames().map((d) => (
            <th key={d} scope="col" className="pb-2 text-xs font-medium text-muted-foreground uppercase">
              {d}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week[0]?.date}>
            {week.map((day) => {
              const dayEvents = eventsBetween(events, day.date, day.date);
              return (
                <td key={day.date} className={cn('p-0.5 align-top', roomy ? 'h-28' : 'h-12 sm:h-20')} data-date={day.date}>
                  <div
                    className={cn(
                      'flex h-full min-w-0 flex-col items-center gap-1 rounded-lg pt-1 text-sm',
                      roomy && 'items-stretch px-1',
                      // Muted but still readable (4.5:1): a faded grey failed WCAG contrast.
                      !day.inMonth && 'text-muted-foreground',
                      day.date === today && 'bg-primary-soft font-semibold text-primary-text',
                    )}
                    title={dayTitle?.(dayEvents)}
                  >
                    <span className={cn(roomy && 'text-center')}>{Number(day.date.slice(8))}</span>
                    {renderDay ? renderDay(dayEvents, day.date) : <EventDots events={dayEvents} />}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
