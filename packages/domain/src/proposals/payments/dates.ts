const DAY_MS = 86_400_000;

/**
 * A due date as the API stores it: midnight UTC of a calendar day. The calendar day is `today`'s in
 * the local time zone of whoever runs it (the browser's, for the builder), so a Chilean evening does
 * not jump to tomorrow's UTC date.
 */
export function dueDate(today: Date, addDays = 0): string {
  return new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) + addDays * DAY_MS).toISOString();
}

/** Days between due dates of consecutive payments of a default plan (SPEC §9). */
export const PLAN_SPACING_DAYS = 14;

const DUE_AT = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A valid due date: null, or a real calendar date (YYYY-MM-DD) optionally with an ISO 8601 time. */
export function isValidDueAt(value: unknown): boolean {
  if (value === null) return true;
  if (typeof value !== 'string') return false;
  const match = DUE_AT.exec(value);
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.parse rolls 2026-02-30 over to March; a due date must be a day that exists.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
