import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatLongDate } from './date-format.ts';

describe('date formats', () => {
  it('a calendar day is read in UTC (the same day everywhere)', () => {
    expect(formatDay('2026-12-01T00:00:00.000Z')).toBe('1 de diciembre de 2026');
    expect(formatDay(null)).toBeNull();
    expect(formatDay('no es fecha')).toBeNull();
  });
  it('an instant is shown in the given zone', () => {
    // 02:00 UTC on the 22nd is still the 21st in Santiago (UTC−3).
    expect(formatLongDate('2026-11-22T02:00:00.000Z', 'America/Santiago')).toBe('21 de noviembre de 2026');
    expect(formatLongDate('2026-11-22T02:00:00.000Z', 'UTC')).toBe('22 de noviembre de 2026');
  });
  it("date and time as 'DD MMM YYYY - HH:mm'", () => {
    expect(formatDateTime('2026-11-22T17:05:00.000Z', 'America/Santiago')).toBe('22 nov 2026 - 14:05');
    expect(formatDateTime('2026-01-05T09:30:00.000Z', 'UTC')).toBe('05 ene 2026 - 09:30');
  });
});
