import { providerAmountToMinorUnits } from '@trato/domain/payments/minor-units';
import { checkReportedPayment, type PaymentCheck } from '../payment-check.ts';
import type { ProviderPayment } from './payment.ts';

/**
 * Does what Mercado Pago reports match what Trato asked for? The shared check (../payment-check.ts)
 * on Mercado Pago's terms: the reference is external_reference, and transaction_amount is a decimal
 * read exactly in the asked currency's minor units.
 */
export type AskedPayment = { externalReference: string; currency: string; amount: string };

export type { PaymentCheck, PaymentMismatch } from '../payment-check.ts';

export function checkPaymentMatches(asked: AskedPayment, reported: Pick<ProviderPayment, 'externalReference' | 'currency' | 'amount'>): PaymentCheck {
  return checkReportedPayment(
    { reference: asked.externalReference, currency: asked.currency, amount: asked.amount },
    { reference: reported.externalReference, currency: reported.currency, units: providerAmountToMinorUnits(reported.amount, asked.currency) },
  );
}
