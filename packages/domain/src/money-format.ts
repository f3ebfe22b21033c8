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

/**
 * The currencies Trato offers (GET /v1/currencies, UF aside) as Intl 'es' writes them: symbol after
 * the number, and the currency's usual decimals. Written out because the browser's first
 * Intl.NumberFormat costs ~17 ms (~70 ms on a phone) of the dashboard's first render (issue 33);
 * money-format.test.ts holds every one of them to Intl's own output. Any other code goes to Intl.
 */
const CURRENCIES: Record<string, { symbol: string; digits: number }> = {
  CLP: { symbol: 'CLP', digits: 0 },
  COP: { symbol: 'COP', digits: 0 },
  USD: { symbol: 'US$', digits: 2 },
  EUR: { symbol: '€', digits: 2 },
  MXN: { symbol: 'MXN', digits: 2 },
  ARS: { symbol: 'ARS', digits: 2 },
  PEN: { symbol: 'PEN', digits: 2 },
  BOB: { symbol: 'BOB', digits: 2 },
};
const NBSP = '\u00a0';

/** "12345.675" → "12345.68": a decimal string rounded half away from zero (ICU's halfExpand), on its digits. */
function roundDigits(integer: string, fraction: string, max: number): [string, string] {
  if (fraction.length <= max) return [integer, fraction];
  const kept = integer + fraction.slice(0, max);
  if (fraction.charCodeAt(max) < 53 /* '5' */) return [integer, fraction.slice(0, max)];
  // Add one to the last kept digit, carrying leftwards.
  const digits = kept.split('');
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') digits[i--] = '0';
  if (i >= 0) digits[i] = String(Number(digits[i]) + 1);
  else digits.unshift('1');
  const cut = digits.length - max;
  return [digits.slice(0, cut).join(''), digits.slice(cut).join('')];
}

/**
 * A number as Intl 'es' with grouping 'always' writes it ("-1.234,5"), or null when it is outside
 * what this handles (exponent notation, not finite): the caller then asks Intl.
 */
function spanishNumber(value: number, minDigits: number, maxDigits: number): string | null {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e')) return null;
  const [whole = '0', decimals = ''] = text.split('.');
  const [integer, rounded] = roundDigits(whole, decimals, maxDigits);
  let fraction = rounded.replace(/0+$/, '');
  if (fraction.length < minDigits) fraction = fraction.padEnd(minDigits, '0');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, '.');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** An amount in one of CURRENCIES with `digits` decimals ("1.500,00 US$"), or null for any other code. */
function writtenMoney(value: number, digits: number, currency: string): string | null {
  const known = CURRENCIES[currency];
  const written = known && spanishNumber(value, digits, digits);
  return written ? `${written}${NBSP}${known.symbol}` : null;
}

export function formatMoney(amount: string, currency: string | null | undefined): string {
  // A difference or refund can be negative; whether it has cents is read from its magnitude.
  const cents = toCents(amount.trim().replace(/^-/, '')) ?? 0n;
  const hasCents = cents % 100n !== 0n;
  const number = Number(amount) || 0;
  const digits = hasCents ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : {};
  const code = (currency ?? '').toUpperCase();
  const written = writtenMoney(number, hasCents ? 2 : (CURRENCIES[code]?.digits ?? 2), code);
  if (written) return written;
  if (/^[A-Z]{3}$/.test(code)) {
    try {
      return spanish({ style: 'currency', currency: code, ...digits }).format(number);
    } catch {
      // An unknown code falls through to the plain number.
    }
  }
  const plain = spanishNumber(number, hasCents ? 2 : 0, 2) ?? spanish(hasCents ? digits : { maximumFractionDigits: 2 }).format(number);
  return code ? `${plain} ${code}` : plain;
}

/** A rounded figure for a chart's axis: "1.500 US$", no decimals. */
export function formatWholeMoney(value: number, currency: string): string {
  return writtenMoney(value, 0, currency.toUpperCase()) ?? spanish({ style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
}

/** A quantity or unit value for display: "2,5", "33.333,33", "1.000". */
export function formatNumber(amount: string, maximumFractionDigits = 2): string {
  const number = Number(amount) || 0;
  return spanishNumber(number, 0, maximumFractionDigits) ?? spanish({ maximumFractionDigits }).format(number);
}

/**
 * "1234.50" → "1234.5", "40.00" → "40": a stored amount or percent the way a person types it in a
 * field (the service form and the proposal builder fill their inputs with it).
 */
export const plainAmount = (amount: string | null | undefined): string => (amount ? amount.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1') : '');
