import { useState } from 'react';
import { useWorkspaceToday } from '../../../lib/workspace/workspace-today.ts';
import { useSearchParams } from 'react-router';
import type { CalendarEventDto } from '@trato/domain/dashboard/calendar';
import { EventLegend, MonthGrid, MonthNavigation, type MonthCalendarLabels } from '../../../components/calendar/month-calendar.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { eventsBetween, monthBounds, monthGrid, monthTitle, type YearMonth } from '../../../lib/calendar/month-grid.ts';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { useCalendarEvents } from '../api/get-calendar-events.ts';
import { readCalendarParams, writeCalendarParams } from '../lib/calendar-params.ts';
import { CALENDAR_MESSAGES as M } from '../messages.ts';
import { AgendaDays } from './agenda-days.tsx';
import { CalendarFilterToggles, type CalendarFilters } from './calendar-filters.tsx';
import { CHIPS_PER_DAY, DayChips } from './day-chips.tsx';
import { DayEventsDialog } from './day-events-dialog.tsx';
import { FeedDialog } from './feed-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

const LABELS: MonthCalendarLabels = { previous: M.previousMonth, next: M.nextMonth, today: M.today, legend: M.legend };

function MonthSkeleton() {
  return <div className="h-96 animate-pulse rounded-xl bg-surface-muted" aria-hidden="true" />;
}

/** /calendar: the month's payments and stages (SPEC §2.9), filters, a link per event, the private feed. */
export function CalendarPage() {
  useBreadcrumbs([{ name: M.title, path: '/calendar' }]);
  // The workspace's today, the day the API measures Vencido on (decision 0062), not the browser's.
  const today = useWorkspaceToday();
  const [search, setSearch] = useSearchParams();
  const { month, ...filters } = readCalendarParams(search, today);
  const update = (next: Partial<{ month: YearMonth } & CalendarFilters>) =>
    setSearch((current) => writeCalendarParams(current, { month, ...filters, ...next }, today), { replace: true, preventScrollReset: true });
  const setMonth = (m: YearMonth) => update({ month: m });
  const setFilters = (f: CalendarFilters) => update(f);
  // The whole visible grid, so the days of the neighbouring months show their events too; only the
  // chips a cell shows and each day's count (per_day, decision 0039): a busy workspace has thousands
  // of events a month, and '+N más' opens the day on its own.
  const weeks = monthGrid(month);
  const query = useCalendarEvents({ from: weeks[0]![0]!.date, to: weeks.at(-1)!.at(-1)!.date, ...filters, perDay: CHIPS_PER_DAY });
  const events: CalendarEventDto[] = query.data?.events ?? [];
  const days = query.data?.days ?? {};
  const [openDay, setOpenDay] = useState<string | null>(null);
  const { first, last } = monthBounds(month);
  const inMonth = eventsBetween(events, first, last);
  const monthDates = weeks.flat().filter((d) => d.inMonth).map((d) => d.date);
  const title = monthTitle(month);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <PageHeader title={M.title} subtitle={M.subtitle}>
        <FeedDialog />
      </PageHeader>
      <Card className="p-4 sm:p-6">
        <MonthNavigation month={month} today={today} onMonthChange={setMonth} labels={LABELS}>
          <CalendarFilterToggles value={filters} onChange={setFilters} />
        </MonthNavigation>
        {query.isError ? (
          <LoadError title={M.loadError} error={query.error} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <MonthSkeleton />
        ) : (
          <div aria-busy={query.isFetching}>
            <MonthGrid
              month={month}
              today={today}
              events={events}
              roomy
              className="hidden sm:table"
              renderDay={(dayEvents, date) => <DayChips events={dayEvents} total={days[date] ?? 0} day={date} onMore={setOpenDay} />}
            />
            <div className="sm:hidden">
              {inMonth.length ? (
                <AgendaDays events={events} days={days} dates={monthDates} label={M.agendaLabel(title)} onMore={setOpenDay} />
              ) : (
                <div className="py-8 text-center">
                  <p className="font-medium text-foreground">{M.monthEmpty}</p>
                  <p className="mt-1 text-sm text-muted-foreground">{M.monthEmptyHint}</p>
                </div>
              )}
            </div>
            {inMonth.length === 0 && <p className="mt-4 hidden text-center text-sm text-muted-foreground sm:block">{M.monthEmpty}</p>}
          </div>
        )}
        <EventLegend labels={LABELS} />
      </Card>
      <DayEventsDialog day={openDay} filters={filters} onClose={() => setOpenDay(null)} />
    </div>
  );
}
