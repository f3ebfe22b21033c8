import { describe, expect, it } from 'vitest';
import { checkPlan } from './check.ts';
import { rescalePlan } from './rescale.ts';
import { amounts, percents, plan } from './testing.ts';

describe('rescalePlan (the services total changed)', () => {
  it('keeps pending percents and rescales their amounts, the odd cent to the largest remainder', () => {
    const next = rescalePlan(plan(['400.00', '40.00'], ['300.00', '30.00'], ['300.00', '30.00']), '2000.01');
    expect(next && amounts(next)).toEqual(['800.01', '600.00', '600.00']); // exact 800.004 / 600.003 / 600.003
    expect(next && percents(next)).toEqual(['40.00', '30.00', '30.00']);
    expect(next && checkPlan('2000.01', next)).toEqual([]);
  });
  it('leaves paid payments as they are and rescales the pending base (new total − paid)', () => {
    const stored = plan(['400.00', '40.00', 'paid'], ['300.00', '30.00'], ['300.00', '30.00']);
    const next = rescalePlan(stored, '1400');
    expect(next?.[0]).toEqual({ ...stored[0], percent: '28.57' });
    expect(next && amounts(next)).toEqual(['400.00', '500.00', '500.00']);
    expect(next && percents(next)).toEqual(['28.57', '35.72', '35.71']); // shares of the new whole total
    expect(next && checkPlan('1400', next, stored)).toEqual([]);
  });
  it('returns the same plan when nothing changes, and an empty plan stays empty', () => {
    const stored = plan(['400.00', '40.00'], ['600.00', '60.00']);
    expect(rescalePlan(stored, '1000.00')).toEqual(stored);
    expect(rescalePlan([], '10')).toEqual([]);
  });
  it('returns null when the plan no longer fits: total not above paid, nothing pending to absorb, a payment at 0', () => {
    const withPaid = plan(['400.00', '40.00', 'paid'], ['600.00', '100.00']);
    expect(rescalePlan(withPaid, '400.00')).toBeNull();
    expect(rescalePlan(withPaid, '300.00')).toBeNull();
    const allPaid = plan(['400.00', '40.00', 'paid'], ['600.00', '60.00', 'paid']);
    expect(rescalePlan(allPaid, '1000')).toEqual(allPaid);
    expect(rescalePlan(allPaid, '1200')).toBeNull();
    expect(rescalePlan(plan(['0.50', '50.00'], ['0.50', '50.00']), '0.01')).toBeNull();
    expect(rescalePlan(plan(['1.00', '100.00']), 'abc')).toBeNull();
  });
  it('uses the exact shares, so a payment shown as 0.00 % still grows with the total', () => {
    const tiny = plan(['0.01', '0.00'], ['999999.99', '100.00']);
    expect(rescalePlan(tiny, '2000000.00')?.map((p) => p.amount)).toEqual(['0.02', '1999999.98']);
  });
});
