import { useMemo, useState } from 'react';
import { formatDay } from '@trato/domain/date-format';
import { todayIso } from '@trato/domain/projects/stage-progress';
import { addMonths, monthBounds, monthGrid, monthTitle, weekdayNames, yearMonthOf } from '../../lib/calendar/month-grid.ts';
import { cn } from '../../lib/cn.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../components/icons.tsx';
import { Card, EmptyState, PageHeading } from '../components/page-state.tsx';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { eventsBetween, projectEvents, type CalendarEvent } from '../view/calendar-events.ts';
import { usePortalView } from '../view/portal-view.ts';

const DOT = { payment: 'bg-primary', stage: 'bg-warning' } as const;

function EventLine({ event }: { event: CalendarEvent }) {
  const range = event.start === event.end ? formatDay(event.start) : `${formatDay(event.start)} – ${formatDay(event.end)}`;
  return (
    <li className="flex items-start gap-3 py-2.5" data-testid="calendar-event">
      <span className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', DOT[event.type])} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{event.type === 'payment' ? M.paymentEvent(event.title) : M.stageEvent(event.title)}</p>
        <p className="text-xs text-muted-foreground">
          {range} · {event.detail}
          {event.type === 'payment' && ` · ${event.done ? M.paid : M.pending}`}
        </p>
      </div>
    </li>
  );
}

/** Calendario (/c/calendar): payments and stages by month — a month grid and the month's list. */
export default function CalendarPage() {
  const { project } = usePortalView();
  const today = todayIso();
  const [month, setMonth] = useState(() => yearMonthOf(today));
  const events = useMemo(() => projectEvents(project), [project]);
  const { first, last } = monthBounds(month);
  const inMonth = eventsBetween(events, first, last);
  const weeks = monthGrid(month);
  const title = monthTitle(month);

  return (
    <>
      <PageHeading title={M.calendarTitle} text={M.calendarIntro} />
      <Card>
        <div className="mb-4 flex items-center justify-between gap-2">
          <h3 className="text-lg font-semibold first-letter:uppercase" aria-live="polite">
            {title}
          </h3>
          <div className="flex items-center gap-1">
            <button type="button" className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface-muted" aria-label={M.previousMonth} onClick={() => setMonth((m) => addMonths(m, -1))}>
              <ChevronLeftIcon className="size-5" />
            </button>
            <button type="button" className="h-10 rounded-full px-3 text-sm font-medium hover:bg-surface-muted" onClick={() => setMonth(yearMonthOf(today))}>
              {M.today}
            </button>
            <button type="button" className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface-muted" aria-label={M.nextMonth} onClick={() => setMonth((m) => addMonths(m, 1))}>
              <ChevronRightIcon className="size-5" />
            </button>
          </div>
        </div>
        <table className="w-full table-fixed border-collapse text-center" aria-label={title}>
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
            {weeks.map((week) => (
              <tr key={week[0]?.date}>
                {week.map((day) => {
                  const dayEvents = eventsBetween(events, day.date, day.date);
                  const types = [...new Set(dayEvents.map((e) => e.type))];
                  return (
                    <td key={day.date} className="h-12 p-0.5 align-top sm:h-20">
                      <div
                        className={cn(
                          'flex h-full flex-col items-center gap-1 rounded-lg pt-1 text-sm',
                          !day.inMonth && 'text-muted-foreground/50',
                          day.date === today && 'bg-primary-soft font-semibold text-primary-text',
                        )}
                        title={dayEvents.map((e) => e.title).join(', ') || undefined}
                      >
                        <span>{Number(day.date.slice(8))}</span>
                        <span className="flex gap-0.5" aria-hidden="true">
                          {types.map((t) => (
                            <span key={t} className={cn('size-1.5 rounded-full', DOT[t])} />
                          ))}
                        </span>
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="mt-3 flex gap-4 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <span className={cn('size-2 rounded-full', DOT.payment)} aria-hidden="true" />
            {M.legendPayment}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className={cn('size-2 rounded-full', DOT.stage)} aria-hidden="true" />
            {M.legendStage}
          </span>
        </div>
      </Card>
      <Card className="mt-4">
        {inMonth.length === 0 ? (
          <EmptyState>{M.monthEmpty}</EmptyState>
        ) : (
          <ul className="divide-y divide-border" aria-label={title}>
            {inMonth.map((e) => (
              <EventLine key={e.id} event={e} />
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
