import { describe, expect, it } from 'vitest';
import { planShares } from './payment-share.ts';

describe('planShares', () => {
  it('40/30/30 with the advance paid', () => {
    expect(planShares([
      { amount: '400000.00', status: 'paid' },
      { amount: '300000.00', status: 'pending' },
      { amount: '300000.00', status: 'PENDING' },
    ])).toEqual({ total: '1000000.00', paid_total: '400000.00', pending_total: '600000.00', percents: ['40.00', '30.00', '30.00'] });
  });

  it('thirds add up to exactly 100.00 (largest remainder, as the staff side stores them); an empty plan is all zeros', () => {
    expect(planShares([{ amount: '1.00', status: 'pending' }, { amount: '2.00', status: 'pending' }]).percents).toEqual(['33.33', '66.67']);
    expect(planShares([{ amount: '1.00', status: 'paid' }, { amount: '1.00', status: 'pending' }, { amount: '1.00', status: 'pending' }]).percents).toEqual(['33.34', '33.33', '33.33']);
    expect(planShares([])).toEqual({ total: '0.00', paid_total: '0.00', pending_total: '0.00', percents: [] });
    expect(planShares([{ amount: '0.00', status: 'pending' }]).percents).toEqual(['0.00']);
  });
});
