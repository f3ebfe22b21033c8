export { formatDay, formatLongDate } from '@trato/domain/date-format';

const SHORT = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric' });
const SHORT_UTC = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * A compact date for lists and phones: "22 nov 2026". `day` reads it as a calendar day (stored as
 * midnight UTC, so read in UTC, like formatDay).
 */
export function formatShortDate(value: string | null | undefined, day = false): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : (day ? SHORT_UTC : SHORT).format(date);
}
