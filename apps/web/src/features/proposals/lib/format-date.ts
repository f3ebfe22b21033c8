const LONG = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric' });
const LONG_UTC = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const SHORT = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric' });
const SHORT_UTC = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A calendar day (valid-until, due dates): stored as midnight UTC, so it is read in UTC — the
 * same day everywhere, never the day before west of Greenwich. "1 de diciembre de 2026".
 */
export function formatDay(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? LONG_UTC.format(date) : null;
}

/** An instant (accepted, declined) as a Spanish long date in the viewer's zone. */
export function formatLongDate(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? LONG.format(date) : null;
}

/** A compact date for lists: "22 nov 2026". `day` reads it as a calendar day (UTC). */
export function formatShortDate(value: string | null | undefined, day = false): string | null {
  const date = parse(value);
  return date ? (day ? SHORT_UTC : SHORT).format(date) : null;
}
