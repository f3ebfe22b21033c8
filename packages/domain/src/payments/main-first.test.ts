import { describe, expect, it } from 'vitest';
import { mainFirst } from './main-first.ts';

describe('mainFirst', () => {
  const rows = [
    { currency_code: 'USD', amount: '1200.00' },
    { currency_code: 'CLP', amount: '828000.00' },
    { currency_code: 'EUR', amount: '0.00' },
  ];

  it("puts the workspace's currency first and leaves out other currencies at zero", () => {
    expect(mainFirst('CLP', rows, (r) => r.amount)).toEqual({ main: { currency_code: 'CLP', amount: '828000.00' }, others: [{ currency_code: 'USD', amount: '1200.00' }] });
  });

  it('shows the main currency at zero rather than another currency as the headline', () => {
    expect(mainFirst('PEN', rows, (r) => r.amount).main).toEqual({ currency_code: 'PEN', amount: '0' });
  });
});
