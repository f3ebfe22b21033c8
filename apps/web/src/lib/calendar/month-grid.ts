/**
 * A month as a grid of calendar days, Monday first (Spanish weeks), for the portal's Calendario and
 * later the staff calendar (decision 0017). Days are 'YYYY-MM-DD' strings computed in UTC, so a due
 * date stored as midnight UTC lands on the same cell everywhere.
 */
export type YearMonth = { year: number; month: number /* 0–11 */ };
export type GridDay = { date: string; inMonth: boolean };

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function yearMonthOf(date: string): YearMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) - 1 };
}

export function addMonths({ year, month }: YearMonth, n: number): YearMonth {
  const total = year * 12 + month + n;
  return { year: Math.floor(total / 12), month: ((total % 12) + 12) % 12 };
}

/** First and last day of the month. */
export function monthBounds({ year, month }: YearMonth): { first: string; last: string } {
  return { first: iso(Date.UTC(year, month, 1)), last: iso(Date.UTC(year, month + 1, 0)) };
}

/** Whole weeks (Monday to Sunday) covering the month: 4 to 6 rows of 7 days. */
export function monthGrid(ym: YearMonth): GridDay[][] {
  const first = Date.UTC(ym.year, ym.month, 1);
  const last = Date.UTC(ym.year, ym.month + 1, 0);
  const mondayOffset = (new Date(first).getUTCDay() + 6) % 7;
  const weeks: GridDay[][] = [];
  for (let start = first - mondayOffset * DAY; start <= last; start += 7 * DAY) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const ms = start + i * DAY;
        return { date: iso(ms), inMonth: new Date(ms).getUTCMonth() === ym.month };
      }),
    );
  }
  return weeks;
}

/** Whether the day range [start, end] (either may be missing: a single day) touches [from, to]. */
export function overlaps(start: string | null, end: string | null, from: string, to: string): boolean {
  const a = start ?? end;
  const b = end ?? start;
  if (!a || !b) return false;
  return a <= to && b >= from;
}

/** "noviembre de 2026". */
export function monthTitle({ year, month }: YearMonth): string {
  return new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month, 1)));
}

/** Short weekday names, Monday first: "lun", "mar"… */
export function weekdayNames(): string[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat('es', { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i))).replace('.', ''));
}

/** The events (day ranges) that touch [from, to], in their order. */
export function eventsBetween<E extends { start: string; end: string }>(events: readonly E[], from: string, to: string): E[] {
  return events.filter((e) => overlaps(e.start, e.end, from, to));
}
