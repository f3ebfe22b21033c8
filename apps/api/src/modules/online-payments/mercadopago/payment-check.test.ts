import { describe, expect, it } from 'vitest';
import { checkPaymentMatches } from './payment-check.ts';

/** A provider's answer that differs from what was asked is flagged, never accepted as close enough (issue 31 §3). */
describe('checkPaymentMatches', () => {
  const asked = { externalReference: 'trato-payment-1', currency: 'CLP', amount: '15000.00' };
  const reported = { externalReference: 'trato-payment-1', currency: 'CLP', amount: 15000 };

  it('accepts exactly what was asked', () => {
    expect(checkPaymentMatches(asked, reported)).toEqual({ ok: true });
    expect(checkPaymentMatches({ ...asked, currency: 'USD', amount: '12.50' }, { ...reported, currency: 'usd', amount: 12.5 })).toEqual({ ok: true });
  });

  it('flags one peso more or less, a cent less, and an amount finer than the currency', () => {
    expect(checkPaymentMatches(asked, { ...reported, amount: 15001 })).toEqual({ ok: false, mismatches: ['amount'] });
    expect(checkPaymentMatches(asked, { ...reported, amount: 14999 })).toEqual({ ok: false, mismatches: ['amount'] });
    expect(checkPaymentMatches(asked, { ...reported, amount: 15000.4 })).toEqual({ ok: false, mismatches: ['amount'] });
    expect(checkPaymentMatches({ ...asked, currency: 'USD', amount: '12.50' }, { ...reported, currency: 'USD', amount: 12.49 })).toEqual({ ok: false, mismatches: ['amount'] });
  });

  it('flags another currency, whatever the figure', () => {
    expect(checkPaymentMatches(asked, { ...reported, currency: 'ARS' })).toEqual({ ok: false, mismatches: ['currency', 'amount'] });
  });

  it('flags another reference, or none', () => {
    expect(checkPaymentMatches(asked, { ...reported, externalReference: 'trato-payment-2' })).toEqual({ ok: false, mismatches: ['reference'] });
    expect(checkPaymentMatches(asked, { ...reported, externalReference: null })).toEqual({ ok: false, mismatches: ['reference'] });
  });

  it('lists every difference at once', () => {
    expect(checkPaymentMatches(asked, { externalReference: 'x', currency: 'USD', amount: 15000 })).toEqual({ ok: false, mismatches: ['reference', 'currency', 'amount'] });
  });
});
