import { describe, expect, it } from 'vitest';
import { linePath, linesCollapsedFrom, renameDecision } from './lines.ts';

describe('linePath', () => {
  it('opens the Cotizaciones tab in list mode', () => {
    expect(linePath('diseno-web')).toBe('/line/diseno-web?mode=list#cotizaciones');
  });
});

describe('linesCollapsedFrom', () => {
  it("is collapsed by default and only open when stored as 'false'", () => {
    expect(linesCollapsedFrom(null)).toBe(true);
    expect(linesCollapsedFrom('true')).toBe(true);
    expect(linesCollapsedFrom('whatever')).toBe(true);
    expect(linesCollapsedFrom('false')).toBe(false);
  });
});

describe('renameDecision', () => {
  it('closes without saving when the name is unchanged (after trimming)', () => {
    expect(renameDecision('Web', 'Web')).toEqual({ kind: 'close' });
    expect(renameDecision('Web', '  Web ')).toEqual({ kind: 'close' });
  });
  it('refuses a blank name', () => {
    expect(renameDecision('Web', '   ')).toEqual({ kind: 'invalid' });
  });
  it('saves a changed, trimmed name', () => {
    expect(renameDecision('Web', ' Web y apps ')).toEqual({ kind: 'save', name: 'Web y apps' });
  });
});
