import type { CalendarEventDto } from '@trato/domain/dashboard/calendar';
import { formatDay } from '@trato/domain/date-format';
import { eventsBetween } from '../../../lib/calendar/month-grid.ts';
import { AgendaList } from './agenda-list.tsx';
import { CHIPS_PER_DAY, MoreButton } from './day-chips.tsx';

/**
 * The month on a phone: each day with events, its first three (the same as the grid's cell) and
 * '+N más' for the rest of the day. The month's request sends only the first three a day (decision
 * 0039), so a long stage is listed under each day it runs over, as the grid shows it.
 */
export function AgendaDays({ events, days, dates, label, onMore }: { events: CalendarEventDto[]; days: Record<string, number>; dates: string[]; label: string; onMore: (day: string) => void }) {
  const withEvents = dates.map((date) => ({ date, events: eventsBetween(events, date, date).slice(0, CHIPS_PER_DAY) })).filter((d) => d.events.length);
  return (
    <ol className="space-y-4" aria-label={label}>
      {withEvents.map((d) => {
        const more = Math.max(days[d.date] ?? 0, d.events.length) - d.events.length;
        return (
          <li key={d.date}>
            <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{formatDay(d.date)}</h4>
            <AgendaList events={d.events} label={formatDay(d.date) ?? d.date} />
            {more > 0 && <MoreButton count={more} day={d.date} onMore={onMore} className="px-1 py-2 text-sm" />}
          </li>
        );
      })}
    </ol>
  );
}
