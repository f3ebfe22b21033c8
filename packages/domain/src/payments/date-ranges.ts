/**
 * Date-range presets of the payments filters (SPEC §9). Pure: "today" is a calendar day YYYY-MM-DD
 * already taken in the workspace's time zone (todayIn), so a range means the same days for everyone
 * in the workspace, whatever the server's or the browser's own zone. Ranges are inclusive calendar
 * days; a side that is null is open.
 */

export const DATE_PRESETS = [
  'before_today',
  'today',
  'tomorrow',
  'this_week',
  'next_14_days',
  'this_month',
  'last_month',
  'next_month',
  'this_year',
  'all',
  'custom',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  before_today: 'Antes de hoy',
  today: 'Hoy',
  tomorrow: 'Mañana',
  this_week: 'Esta semana',
  next_14_days: 'Próximos 14 días',
  this_month: 'Este mes',
  last_month: 'Mes pasado',
  next_month: 'Mes siguiente',
  this_year: 'Este año',
  all: 'Todo',
  custom: 'Personalizado',
};

/** Inclusive calendar days; null is an open side. */
export type DateRange = { from: string | null; to: string | null };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A real calendar day YYYY-MM-DD (not 2026-02-30). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` plus n calendar days (n may be negative). */
export function addDays(day: string, n: number): string {
  return fromUtc(toUtc(day) + n * DAY_MS);
}

/** Whole days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

/** First day of the month `day` is in, moved by `months` (−1 last month, +1 next month). */
function monthStart(day: string, months = 0): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return fromUtc(Date.UTC(y, m - 1 + months, 1));
}

/** Last day of the month `day` is in, moved by `months`. */
function monthEnd(day: string, months = 0): string {
  return addDays(monthStart(day, months + 1), -1);
}

/**
 * The days a preset covers, given today in the workspace's time zone. `all` is null (no filter);
 * `before_today` is open at the start; `this_week` is Monday to Sunday; `next_14_days` is today and
 * the 13 days after it; `custom` is the given from/to as they are (either may be null).
 */
export function rangeForPreset(preset: DatePreset, today: string, custom?: Partial<DateRange>): DateRange | null {
  switch (preset) {
    case 'before_today':
      return { from: null, to: addDays(today, -1) };
    case 'today':
      return { from: today, to: today };
    case 'tomorrow': {
      const tomorrow = addDays(today, 1);
      return { from: tomorrow, to: tomorrow };
    }
    case 'this_week': {
      const weekday = (new Date(toUtc(today)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
      const monday = addDays(today, -weekday);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'next_14_days':
      return { from: today, to: addDays(today, 13) };
    case 'this_month':
      return { from: monthStart(today), to: monthEnd(today) };
    case 'last_month':
      return { from: monthStart(today, -1), to: monthEnd(today, -1) };
    case 'next_month':
      return { from: monthStart(today, 1), to: monthEnd(today, 1) };
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    case 'all':
      return null;
    case 'custom':
      return { from: custom?.from ?? null, to: custom?.to ?? null };
  }
}

/** A valid IANA time-zone name for Intl (e.g. America/Santiago). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day YYYY-MM-DD that it is at `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
