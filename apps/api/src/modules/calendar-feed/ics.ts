/**
 * A small RFC 5545 writer for the private calendar feed: only what all-day events need (decision
 * 0026 explains why not a library). Lines end in CRLF and are folded at 75 octets without splitting
 * a UTF-8 character; TEXT values escape backslash, semicolon, comma and newlines.
 */
export type IcsEvent = {
  /** Stable across requests, so a calendar app updates the event instead of duplicating it. */
  uid: string;
  summary: string;
  description?: string;
  /** 'YYYY-MM-DD', both inclusive (DTEND is written as the day after, as RFC 5545 wants). */
  start: string;
  end: string;
  url?: string;
};

export type IcsCalendar = { name: string; events: IcsEvent[]; now: Date };

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into lines of at most 75 octets; continuation lines start with one space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

const dateValue = (day: string) => day.replaceAll('-', '');

function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** 20261126T132700Z */
const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function eventLines(e: IcsEvent, dtstamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${dtstamp}`,
    `DTSTART;VALUE=DATE:${dateValue(e.start)}`,
    `DTEND;VALUE=DATE:${dateValue(dayAfter(e.end))}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR document. */
export function writeCalendar(cal: IcsCalendar): string {
  const dtstamp = stamp(cal.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Trato//Calendario//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(cal.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...cal.events.flatMap((e) => eventLines(e, dtstamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
