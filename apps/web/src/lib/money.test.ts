import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './money.ts';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it('uses the workspace currency with Spanish formatting', () => {
    expect(nbsp(formatMoney('233333.83', 'EUR'))).toBe('233.333,83 €');
    expect(nbsp(formatMoney('1500.00', 'USD'))).toBe('1.500,00 US$');
  });
  it('CLP shows no decimals for whole amounts but keeps cents when there are some', () => {
    expect(nbsp(formatMoney('350000.00', 'CLP'))).toBe('350.000 CLP');
    expect(nbsp(formatMoney('0.30', 'CLP'))).toBe('0,30 CLP');
  });
  it('UF and a missing currency fall back to a plain number', () => {
    expect(nbsp(formatMoney('42.18', 'UF'))).toBe('42,18 UF');
    expect(formatMoney('10.00', null)).toBe('10');
  });
  it('formats quantities', () => {
    expect(formatNumber('2.50')).toBe('2,5');
  });
});
