import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatWholeMoney, plainAmount } from './money-format.ts';
import { toCents } from './services/money.ts';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it('uses the currency with Spanish formatting', () => {
    expect(nbsp(formatMoney('233333.83', 'EUR'))).toBe('233.333,83 €');
  });
  it('puts the thousands point in four-digit amounts too (Intl es leaves it out by default)', () => {
    expect(nbsp(formatMoney('6570.90', 'USD'))).toBe('6.570,90 US$');
    expect(nbsp(formatMoney('1500.00', 'USD'))).toBe('1.500,00 US$');
    expect(nbsp(formatMoney('1000.00', 'CLP'))).toBe('1.000 CLP');
    expect(nbsp(formatMoney('1000', null))).toBe('1.000');
  });
  it('CLP shows no decimals for whole amounts but keeps cents when there are some', () => {
    expect(nbsp(formatMoney('1250000.00', 'CLP'))).toBe('1.250.000 CLP');
    expect(nbsp(formatMoney('0.30', 'clp'))).toBe('0,30 CLP');
  });
  it('UF, an unknown code and a missing currency fall back to a plain number', () => {
    expect(nbsp(formatMoney('42.18', 'UF'))).toBe('42,18 UF');
    expect(nbsp(formatMoney('1234.50', 'UF'))).toBe('1.234,50 UF');
    expect(nbsp(formatMoney('7.00', 'XYZ1'))).toBe('7 XYZ1');
    expect(formatMoney('10.00', null)).toBe('10');
  });
  it('zero and negative amounts', () => {
    expect(nbsp(formatMoney('0.00', 'CLP'))).toBe('0 CLP');
    expect(nbsp(formatMoney('0', 'USD'))).toBe('0,00 US$');
    expect(nbsp(formatMoney('-1500.00', 'USD'))).toBe('-1.500,00 US$');
    expect(nbsp(formatMoney('-6570.90', 'CLP'))).toBe('-6.570,90 CLP');
  });
  it('a chart axis figure is whole and grouped', () => {
    expect(nbsp(formatWholeMoney(2500.4, 'USD'))).toBe('2.500 US$');
  });
  it('formats quantities with at most two decimals', () => {
    expect(formatNumber('2.50')).toBe('2,5');
    expect(formatNumber('33333.33')).toBe('33.333,33');
    expect(formatNumber('1000')).toBe('1.000');
    expect(formatNumber('0.0011', 6)).toBe('0,0011');
  });

  it('gives a stored amount back as a person types it', () => {
    expect([plainAmount('1234.50'), plainAmount('40.00'), plainAmount('0.05'), plainAmount(null)]).toEqual(['1234.5', '40', '0.05', '']);
  });
});

// The offered currencies are written without Intl (its first formatter is costly in a browser):
// for any amount, the text must be exactly what Intl 'es' writes.
describe('the written-out currencies match Intl', () => {
  const codes = ['CLP', 'COP', 'USD', 'EUR', 'MXN', 'ARS', 'PEN', 'BOB'];
  const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('es', { ...options, useGrouping: 'always' });
  const amount = fc
    .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 13n }), fc.integer({ min: 0, max: 3 }))
    .map(([negative, units, decimals]) => {
      const digits = units.toString().padStart(decimals + 1, '0');
      const text = decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
      return negative ? `-${text}` : text;
    });

  it('formatMoney', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom(...codes), (value, code) => {
        // Cents shown when the amount has some, else the currency's usual decimals (Intl's).
        const hasCents = (toCents(value.replace(/^-/, '')) ?? 0n) % 100n !== 0n;
        const usual = intl({ style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits;
        const digits = hasCents ? 2 : usual;
        const expected = intl({ style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Number(value) || 0);
        expect(formatMoney(value, code)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('formatNumber and formatWholeMoney', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 6 }), fc.constantFrom(...codes), (value, max, code) => {
        expect(formatNumber(value, max)).toBe(intl({ maximumFractionDigits: max }).format(Number(value) || 0));
        expect(formatWholeMoney(Number(value), code)).toBe(intl({ style: 'currency', currency: code, maximumFractionDigits: 0 }).format(Number(value)));
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds half away from zero on the shortest decimal, as ICU does', () => {
    for (const value of ['2.675', '0.125', '-0.005', '999.995', '-0.001', '0.0000001']) {
      expect(formatNumber(value)).toBe(intl({ maximumFractionDigits: 2 }).format(Number(value)));
    }
    expect(formatNumber('999.995')).toBe('1.000');
  });
});
