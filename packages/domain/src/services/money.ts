/**
 * Exact money for the services catalogue (SPEC §5, §9: "Money rounded to 2 decimals").
 *
 * Amounts travel as strings with exactly 2 decimals ("1234.50") and are computed in integer cents
 * held in a bigint: no binary-float accumulation, and no overflow for numeric(14,2) × numeric(14,2).
 */

/** A non-negative decimal with at most 2 decimals; a comma is accepted as the decimal mark. */
export const DECIMAL_PATTERN = /^\d+([.,]\d{1,2})?$/;

/** Largest amount a numeric(14, 2) column holds. */
export const MAX_CENTS = 99_999_999_999_999n;

/** Parses "12", "12.5", "12,50" or 12.5 into cents; null when it is not such a number. */
export function toCents(input: string | number): bigint | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  if (!DECIMAL_PATTERN.test(text)) return null;
  const [whole = '0', frac = ''] = text.replace(',', '.').split('.');
  return BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0'));
}

/** Cents as the wire format: "1234.50". */
export function centsToString(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** Normalises an amount to the wire format ("7" → "7.00"); throws on something that is not one. */
export function normalizeAmount(input: string | number): string {
  const cents = toCents(input);
  if (cents === null) throw new Error(`not an amount: ${String(input)}`);
  return centsToString(cents);
}

/**
 * quantity × value, both in cents, rounded half up to the cent: the product is in 1/10 000ths, so
 * (a·b + 50) / 100 with integer division rounds exactly (amounts are never negative here).
 */
export function multiplyCents(a: bigint, b: bigint): bigint {
  return (a * b + 50n) / 100n;
}

export function sumCents(values: readonly bigint[]): bigint {
  return values.reduce((acc, v) => acc + v, 0n);
}

/** The number to hand to Intl.NumberFormat for display (display only: never computed with). */
export function amountToNumber(amount: string): number {
  return Number(amount);
}
