/**
 * Dates for the PDF, in Spanish. A calendar day (valid-until, due dates) is stored as midnight UTC
 * and read in UTC — the same day everywhere; an instant (accepted, declined) is shown in the
 * workspace's zone (Chile unless told otherwise).
 */
export const DEFAULT_TIME_ZONE = 'America/Santiago';

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "1 de diciembre de 2026". */
export function formatDay(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date) : null;
}

/** "22 de noviembre de 2026" in the given zone. */
export function formatInstantDay(value: string | null | undefined, timeZone = DEFAULT_TIME_ZONE): string | null {
  const date = parse(value);
  return date ? new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date) : null;
}

/** "22 nov 2026 - 14:05" (SPEC §9 'DD MMM YYYY - HH:mm'), for audit rows such as issue 5's certificate. */
export function formatDateTime(value: string | null | undefined, timeZone = DEFAULT_TIME_ZONE): string | null {
  const date = parse(value);
  if (!date) return null;
  const day = new Intl.DateTimeFormat('es', { day: '2-digit', month: 'short', year: 'numeric', timeZone }).format(date).replace('.', '');
  const time = new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(date);
  return `${day} - ${time}`;
}
