import { describe, expect, it } from 'vitest';
import { checkoutOutcome, isPayable, offeredMethods, payAllOffer } from './checkout-messages.ts';
import type { MethodOffer } from './payment-methods.ts';

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

describe('«Pagar todo lo pendiente»', () => {
  const online: MethodOffer[] = [
    { method: 'mercadopago', available: true, reason: null },
    { method: 'stripe', available: false, reason: 'Stripe no está conectado.' },
    { method: 'transfer', available: true, reason: null },
  ];
  const p = (state: 'paid' | 'pending' | 'overdue', amount: string, over: { review?: 'in_review' | null; currency?: string; methods?: MethodOffer[] } = {}) => ({
    state,
    amount,
    amount_type: over.currency ?? 'CLP',
    review: over.review ?? null,
    methods: over.methods ?? online,
  });

  it('takes every payment still owed in the plan currency, when at least two, with the online methods only', () => {
    const offer = payAllOffer([p('paid', '100.00'), p('overdue', '250000.50'), p('pending', '149999.50')], 'CLP');
    expect(offer?.total).toBe('400000.00');
    expect(offer?.payments).toHaveLength(2);
    expect(offer?.methods.map((m) => m.method)).toEqual(['mercadopago', 'stripe']);
  });

  it('offers nothing for one owed payment, one under transfer review, another currency, or no online method', () => {
    expect(payAllOffer([p('paid', '1.00'), p('pending', '2.00')], 'CLP')).toBeNull();
    expect(payAllOffer([p('pending', '1.00', { review: 'in_review' }), p('pending', '2.00')], 'CLP')).toBeNull();
    expect(payAllOffer([p('pending', '1.00', { currency: 'USD' }), p('pending', '2.00')], 'CLP')).toBeNull();
    const transferOnly: MethodOffer[] = [{ method: 'transfer', available: true, reason: null }];
    expect(payAllOffer([p('pending', '1.00', { methods: transferOnly }), p('pending', '2.00', { methods: transferOnly })], 'CLP')).toBeNull();
  });
});
