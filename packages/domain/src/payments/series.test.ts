import { describe, expect, it } from 'vitest';
import { bucketLabel, bucketOf, bucketsBetween, seriesGranularity } from './series.ts';

describe('payments chart series', () => {
  it('is daily up to 31 days, else monthly; open ranges are monthly', () => {
    expect(seriesGranularity({ from: '2026-12-01', to: '2026-12-31' })).toBe('day');
    expect(seriesGranularity({ from: '2026-12-01', to: '2027-01-01' })).toBe('month');
    expect(seriesGranularity({ from: null, to: '2026-12-01' })).toBe('month');
    expect(seriesGranularity(null)).toBe('month');
  });
  it('lists every bucket across a year edge', () => {
    expect(bucketsBetween('2026-12-30', '2027-01-02', 'day')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(bucketsBetween('2026-11-15', '2027-02-01', 'month')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(bucketOf('2026-12-05', 'month')).toBe('2026-12');
  });
  it('labels in Spanish', () => {
    expect(bucketLabel('2026-12-05')).toBe('5 dic');
    expect(bucketLabel('2026-12')).toBe('dic 2026');
  });
});
