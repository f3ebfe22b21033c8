import { providerAmountToMinorUnits, toMinorUnits } from '@trato/domain/payments/minor-units';
import type { ProviderPayment } from './payment.ts';

/**
 * Does what Mercado Pago reports match what Trato asked for (issue 31 §3: "a provider's answer in
 * another currency or amount than asked is flagged, not silently accepted")? The reference must be
 * the one sent as external_reference, the currency the payment's, and the amount the stored one in
 * the currency's minor units, exactly. Every difference is listed, so the flag can say what differs.
 */
export type AskedPayment = { externalReference: string; currency: string; amount: string };

export type PaymentMismatch = 'reference' | 'currency' | 'amount';

export type PaymentCheck = { ok: true } | { ok: false; mismatches: PaymentMismatch[] };

export function checkPaymentMatches(asked: AskedPayment, reported: Pick<ProviderPayment, 'externalReference' | 'currency' | 'amount'>): PaymentCheck {
  const mismatches: PaymentMismatch[] = [];
  if (reported.externalReference !== asked.externalReference) mismatches.push('reference');
  const sameCurrency = reported.currency.toUpperCase() === asked.currency.toUpperCase();
  if (!sameCurrency) mismatches.push('currency');
  const askedUnits = toMinorUnits(asked.amount, asked.currency);
  // In another currency the amounts are not comparable: different, whatever the figures.
  const reportedUnits = sameCurrency ? providerAmountToMinorUnits(reported.amount, asked.currency) : null;
  if (askedUnits === null || reportedUnits === null || reportedUnits !== askedUnits) mismatches.push('amount');
  return mismatches.length ? { ok: false, mismatches } : { ok: true };
}
