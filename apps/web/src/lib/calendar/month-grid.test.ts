import { describe, expect, it } from 'vitest';
import { addMonths, monthBounds, monthGrid, monthTitle, overlaps, weekdayNames, yearMonthOf } from './month-grid.ts';

describe('monthGrid', () => {
  it('covers November 2026 in whole Monday-first weeks', () => {
    const weeks = monthGrid({ year: 2026, month: 10 });
    // 1 Nov 2026 is a Sunday: the first row starts on Monday 26 October.
    expect(weeks[0]?.[0]).toEqual({ date: '2026-10-26', inMonth: false });
    expect(weeks[0]?.[6]).toEqual({ date: '2026-11-01', inMonth: true });
    expect(weeks.at(-1)?.at(-1)).toEqual({ date: '2026-12-06', inMonth: false });
    expect(weeks).toHaveLength(6);
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(30);
  });
  it('a February starting on Monday fits in four rows', () => {
    const weeks = monthGrid({ year: 2027, month: 1 });
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]?.date).toBe('2027-02-01');
    expect(weeks[3]?.[6]?.date).toBe('2027-02-28');
  });
  it('leap years have 29 February', () => {
    expect(monthBounds({ year: 2028, month: 1 })).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });
});

describe('month arithmetic and ranges', () => {
  it('moves across years both ways', () => {
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    expect(yearMonthOf('2026-03-15')).toEqual({ year: 2026, month: 2 });
  });
  it('a stage shows in every month it touches; a day without dates in none', () => {
    expect(overlaps('2026-10-20', '2026-12-02', '2026-11-01', '2026-11-30')).toBe(true);
    expect(overlaps('2026-12-01', '2026-12-02', '2026-11-01', '2026-11-30')).toBe(false);
    expect(overlaps(null, '2026-11-30', '2026-11-01', '2026-11-30')).toBe(true);
    expect(overlaps(null, null, '2026-11-01', '2026-11-30')).toBe(false);
  });
  it('speaks Spanish', () => {
    expect(monthTitle({ year: 2026, month: 10 })).toBe('noviembre de 2026');
    expect(weekdayNames()[0]).toBe('lun');
  });
});
