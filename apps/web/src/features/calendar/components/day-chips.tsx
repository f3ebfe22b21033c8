import { Link } from 'react-router';
import type { CalendarEventDto } from '@trato/domain/dashboard/calendar';
import { formatDay } from '@trato/domain/date-format';
import { cn } from '../../../lib/cn.ts';
import { eventName, eventTone } from '../lib/event-text.ts';
import { CALENDAR_MESSAGES as M } from '../messages.ts';

/** Chips a day cell shows; the page asks the API for this many a day (per_day, decision 0039). */
export const CHIPS_PER_DAY = 3;

/**
 * A day cell's events as small links to their portal or proposal; past three, '+N más', a button
 * that opens the whole day. `total` is the day's count from the API (it sends only the first three).
 */
export function DayChips({ events, total, day, onMore }: { events: CalendarEventDto[]; total: number; day: string; onMore: (day: string) => void }) {
  const shown = events.slice(0, CHIPS_PER_DAY);
  const more = Math.max(total, events.length) - shown.length;
  return (
    <ul className="flex min-w-0 flex-col gap-0.5 text-left">
      {shown.map((e) => (
        <li key={`${e.type}-${e.id}`} className="min-w-0">
          <Link
            to={e.url}
            aria-label={eventName(e)}
            title={eventName(e)}
            className={cn('block truncate rounded px-1.5 py-0.5 text-xs font-medium hover:opacity-80 focus-visible:outline-2 focus-visible:outline-ring', eventTone(e))}
            data-testid="calendar-chip"
          >
            {e.title}
          </Link>
        </li>
      ))}
      {more > 0 && (
        <li>
          <MoreButton count={more} day={day} onMore={onMore} className="px-1.5 text-xs" />
        </li>
      )}
    </ul>
  );
}

/** '+N más': opens the day's own list. */
export function MoreButton({ count, day, onMore, className }: { count: number; day: string; onMore: (day: string) => void; className?: string }) {
  return (
    <button
      type="button"
      className={cn('rounded text-muted-foreground hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring', className)}
      aria-label={M.moreLabel(count, formatDay(day) ?? day)}
      onClick={() => onMore(day)}
    >
      {M.more(count)}
    </button>
  );
}
