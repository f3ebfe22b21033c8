import { toMinorUnits } from '@trato/domain/payments/minor-units';

/**
 * Does what a provider reports match what Trato asked for (issue 31 §3: "a provider's answer in
 * another currency or amount than asked is flagged, not silently accepted")? Shared by Mercado Pago
 * and Stripe: the reference must be the one sent with the checkout, the currency the payment's, and
 * the amount the stored one in the currency's minor units, exactly. Each provider turns its own
 * amount into minor units first (Mercado Pago answers a decimal, Stripe an integer of the smallest
 * unit); null there means "not an amount that was asked for". Every difference is listed, so the
 * flag can say what differs.
 */
export type AskedPayment = { reference: string; currency: string; amount: string };

export type ReportedPayment = { reference: string | null; currency: string; units: bigint | null };

export type PaymentMismatch = 'reference' | 'currency' | 'amount';

export type PaymentCheck = { ok: true } | { ok: false; mismatches: PaymentMismatch[] };

export function checkReportedPayment(asked: AskedPayment, reported: ReportedPayment): PaymentCheck {
  const mismatches: PaymentMismatch[] = [];
  if (reported.reference !== asked.reference) mismatches.push('reference');
  const sameCurrency = reported.currency.toUpperCase() === asked.currency.toUpperCase();
  if (!sameCurrency) mismatches.push('currency');
  const askedUnits = toMinorUnits(asked.amount, asked.currency);
  // In another currency the amounts are not comparable: different, whatever the figures.
  if (!sameCurrency || askedUnits === null || reported.units === null || reported.units !== askedUnits) mismatches.push('amount');
  return mismatches.length ? { ok: false, mismatches } : { ok: true };
}
