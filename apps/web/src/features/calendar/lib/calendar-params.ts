import { yearMonthOf, type YearMonth } from '../../../lib/calendar/month-grid.ts';

/**
 * The calendar's state in the URL (?month=2026-12&stages=0), so going back from an event's portal
 * returns to the same month and filters. Both filters are on unless the URL turns one off.
 */
export type CalendarParams = { month: YearMonth; payments: boolean; stages: boolean };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function readCalendarParams(search: URLSearchParams, today: string): CalendarParams {
  const m = MONTH.exec(search.get('month') ?? '');
  return {
    month: m ? { year: Number(m[1]), month: Number(m[2]) - 1 } : yearMonthOf(today),
    payments: search.get('payments') !== '0',
    stages: search.get('stages') !== '0',
  };
}

export function writeCalendarParams(current: URLSearchParams, p: CalendarParams, today: string): URLSearchParams {
  const out = new URLSearchParams(current);
  const now = yearMonthOf(today);
  const sameMonth = p.month.year === now.year && p.month.month === now.month;
  if (sameMonth) out.delete('month');
  else out.set('month', `${p.month.year}-${String(p.month.month + 1).padStart(2, '0')}`);
  for (const key of ['payments', 'stages'] as const) {
    if (p[key]) out.delete(key);
    else out.set(key, '0');
  }
  return out;
}
