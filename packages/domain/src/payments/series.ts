import { addDays, daysBetween, type DateRange } from './date-ranges.ts';

/** Ranges of this many days or fewer chart per day; longer or open ones per month. */
export const DAILY_SERIES_MAX_DAYS = 31;

export type SeriesGranularity = 'day' | 'month';

export function seriesGranularity(range: DateRange | null): SeriesGranularity {
  if (!range?.from || !range.to) return 'month';
  return daysBetween(range.from, range.to) + 1 <= DAILY_SERIES_MAX_DAYS ? 'day' : 'month';
}

/** The bucket a calendar day falls in: the day itself or its month YYYY-MM. */
export function bucketOf(day: string, granularity: SeriesGranularity): string {
  return granularity === 'day' ? day : day.slice(0, 7);
}

/** Every bucket from `from` to `to` inclusive (both YYYY-MM-DD), in order. */
export function bucketsBetween(from: string, to: string, granularity: SeriesGranularity): string[] {
  const out: string[] = [];
  if (granularity === 'day') {
    for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
    return out;
  }
  let [y, m] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const period = `${y}-${String(m).padStart(2, '0')}`;
    if (period > last) return out;
    out.push(period);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

const dayLabel = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('es', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Axis label in Spanish: '5 dic' for a day, 'dic 2026' for a month (no abbreviation dot). */
export function bucketLabel(period: string): string {
  const date = new Date(`${period.length === 7 ? `${period}-01` : period}T00:00:00Z`);
  return (period.length === 7 ? monthLabel : dayLabel).format(date).replace('.', '').replace(' de ', ' ');
}
