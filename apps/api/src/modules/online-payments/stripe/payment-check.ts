import { checkReportedPayment, type AskedPayment, type PaymentCheck } from '../payment-check.ts';
import type { ProviderSession } from './session.ts';

/**
 * Does the session Stripe reports match what Trato asked for? The shared check on Stripe's terms:
 * the reference is client_reference_id, and metadata.trato_payment must name the same payment (a
 * session whose two references disagree names no payment for sure); amount_total is already in the
 * smallest unit.
 */
export function checkSessionMatches(asked: AskedPayment, session: Pick<ProviderSession, 'reference' | 'metadataReference' | 'currency' | 'units'>): PaymentCheck {
  const reference = session.reference === session.metadataReference ? session.reference : null;
  return checkReportedPayment(asked, { reference, currency: session.currency, units: session.units });
}
