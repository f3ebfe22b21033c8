import { describe, expect, it } from 'vitest';
import { sharesOfTotal } from './recompute.ts';

describe('sharesOfTotal (documents)', () => {
  it('shows a paid advance and the pending rest as shares of the whole plan', () => {
    expect(sharesOfTotal([{ amount: '690000.00' }, { amount: '690000.00' }])).toEqual(['50.00', '50.00']);
  });
  it('always adds up to 100.00, rounding by largest remainder', () => {
    expect(sharesOfTotal([{ amount: '100.00' }, { amount: '100.00' }, { amount: '100.00' }])).toEqual(['33.34', '33.33', '33.33']);
  });
  it('gives zeros for an empty or zero plan', () => {
    expect(sharesOfTotal([])).toEqual([]);
    expect(sharesOfTotal([{ amount: '0.00' }])).toEqual(['0.00']);
  });
});
