import { Link } from 'react-router';
import type { CalendarEventDto } from '@trato/domain/dashboard/calendar';
import { cn } from '../../../lib/cn.ts';
import { eventDetail, eventName } from '../lib/event-text.ts';
import { EVENT_DOT } from '../../../components/calendar/month-calendar.tsx';

/** The month as a list (phones, and the dashboard's upcoming milestones): each row opens its project. */
export function AgendaList({ events, label, className }: { events: CalendarEventDto[]; label: string; className?: string }) {
  return (
    <ul className={cn('divide-y divide-border', className)} aria-label={label}>
      {events.map((e) => (
        <li key={`${e.type}-${e.id}`}>
          <Link to={e.url} className="flex items-start gap-3 rounded-lg px-1 py-3 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring" data-testid="agenda-event">
            <span className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', EVENT_DOT[e.type])} aria-hidden="true" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-foreground">{eventName(e)}</span>
              <span className="block text-xs text-muted-foreground">{eventDetail(e)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
