import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says how long ago in Spanish', () => {
    expect(relativeTime(ago(10), now)).toBe('hace un momento');
    expect(relativeTime(ago(5 * 60 + 20), now)).toBe('hace 5 minutos');
    expect(relativeTime(ago(60), now)).toBe('hace 1 minuto');
    expect(relativeTime(ago(3 * 3600), now)).toBe('hace 3 horas');
    expect(relativeTime(ago(2 * 86400), now)).toBe('hace 2 días');
    expect(relativeTime(ago(15 * 86400), now)).toBe('hace 2 semanas');
    expect(relativeTime(ago(400 * 86400), now)).toBe('hace 1 año');
  });
  it('says what Intl.RelativeTimeFormat would say, at every step and both sides of each plural', () => {
    const intl = new Intl.RelativeTimeFormat('es', { numeric: 'always' });
    const cases: [number, Intl.RelativeTimeFormatUnit, number][] = [
      [60, 'minute', 1], [119, 'minute', 1], [120, 'minute', 2], [3599, 'minute', 59],
      [3600, 'hour', 1], [7200, 'hour', 2], [86400, 'day', 1], [6 * 86400, 'day', 6],
      [7 * 86400, 'week', 1], [29 * 86400, 'week', 4], [30 * 86400, 'month', 1], [70 * 86400, 'month', 2],
      [365 * 86400, 'year', 1], [800 * 86400, 'year', 2],
    ];
    for (const [seconds, unit, count] of cases) expect(relativeTime(ago(seconds), now)).toBe(intl.format(-count, unit));
  });
  it('a time in the future (clock skew) reads as just now', () => {
    expect(relativeTime(ago(-120), now)).toBe('hace un momento');
  });
});
