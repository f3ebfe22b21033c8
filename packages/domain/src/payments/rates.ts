import { CURRENCIES, type CurrencyCode } from '../currencies.ts';

/**
 * Built-in USD value of one unit of each SPEC currency, used by the payments metrics for every
 * currency the workspace has not set itself (GET/PUT /v1/currencies). Rough late-2026 market values:
 * defaults the workspace is expected to edit, never a live feed. Strings, so the conversion stays
 * exact (up to 10 decimals, numeric(24,10) in the database).
 */
export const DEFAULT_USD_RATES: Record<CurrencyCode, string> = {
  USD: '1',
  EUR: '1.16',
  UF: '41.5',
  CLP: '0.00105',
  MXN: '0.054',
  ARS: '0.00068',
  PEN: '0.295',
  COP: '0.00026',
  BOB: '0.1447',
};

/** A positive decimal with at most 14 integer digits and 10 decimals (numeric(24, 10)). */
export const RATE_PATTERN = /^\d{1,14}(\.\d{1,10})?$/;

const SCALE = 10;
const toScaled = (rate: string): bigint => {
  const [whole = '0', frac = ''] = rate.split('.');
  return BigInt(whole) * 10n ** BigInt(SCALE) + BigInt(frac.padEnd(SCALE, '0'));
};

/** A rate in its canonical text: "0.0010500000" → "0.00105", "1.0" → "1". */
export function normalizeRate(rate: string): string {
  const scaled = toScaled(rate);
  const whole = scaled / 10n ** BigInt(SCALE);
  const frac = (scaled % 10n ** BigInt(SCALE)).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
}

/** amount (2-decimal string, may be negative) × rate, rounded half away from zero to the cent. */
export function convertToUsd(amount: string, rate: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', frac = ''] = amount.replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
  const unit = 10n ** BigInt(SCALE);
  const product = cents * toScaled(rate);
  const rounded = (product + unit / 2n) / unit;
  const text = `${rounded / 100n}.${(rounded % 100n).toString().padStart(2, '0')}`;
  return negative && rounded !== 0n ? `-${text}` : text;
}

/** Sum of 2-decimal strings, exact. */
export function addAmounts(...amounts: string[]): string {
  const cents = amounts.reduce((acc, a) => {
    const negative = a.startsWith('-');
    const [whole = '0', frac = ''] = a.replace('-', '').split('.');
    const value = BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
    return acc + (negative ? -value : value);
  }, 0n);
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The effective table: the workspace's own rates over the defaults, one row per SPEC currency. */
export function effectiveRates(stored: ReadonlyMap<string, string>): { currency_code: CurrencyCode; usd_per_unit: string; is_default: boolean }[] {
  return CURRENCIES.map((code) => {
    const own = stored.get(code);
    return { currency_code: code, usd_per_unit: normalizeRate(own ?? DEFAULT_USD_RATES[code]), is_default: own === undefined };
  });
}
