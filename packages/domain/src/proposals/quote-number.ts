/**
 * The quote number (issue 32 §3, decision 0080): «COT-2026-0042», the workspace's sequential number
 * (never reused, never reset with the year) behind the year it was given in, at least four digits —
 * the same shape as the receipts' «REC-…» (decision 0072). One format for the app, the public page,
 * the e-mails and the PDF.
 */

export const QUOTE_PREFIX = 'COT';

/** «COT-2026-0042»; null for a row without a number (a portal, not a quote). */
export function quoteCode(number: number | null | undefined, year: number | null | undefined): string | null {
  if (number == null || year == null) return null;
  return `${QUOTE_PREFIX}-${year}-${String(number).padStart(4, '0')}`;
}

/** The year of an instant in a time zone: a quote numbered on 31 December at 23:00 in Santiago is that year's. */
export function quoteYearOf(at: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(at));
}

/**
 * What a search box holds when it names a quote: «COT-2026-0042», «cot-2026-42» or «COT 2026 42».
 * Null for anything else (then search goes on by name).
 */
export function parseQuoteCode(text: string): { year: number; number: number } | null {
  const m = /^\s*cot[\s-]*(\d{4})[\s-]*0*(\d{1,9})\s*$/i.exec(text);
  if (!m) return null;
  return { year: Number(m[1]), number: Number(m[2]) };
}
