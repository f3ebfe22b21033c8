import { toCents } from '../services/money.ts';

/**
 * What a payment provider can charge (issue 31 §3: "Amounts respect each currency's minor units (CLP
 * 0 decimals, others 2)"). Trato stores every amount with 2 decimals ("15000.00"); a checkout asks the
 * provider for an exact amount of the currency's smallest unit, and a provider's answer is compared in
 * those same units, so a peso more or a cent less is a different amount, never "close enough".
 * Integers (bigint) all the way: no binary float between the stored text and the comparison.
 */

/** Digits after the decimal point a provider charges in: the Chilean peso has none, the rest two. */
export function minorUnitDigits(currency: string): 0 | 2 {
  return currency.toUpperCase() === 'CLP' ? 0 : 2;
}

/**
 * A stored amount ("15000.00", "12.50") in the currency's minor units (15000n pesos, 1250n cents).
 * null when it is not an amount, or when it has a fraction the currency cannot be charged in
 * ("15000.50" CLP): rounding it would ask the client for something other than what the plan says.
 */
export function toMinorUnits(amount: string, currency: string): bigint | null {
  const cents = toCents(amount);
  if (cents === null) return null;
  if (minorUnitDigits(currency) === 2) return cents;
  return cents % 100n === 0n ? cents / 100n : null;
}

/** Minor units as the decimal text a provider's API takes: 15000n CLP → "15000", 1250n USD → "12.50". */
export function minorUnitsToDecimal(units: bigint, currency: string): string {
  if (minorUnitDigits(currency) === 0) return units.toString();
  const negative = units < 0n;
  const abs = negative ? -units : units;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

const PROVIDER_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A provider's amount (a JSON number such as 15000 or 12.5, or its text) in the currency's minor
 * units; null when it is not a plain non-negative decimal or carries a non-zero digit beyond the
 * currency's decimals (12.505 USD, 15000.5 CLP): such an answer is not an amount that was asked for.
 */
export function providerAmountToMinorUnits(value: number | string, currency: string): bigint | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = PROVIDER_DECIMAL.exec(text);
  if (!match) return null;
  const digits = minorUnitDigits(currency);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  return BigInt(match[1]!) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
}
