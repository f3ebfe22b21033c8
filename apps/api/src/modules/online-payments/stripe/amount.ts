import { minorUnitDigits, toMinorUnits } from '@trato/domain/payments/minor-units';

/**
 * A stored amount as Stripe's `unit_amount`: an integer of the currency's smallest unit, which for
 * Stripe's zero-decimal currencies (CLP among them) is the whole unit — 15000.00 CLP is 15000, 12.50
 * USD is 1250. Trato's rule (packages/domain minor-units: CLP 0 decimals, others 2) agrees with
 * Stripe's for CLP and the two-decimal currencies; a currency where Stripe counts otherwise
 * (zero-decimal JPY, three-decimal KWD, HUF/TWD/ISK/UGX taken in whole units) is refused rather than
 * sent a hundred times too large or small.
 */
const STRIPE_ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
const STRIPE_THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);
/** Two decimals at Stripe's API, but charged in whole units only: not sent from a 2-decimal amount. */
const STRIPE_WHOLE_UNITS_ONLY = new Set(['HUF', 'ISK', 'TWD', 'UGX']);
/** Stripe's largest amount: eight digits of the smallest unit. */
const STRIPE_MAX_UNITS = 99_999_999n;

/** The amount has a fraction the currency cannot be charged in, is not positive, or is beyond what Stripe takes. */
export class AmountNotChargeableError extends Error {
  constructor(
    readonly currency: string,
    readonly amount: string,
  ) {
    super(`amount ${amount} cannot be charged in ${currency} through Stripe`);
  }
}

/** Whether Stripe counts this currency the way Trato stores it. */
export function stripeTakes(currency: string): boolean {
  const code = currency.toUpperCase();
  if (!/^[A-Z]{3}$/.test(code) || STRIPE_THREE_DECIMAL.has(code) || STRIPE_WHOLE_UNITS_ONLY.has(code)) return false;
  return STRIPE_ZERO_DECIMAL.has(code) === (minorUnitDigits(code) === 0);
}

/** unit_amount for the stored amount, or AmountNotChargeableError. */
export function stripeUnitAmount(amount: string, currency: string): number {
  const units = stripeTakes(currency) ? toMinorUnits(amount, currency) : null;
  if (units === null || units <= 0n || units > STRIPE_MAX_UNITS) throw new AmountNotChargeableError(currency, amount);
  return Number(units);
}

/** Stripe's amount_total (an integer of the smallest unit) as minor units; null when it is not one. */
export function stripeAmountToMinorUnits(value: unknown): bigint | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : null;
}
