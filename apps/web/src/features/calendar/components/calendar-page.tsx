import { useSearchParams } from 'react-router';
import type { CalendarEventDto } from '@trato/domain/dashboard/calendar';
import { todayIso } from '@trato/domain/projects/stage-progress';
import { EventLegend, MonthGrid, MonthNavigation, type MonthCalendarLabels } from '../../../components/calendar/month-calendar.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { eventsBetween, monthBounds, monthGrid, monthTitle, type YearMonth } from '../../../lib/calendar/month-grid.ts';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { useCalendarEvents } from '../api/get-calendar-events.ts';
import { readCalendarParams, writeCalendarParams } from '../lib/calendar-params.ts';
import { CALENDAR_MESSAGES as M } from '../messages.ts';
import { AgendaList } from './agenda-list.tsx';
import { CalendarFilterToggles, type CalendarFilters } from './calendar-filters.tsx';
import { DayChips } from './day-chips.tsx';
import { FeedDialog } from './feed-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

const LABELS: MonthCalendarLabels = { previous: M.previousMonth, next: M.nextMonth, today: M.today, legend: M.legend };

function MonthSkeleton() {
  return <div className="h-96 animate-pulse rounded-xl bg-surface-muted" aria-hidden="true" />;
}

/** /calendar: the month's payments and stages (SPEC §2.9), filters, a link per event, the private feed. */
export function CalendarPage() {
  useBreadcrumbs([{ name: M.title, path: '/calendar' }]);
  const today = todayIso();
  const [search, setSearch] = useSearchParams();
  const { month, ...filters } = readCalendarParams(search, today);
  const update = (next: Partial<{ month: YearMonth } & CalendarFilters>) =>
    setSearch((current) => writeCalendarParams(current, { month, ...filters, ...next }, today), { replace: true, preventScrollReset: true });
  const setMonth = (m: YearMonth) => update({ month: m });
  const setFilters = (f: CalendarFilters) => update(f);
  // The whole visible grid, so the days of the neighbouring months show their events too.
  const weeks = monthGrid(month);
  const query = useCalendarEvents({ from: weeks[0]![0]!.date, to: weeks.at(-1)!.at(-1)!.date, ...filters });
  const events: CalendarEventDto[] = query.data?.events ?? [];
  const { first, last } = monthBounds(month);
  const inMonth = eventsBetween(events, first, last);
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
            <MonthGrid month={month} today={today} events={events} roomy className="hidden sm:table" renderDay={(dayEvents) => <DayChips events={dayEvents} />} />
            <div className="sm:hidden">
              {inMonth.length ? (
                <AgendaList events={inMonth} label={M.agendaLabel(title)} />
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
    </div>
  );
}
