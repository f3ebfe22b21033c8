import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../currencies.ts';
import { addAmounts, convertToUsd, DEFAULT_USD_RATES, effectiveRates, normalizeRate, RATE_PATTERN } from './rates.ts';

describe('USD rates', () => {
  it('has a valid default for every SPEC currency', () => {
    for (const code of CURRENCIES) expect(RATE_PATTERN.test(DEFAULT_USD_RATES[code]), code).toBe(true);
    expect(DEFAULT_USD_RATES.USD).toBe('1');
  });
  it('converts exactly, rounding half up to the cent', () => {
    expect(convertToUsd('1000000.00', '0.00105')).toBe('1050.00');
    expect(convertToUsd('0.10', '0.05')).toBe('0.01'); // 0.005 → 0.01
    expect(convertToUsd('0.10', '0.0499999999')).toBe('0.00');
    expect(convertToUsd('12.34', '1')).toBe('12.34');
    expect(convertToUsd('99999999999999.99', '41.5')).toBe('4149999999999999.59');
    expect(convertToUsd('-10.00', '1.16')).toBe('-11.60');
  });
  it('adds amounts exactly', () => {
    expect(addAmounts('0.10', '0.20')).toBe('0.30');
    expect(addAmounts()).toBe('0.00');
    expect(addAmounts('5.00', '-7.25')).toBe('-2.25');
  });
  it('normalises rates and lays the workspace table over the defaults', () => {
    expect(normalizeRate('0.0010500000')).toBe('0.00105');
    expect(normalizeRate('1.0')).toBe('1');
    const table = effectiveRates(new Map([['CLP', '0.0011000000']]));
    expect(table).toHaveLength(CURRENCIES.length);
    expect(table.find((r) => r.currency_code === 'CLP')).toEqual({ currency_code: 'CLP', usd_per_unit: '0.0011', is_default: false });
    expect(table.find((r) => r.currency_code === 'EUR')).toEqual({ currency_code: 'EUR', usd_per_unit: '1.16', is_default: true });
  });
});
