import { describe, expect, it } from 'vitest';
import { describeUsage } from './usage.ts';

describe('plan usage', () => {
  it('reads "N de M" with the share of the bar', () => {
    expect(describeUsage(2, 3)).toEqual({ text: '2 de 3', ratio: 2 / 3, tone: 'ok' });
    expect(describeUsage(0, 3)).toEqual({ text: '0 de 3', ratio: 0, tone: 'ok' });
  });

  it('is full at the limit and stays full past it (a plan lowered by the operator)', () => {
    expect(describeUsage(3, 3)).toMatchObject({ text: '3 de 3', ratio: 1, tone: 'full' });
    expect(describeUsage(5, 3)).toMatchObject({ text: '5 de 3', ratio: 1, tone: 'full' });
    expect(describeUsage(0, 0)).toMatchObject({ text: '0 de 0', ratio: 1, tone: 'full' });
  });

  it('warns from 80 % of the limit', () => {
    expect(describeUsage(8, 10).tone).toBe('near');
    expect(describeUsage(7, 10).tone).toBe('ok');
  });

  it('has no bar when the plan is unlimited', () => {
    expect(describeUsage(12, null)).toEqual({ text: '12 · sin límite', ratio: null, tone: 'ok' });
  });

  it('never shows a negative or fractional count', () => {
    expect(describeUsage(-1, 3).text).toBe('0 de 3');
    expect(describeUsage(Number.NaN, 3).text).toBe('0 de 3');
  });
});
