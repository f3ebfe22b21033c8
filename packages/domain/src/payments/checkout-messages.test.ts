import { describe, expect, it } from 'vitest';
import { checkoutOutcome, isPayable, offeredMethods } from './checkout-messages.ts';

describe('the result of a checkout, from the server', () => {
  it('a paid payment is paid whatever the provider said on the way back', () => {
    expect(checkoutOutcome('paid', null, true)).toBe('paid');
    expect(checkoutOutcome('paid', 'duplicate', false)).toBe('paid');
  });
  it('a charge the server knows decides; the query string only ends the wait when it knows none', () => {
    expect(checkoutOutcome('pending', 'pending', false)).toBe('pending');
    expect(checkoutOutcome('overdue', 'failed', false)).toBe('failed');
    expect(checkoutOutcome('pending', 'reversed', false)).toBe('failed');
    expect(checkoutOutcome('pending', 'mismatch', false)).toBe('review');
    expect(checkoutOutcome('pending', 'pending', true)).toBe('pending');
    expect(checkoutOutcome('pending', null, false)).toBe('waiting');
    expect(checkoutOutcome('pending', null, true)).toBe('failed');
  });
  it('pending and overdue payments are payable; the chooser shows the methods on offer only', () => {
    expect([isPayable('pending'), isPayable('overdue'), isPayable('paid')]).toEqual([true, true, false]);
    expect(
      offeredMethods([
        { method: 'mercadopago', available: false, reason: 'x' },
        { method: 'stripe', available: true, reason: null },
      ]).map((m) => m.method),
    ).toEqual(['stripe']);
  });
});
