import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCertificateTime, formatDateTime, formatDay, formatLongDate, formatShortDate, formatShortDay } from './date-format.ts';

describe('date formats', () => {
  it('a calendar day is read in UTC (the same day everywhere)', () => {
    expect(formatDay('2026-12-01T00:00:00.000Z')).toBe('1 de diciembre de 2026');
    expect(formatShortDay('2026-12-01T00:00:00.000Z')).toBe('1 dic 2026');
    expect(formatDay(null)).toBeNull();
    expect(formatDay('no es fecha')).toBeNull();
  });
  it('an instant is shown in the given zone', () => {
    // 02:00 UTC on the 22nd is still the 21st in Santiago (UTC−3).
    expect(formatLongDate('2026-11-22T02:00:00.000Z', 'America/Santiago')).toBe('21 de noviembre de 2026');
    expect(formatLongDate('2026-11-22T02:00:00.000Z', 'UTC')).toBe('22 de noviembre de 2026');
  });
  it('21:00 in Santiago is that day there, though UTC is already on the next one', () => {
    // Summer (UTC−3): 21:00 local = 00:00 UTC next day; winter (UTC−4): 21:00 local = 01:00 UTC.
    const summer = '2026-11-23T00:00:00.000Z';
    const winter = '2026-06-16T01:00:00.000Z';
    expect(formatLongDate(summer, 'America/Santiago')).toBe('22 de noviembre de 2026');
    expect(formatShortDate(summer, 'America/Santiago')).toBe('22 nov 2026');
    expect(formatDateTime(summer, 'America/Santiago')).toBe('22 nov 2026 - 21:00');
    expect(formatLongDate(winter, 'America/Santiago')).toBe('15 de junio de 2026');
    expect(formatDateTime(winter, 'America/Santiago')).toBe('15 jun 2026 - 21:00');
    // The calendar-day reader would have said the 23rd: the bug of «Últimas cotizaciones».
    expect(formatDay(summer)).toBe('23 de noviembre de 2026');
  });
  it("date and time as 'DD MMM YYYY - HH:mm'", () => {
    expect(formatDateTime('2026-11-22T17:05:00.000Z', 'America/Santiago')).toBe('22 nov 2026 - 14:05');
    expect(formatDateTime('2026-01-05T09:30:00.000Z', 'UTC')).toBe('05 ene 2026 - 09:30');
    expect(formatDateTime('2026-01-05T00:30:00.000Z', 'UTC')).toBe('05 ene 2026 - 00:30');
  });
  it('a certificate states the local time with its zone and the UTC time, to the second', () => {
    expect(formatCertificateTime('2026-11-23T00:05:09.000Z', 'America/Santiago')).toEqual({
      local: '22 nov 2026 - 21:05:09 (America/Santiago, GMT-3)',
      utc: '23 nov 2026 - 00:05:09 UTC',
    });
    expect(formatCertificateTime(new Date('2026-11-23T00:05:09.000Z'), 'UTC').local).toBe('23 nov 2026 - 00:05:09 (UTC)');
  });
});

// Calendar days are written without Intl (its first formatter is costly in a browser): any day must
// read exactly as Intl 'es' writes it in UTC.
describe('calendar days match Intl', () => {
  it('formatDay and formatShortDay', () => {
    const long = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2300-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        expect(formatDay(date.toISOString())).toBe(long.format(date));
        expect(formatShortDay(date.toISOString())).toBe(short.format(date));
      }),
      { numRuns: 3000 },
    );
  });
});
