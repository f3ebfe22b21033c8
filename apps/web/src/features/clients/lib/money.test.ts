import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('formats API amounts in the workspace currency', () => {
    expect(formatMoney('0.00', 'CLP').replace(/\s/g, ' ')).toMatch(/^\$\s?0$/);
    expect(formatMoney('1250000.00', 'CLP')).toContain('1.250.000');
    expect(formatMoney('10.50', 'USD')).toMatch(/10,50/);
    expect(formatMoney('1234.5', 'UF')).toBe('1.234,5 UF');
    expect(formatMoney('12', null)).toBe('12');
    expect(formatMoney('abc', 'CLP')).toMatch(/0/);
  });
});
