import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, plainAmount } from './money-format.ts';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it('uses the currency with Spanish formatting', () => {
    expect(nbsp(formatMoney('233333.83', 'EUR'))).toBe('233.333,83 €');
    expect(nbsp(formatMoney('1500.00', 'USD'))).toBe('1500,00 US$');
  });
  it('CLP shows no decimals for whole amounts but keeps cents when there are some', () => {
    expect(nbsp(formatMoney('1250000.00', 'CLP'))).toBe('1.250.000 CLP');
    expect(nbsp(formatMoney('0.30', 'clp'))).toBe('0,30 CLP');
  });
  it('UF, an unknown code and a missing currency fall back to a plain number', () => {
    expect(nbsp(formatMoney('42.18', 'UF'))).toBe('42,18 UF');
    expect(nbsp(formatMoney('7.00', 'XYZ1'))).toBe('7 XYZ1');
    expect(formatMoney('10.00', null)).toBe('10');
  });
  it('formats quantities with at most two decimals', () => {
    expect(formatNumber('2.50')).toBe('2,5');
    expect(formatNumber('33333.33')).toBe('33.333,33');
  });

  it('gives a stored amount back as a person types it', () => {
    expect([plainAmount('1234.50'), plainAmount('40.00'), plainAmount('0.05'), plainAmount(null)]).toEqual(['1234.5', '40', '0.05', '']);
  });
});
