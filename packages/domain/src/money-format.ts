import { toCents } from './services/money.ts';

/**
 * Money and quantities for display, the same on screen, in the server-rendered PDF, in e-mails and
 * in the calendar feed: Spanish formatting (Intl 'es'). Whole amounts keep the currency's usual
 * decimals (CLP none, EUR two); an amount with cents always shows them, so nothing the total holds
 * is hidden. UF is not an ISO code and is written as a suffix: "1.234,50 UF". Display only: sums are
 * made in cents elsewhere.
 *
 * Grouping is 'always': CLDR's Spanish data sets minimumGroupingDigits to 2, so Intl 'es' writes
 * "6570,90" but "16.570,90"; in a list of amounts the four-digit ones then look like another kind
 * of number. 'always' (Node 20, Chromium 106+) puts the point in every amount from 1.000 up.
 */
// One formatter per set of options, kept (as date-format.ts does): building one is the costly part.
const formats = new Map<string, Intl.NumberFormat>();
function spanish(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat('es', { ...options, useGrouping: 'always' })));
  return format;
}

export function formatMoney(amount: string, currency: string | null | undefined): string {
  // A difference or refund can be negative; whether it has cents is read from its magnitude.
  const cents = toCents(amount.trim().replace(/^-/, '')) ?? 0n;
  const hasCents = cents % 100n !== 0n;
  const number = Number(amount) || 0;
  const digits = hasCents ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : {};
  const code = (currency ?? '').toUpperCase();
  if (/^[A-Z]{3}$/.test(code)) {
    try {
      return spanish({ style: 'currency', currency: code, ...digits }).format(number);
    } catch {
      // An unknown code falls through to the plain number.
    }
  }
  const plain = spanish(hasCents ? digits : { maximumFractionDigits: 2 }).format(number);
  return code ? `${plain} ${code}` : plain;
}

/** A rounded figure for a chart's axis: "1.500 US$", no decimals. */
export function formatWholeMoney(value: number, currency: string): string {
  return spanish({ style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
}

/** A quantity or unit value for display: "2,5", "33.333,33", "1.000". */
export function formatNumber(amount: string, maximumFractionDigits = 2): string {
  return spanish({ maximumFractionDigits }).format(Number(amount) || 0);
}

/**
 * "1234.50" → "1234.5", "40.00" → "40": a stored amount or percent the way a person types it in a
 * field (the service form and the proposal builder fill their inputs with it).
 */
export const plainAmount = (amount: string | null | undefined): string => (amount ? amount.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1') : '');
