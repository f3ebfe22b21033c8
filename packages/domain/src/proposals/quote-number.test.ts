import { describe, expect, it } from 'vitest';
import { parseQuoteCode, quoteCode, quoteYearOf } from './quote-number.ts';

describe('quote number', () => {
  it('reads as COT-year-number with at least four digits', () => {
    expect(quoteCode(42, 2026)).toBe('COT-2026-0042');
    expect(quoteCode(12345, 2027)).toBe('COT-2027-12345');
    expect(quoteCode(null, 2026)).toBeNull();
  });

  it('takes the year of the workspace, not of UTC', () => {
    const newYearsEveInSantiago = new Date('2027-01-01T02:00:00Z');
    expect(quoteYearOf(newYearsEveInSantiago, 'America/Santiago')).toBe(2026);
    expect(quoteYearOf(newYearsEveInSantiago, 'UTC')).toBe(2027);
  });

  it('recognises a code typed in a search box, loosely', () => {
    expect(parseQuoteCode('COT-2026-0042')).toEqual({ year: 2026, number: 42 });
    expect(parseQuoteCode(' cot 2026 42 ')).toEqual({ year: 2026, number: 42 });
    expect(parseQuoteCode('Rediseño 2026')).toBeNull();
  });
});
