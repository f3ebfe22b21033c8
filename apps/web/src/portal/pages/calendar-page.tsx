import { useMemo, useState } from 'react';
import { formatDay } from '@trato/domain/date-format';
import { PAYMENT_STATE_LABELS } from '@trato/domain/payments/overdue';
import { todayIn } from '@trato/domain/payments/date-ranges';
import { EVENT_DOT, EventLegend, MonthGrid, MonthNavigation, type MonthCalendarLabels } from '../../components/calendar/month-calendar.tsx';
import { monthBounds, monthTitle, yearMonthOf } from '../../lib/calendar/month-grid.ts';
import { cn } from '../../lib/cn.ts';
import { Card, EmptyState, PageHeading } from '../components/page-state.tsx';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { eventsBetween, projectEvents, type CalendarEvent } from '../view/calendar-events.ts';
import { usePortalView } from '../view/portal-view.ts';

const LABELS: MonthCalendarLabels = { previous: M.previousMonth, next: M.nextMonth, today: M.today, legend: { payment: M.legendPayment, stage: M.legendStage } };

function EventLine({ event }: { event: CalendarEvent }) {
  const range = event.start === event.end ? formatDay(event.start) : `${formatDay(event.start)} – ${formatDay(event.end)}`;
  return (
    <li className="flex items-start gap-3 py-2.5" data-testid="calendar-event">
      <span className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', EVENT_DOT[event.type])} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{event.type === 'payment' ? M.paymentEvent(event.title) : M.stageEvent(event.title)}</p>
        <p className="text-xs text-muted-foreground">
          {range} · {event.detail}
          {event.state && ` · ${PAYMENT_STATE_LABELS[event.state]}`}
        </p>
      </div>
    </li>
  );
}

/** Calendario (/c/calendar): payments and stages by month — the shared month grid and the month's list. */
export default function CalendarPage() {
  const { project } = usePortalView();
  // The provider's today (its time zone), the day a payment's Vencido is measured on (decision 0062).
  const today = todayIn(project.organization.time_zone);
  const [month, setMonth] = useState(() => yearMonthOf(today));
  const events = useMemo(() => projectEvents(project), [project]);
  const { first, last } = monthBounds(month);
  const inMonth = eventsBetween(events, first, last);

  return (
    <>
      <PageHeading title={M.calendarTitle} text={M.calendarIntro} />
      <Card>
        <MonthNavigation month={month} today={today} onMonthChange={setMonth} labels={LABELS} />
        <MonthGrid month={month} today={today} events={events} dayTitle={(dayEvents) => dayEvents.map((e) => e.title).join(', ') || undefined} />
        <EventLegend labels={LABELS} />
      </Card>
      <Card className="mt-4">
        {inMonth.length === 0 ? (
          <EmptyState>{M.monthEmpty}</EmptyState>
        ) : (
          <ul className="divide-y divide-border" aria-label={monthTitle(month)}>
            {inMonth.map((e) => (
              <EventLine key={e.id} event={e} />
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
