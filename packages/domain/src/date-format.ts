/**
 * Spanish dates, the same on screen and in the PDF. A calendar day (valid-until, due dates) is
 * stored as midnight UTC and read in UTC — the same day everywhere, never the day before west of
 * Greenwich. An instant (accepted, declined, signed) is shown in `timeZone`: the viewer's own when
 * omitted (the browser), the workspace's on the server.
 */
function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const longFormat = (timeZone?: string) => new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone });

/** A calendar day: "1 de diciembre de 2026". */
export function formatDay(value: string | null | undefined): string | null {
  const date = parse(value);
  return date ? longFormat('UTC').format(date) : null;
}

/** An instant's day: "22 de noviembre de 2026". */
export function formatLongDate(value: string | null | undefined, timeZone?: string): string | null {
  const date = parse(value);
  return date ? longFormat(timeZone).format(date) : null;
}

/** SPEC §9 'DD MMM YYYY - HH:mm' ("22 nov 2026 - 14:05"), for audit rows such as a signature's. */
export function formatDateTime(value: string | null | undefined, timeZone?: string): string | null {
  const date = parse(value);
  if (!date) return null;
  const day = new Intl.DateTimeFormat('es', { day: '2-digit', month: 'short', year: 'numeric', timeZone }).format(date).replace('.', '');
  const time = new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(date);
  return `${day} - ${time}`;
}
