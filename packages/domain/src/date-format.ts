/**
 * Spanish dates, the same on screen, in the PDF, in e-mails and in the calendar feed. Two kinds:
 * - a calendar day (valid-until, due dates, stage dates) is stored as midnight UTC and read in UTC:
 *   the same day everywhere, never the day before west of Greenwich (`formatDay`, `formatShortDay`);
 * - an instant (created, sent, signed, a comment) is shown in the workspace's time zone
 *   (workspace.time_zone): a proposal made at 21:00 in Santiago is that day's, not UTC's next day.
 *   The zone is required, so no surface falls back to the server's or the browser's by accident.
 */
function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The zone used when a workspace has none (the column's default). */
export const DEFAULT_TIME_ZONE = 'America/Santiago';

// One formatter per set of options, kept: building an Intl.DateTimeFormat costs far more than using
// one, and a list of fifty rows asked for a hundred (issue 33: a phone's first screen).
const formats = new Map<string, Intl.DateTimeFormat>();
function spanishDates(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat('es', options)));
  return format;
}

const longFormat = (timeZone: string) => spanishDates({ day: 'numeric', month: 'long', year: 'numeric', timeZone });
const shortFormat = (timeZone: string) => spanishDates({ day: 'numeric', month: 'short', year: 'numeric', timeZone });

// A calendar day is read in UTC, so it needs no time zone data: written out, it spares the browser
// its first Intl.DateTimeFormat (~12 ms, ~50 ms on a phone, of a list's first render; issue 33), and
// it reads the same whatever ICU the browser or Node ships. date-format.test.ts holds both to Intl 'es'.
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const SHORT_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];

/** A calendar day: "1 de diciembre de 2026". */
export function formatDay(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? `${date.getUTCDate()} de ${MONTHS[date.getUTCMonth()]} de ${date.getUTCFullYear()}` : null;
}

/** A calendar day, compact for lists and phones: "1 dic 2026". */
export function formatShortDay(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? `${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}` : null;
}

/** An instant's day where the workspace is: "22 de noviembre de 2026". */
export function formatLongDate(value: string | null | undefined, timeZone: string): string | null {
  const date = parse(value);
  return date ? longFormat(timeZone).format(date) : null;
}

/** An instant's day, compact for lists and phones: "22 nov 2026". */
export function formatShortDate(value: string | null | undefined, timeZone: string): string | null {
  const date = parse(value);
  return date ? shortFormat(timeZone).format(date) : null;
}

function dayAndTime(date: Date, timeZone: string, seconds: boolean): string {
  const day = spanishDates({ day: '2-digit', month: 'short', year: 'numeric', timeZone }).format(date).replace('.', '');
  const time = spanishDates({ hour: '2-digit', minute: '2-digit', ...(seconds && { second: '2-digit' }), hourCycle: 'h23', timeZone }).format(date);
  return `${day} - ${time}`;
}

/** SPEC §9 'DD MMM YYYY - HH:mm' ("22 nov 2026 - 14:05"), for activity, comments, files. */
export function formatDateTime(value: string | null | undefined, timeZone: string): string | null {
  const date = parse(value);
  return date ? dayAndTime(date, timeZone, false) : null;
}

/** An instant to the second where the workspace is, without the zone's name: "22 nov 2026 - 21:05:09" (the audit trail's rows). */
export function formatTimeToSecond(value: string | Date, timeZone: string): string {
  return dayAndTime(new Date(value), timeZone, true);
}

/**
 * A signature's instant as the certificate states it, to the second, twice: where the workspace is,
 * with the zone's name and offset so it stands on its own ("22 nov 2026 - 21:05:09 (America/Santiago,
 * GMT-3)"), and in UTC ("23 nov 2026 - 00:05:09 UTC"), the reference a third party can check.
 */
export function formatCertificateTime(value: string | Date, timeZone: string): { local: string; utc: string } {
  const date = new Date(value);
  const offset = timeZone === 'UTC' ? null : spanishDates({ timeZone, timeZoneName: 'shortOffset' }).formatToParts(date).find((p) => p.type === 'timeZoneName')?.value;
  return {
    local: `${dayAndTime(date, timeZone, true)} (${timeZone}${offset ? `, ${offset}` : ''})`,
    utc: `${dayAndTime(date, 'UTC', true)} UTC`,
  };
}
