import { describe, expect, it } from 'vitest';
import { minorUnitDigits, minorUnitsToDecimal, providerAmountToMinorUnits, toMinorUnits } from './minor-units.ts';

describe('minor units (issue 31 §3)', () => {
  it('the Chilean peso has no decimals; every other currency has two', () => {
    expect(minorUnitDigits('CLP')).toBe(0);
    expect(minorUnitDigits('clp')).toBe(0);
    for (const code of ['USD', 'EUR', 'MXN', 'ARS', 'PEN', 'COP', 'BOB']) expect(minorUnitDigits(code)).toBe(2);
  });

  it('a stored amount becomes whole pesos in CLP and cents elsewhere', () => {
    expect(toMinorUnits('15000.00', 'CLP')).toBe(15000n);
    expect(toMinorUnits('15000', 'CLP')).toBe(15000n);
    expect(toMinorUnits('12.50', 'USD')).toBe(1250n);
    expect(toMinorUnits('0.05', 'EUR')).toBe(5n);
    expect(toMinorUnits('99999999999999.99', 'MXN')).toBe(9_999_999_999_999_999n);
  });

  it('a CLP amount with cents cannot be charged as it is, and is not rounded into something else', () => {
    expect(toMinorUnits('15000.50', 'CLP')).toBeNull();
    expect(toMinorUnits('33333.33', 'CLP')).toBeNull();
    expect(toMinorUnits('abc', 'USD')).toBeNull();
    expect(toMinorUnits('-5.00', 'USD')).toBeNull();
  });

  it('minor units are written as the decimal a provider takes', () => {
    expect(minorUnitsToDecimal(15000n, 'CLP')).toBe('15000');
    expect(minorUnitsToDecimal(1250n, 'USD')).toBe('12.50');
    expect(minorUnitsToDecimal(5n, 'EUR')).toBe('0.05');
    expect(minorUnitsToDecimal(-1250n, 'USD')).toBe('-12.50');
  });

  it('a provider’s answer is read back exactly, trailing zeros or not', () => {
    expect(providerAmountToMinorUnits(15000, 'CLP')).toBe(15000n);
    expect(providerAmountToMinorUnits('15000.00', 'CLP')).toBe(15000n);
    expect(providerAmountToMinorUnits(12.5, 'USD')).toBe(1250n);
    expect(providerAmountToMinorUnits(12, 'USD')).toBe(1200n);
    expect(providerAmountToMinorUnits('12.50', 'USD')).toBe(1250n);
  });

  it('a provider’s amount finer than the currency, negative or not a number is not an amount that was asked for', () => {
    expect(providerAmountToMinorUnits(15000.5, 'CLP')).toBeNull();
    expect(providerAmountToMinorUnits(12.505, 'USD')).toBeNull();
    expect(providerAmountToMinorUnits(-12.5, 'USD')).toBeNull();
    expect(providerAmountToMinorUnits(Number.NaN, 'USD')).toBeNull();
    expect(providerAmountToMinorUnits(1e21, 'USD')).toBeNull();
    expect(providerAmountToMinorUnits('12,50', 'USD')).toBeNull();
  });

  it('round trip: what Trato asks is what it recognises', () => {
    for (const [amount, currency] of [['15000.00', 'CLP'], ['1234.56', 'USD'], ['0.10', 'EUR']] as const) {
      const units = toMinorUnits(amount, currency)!;
      expect(providerAmountToMinorUnits(Number(minorUnitsToDecimal(units, currency)), currency)).toBe(units);
    }
  });
});
