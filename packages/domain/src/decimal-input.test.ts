import { describe, expect, it } from 'vitest';
import { parseSpanishDecimal, spanishDecimal } from './decimal-input.ts';

describe('Spanish decimals in fields', () => {
  it('shows the API text with a decimal comma and thousands points, every digit kept', () => {
    expect(spanishDecimal('0.0011')).toBe('0,0011');
    expect(spanishDecimal('0.0000012345')).toBe('0,0000012345');
    expect(spanishDecimal('1.08')).toBe('1,08');
    expect(spanishDecimal('41')).toBe('41');
    expect(spanishDecimal('1234.5')).toBe('1.234,5');
  });
  it('reads what a Spanish speaker types', () => {
    expect(parseSpanishDecimal('0,0011')).toBe('0.0011');
    expect(parseSpanishDecimal(' 1,08 ')).toBe('1.08');
    expect(parseSpanishDecimal('1.234,5')).toBe('1234.5');
    expect(parseSpanishDecimal('1.234')).toBe('1234');
    expect(parseSpanishDecimal('41')).toBe('41');
  });
  it('still takes a decimal point where it cannot be a thousands point', () => {
    expect(parseSpanishDecimal('0.0011')).toBe('0.0011');
    expect(parseSpanishDecimal('1.08')).toBe('1.08');
    expect(parseSpanishDecimal('1.2345')).toBe('1.2345');
  });
  it('round-trips what it shows', () => {
    for (const v of ['0.0011', '1234.5', '0.00000105', '38.5']) expect(parseSpanishDecimal(spanishDecimal(v))).toBe(v);
  });
  it('refuses what is not a number', () => {
    for (const v of ['', 'abc', '1,2,3', '1.23,4', '-1', '1e3', ',5']) expect(parseSpanishDecimal(v)).toBeNull();
  });
});
