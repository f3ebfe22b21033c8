import { describe, expect, it } from 'vitest';
import type { Billing } from '../../../lib/billing/get-billing.ts';
import { checkoutOutcome, paymentApplied } from './checkout-result.ts';

const q = (s: string) => new URLSearchParams(s);

describe('checkout return', () => {
  it('reads the outcome Stripe sends back', () => {
    expect(checkoutOutcome(q('checkout=success&session_id=cs_test_1'))).toBe('success');
    expect(checkoutOutcome(q('session_id=cs_test_1'))).toBe('success');
    expect(checkoutOutcome(q('checkout=canceled'))).toBe('canceled');
    expect(checkoutOutcome(q(''))).toBe('none');
    expect(checkoutOutcome(q('checkout=whatever'))).toBe('none');
  });

  it('waits for the webhook: a paid Stripe plan that is not lapsed', () => {
    const billing = (source: 'stripe' | 'default', is_free: boolean, lapsed = false) =>
      ({ subscription: { source }, plan: { is_free }, lapsed }) as unknown as Billing;
    expect(paymentApplied(billing('stripe', false))).toBe(true);
    expect(paymentApplied(billing('default', true))).toBe(false);
    expect(paymentApplied(billing('stripe', false, true))).toBe(false);
    expect(paymentApplied(undefined)).toBe(false);
  });
});
