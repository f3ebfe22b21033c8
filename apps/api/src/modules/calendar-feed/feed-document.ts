import { eventSummary, type CalendarEventDto } from '@trato/domain/dashboard/calendar';
import { DASHBOARD_MESSAGES as M } from '@trato/domain/dashboard/messages';
import { formatMoney } from '@trato/domain/money-format';
import { paymentStateSentence } from '@trato/domain/payments/overdue';
import { writeCalendar } from './ics.ts';

/** Days the feed covers around today: the last quarter and the next year. */
export const FEED_DAYS_BEFORE = 92;
export const FEED_DAYS_AFTER = 366;

/** Today's date (YYYY-MM-DD) in a time zone. */
export function dayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A payment's description: its state as the staff app and the portal word it, then its amount
 * («Vencido el 22 de noviembre de 2026 · 1.500,00 US$»).
 */
function paymentDescription(e: CalendarEventDto): string {
  const state = e.state ?? (e.status === 'paid' ? 'paid' : 'pending');
  return `${paymentStateSentence(state, e.start)} · ${formatMoney(e.amount ?? '0', e.amount_type)}`;
}

/** The workspace's events as an iCalendar document; each event links back to the app. */
export function feedDocument(workspace: string, events: CalendarEventDto[], appUrl: string, now: Date): string {
  return writeCalendar({
    name: M.calendarName(workspace),
    now,
    events: events.map((e) => ({
      uid: `${e.type}-${e.id}@trato`,
      summary: eventSummary(e),
      description: e.type === 'payment' ? paymentDescription(e) : undefined,
      start: e.start,
      end: e.end,
      url: `${appUrl}${e.url}`,
    })),
  });
}
