import { Link } from 'react-router';
import type { CalendarEventDto } from '@trato/domain/dashboard/calendar';
import { cn } from '../../../lib/cn.ts';
import { eventName, eventTone } from '../lib/event-text.ts';
import { CALENDAR_MESSAGES as M } from '../messages.ts';

const SHOWN = 3;

/** A day cell's events as small links to their portal or proposal; past three, '+N más'. */
export function DayChips({ events }: { events: CalendarEventDto[] }) {
  return (
    <ul className="flex min-w-0 flex-col gap-0.5 text-left">
      {events.slice(0, SHOWN).map((e) => (
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
      {events.length > SHOWN && <li className="px-1.5 text-xs text-muted-foreground">{M.more(events.length - SHOWN)}</li>}
    </ul>
  );
}
