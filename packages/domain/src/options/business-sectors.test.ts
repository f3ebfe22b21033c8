import { describe, it, expect } from 'vitest';
import { BUSINESS_SECTORS } from './business-sectors.ts';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('BUSINESS_SECTORS', () => {
  it('has more than 300 entries', () => {
    expect(BUSINESS_SECTORS.length).toBeGreaterThan(300);
  });

  it('has no case- or accent-insensitive duplicates', () => {
    const folded = BUSINESS_SECTORS.map(fold);
    const dups = folded.filter((s, i) => folded.indexOf(s) !== i);
    expect(dups).toEqual([]);
  });

  it("is sorted in Spanish order with 'Otro' last", () => {
    expect(BUSINESS_SECTORS.at(-1)).toBe('Otro');
    const rest = BUSINESS_SECTORS.slice(0, -1);
    expect(rest).not.toContain('Otro');
    expect([...rest].sort((a, b) => a.localeCompare(b, 'es'))).toEqual(rest);
  });

  it('keeps the entries existing data relies on', () => {
    for (const s of ['Agencia de marketing digital', 'Desarrollo de software', 'Diseño gráfico', 'Otro']) {
      expect(BUSINESS_SECTORS).toContain(s);
    }
  });

  it('has only trimmed, non-empty entries starting with a capital', () => {
    for (const s of BUSINESS_SECTORS) {
      expect(s).toBe(s.trim());
      expect(s.length).toBeGreaterThan(0);
      expect(s.charAt(0)).toBe(s.charAt(0).toLocaleUpperCase('es'));
    }
  });
});
