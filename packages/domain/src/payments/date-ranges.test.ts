import { describe, expect, it } from 'vitest';
import { addDays, DATE_PRESET_LABELS, DATE_PRESETS, isDay, isTimeZone, rangeForPreset, todayIn } from './date-ranges.ts';

describe('rangeForPreset (SPEC §9)', () => {
  it('covers every preset with its Spanish label', () => {
    expect(DATE_PRESETS.map((p) => DATE_PRESET_LABELS[p])).toEqual([
      'Antes de hoy', 'Hoy', 'Mañana', 'Esta semana', 'Próximos 14 días', 'Este mes', 'Mes pasado', 'Mes siguiente', 'Este año', 'Todo', 'Personalizado',
    ]);
  });
  it('on an ordinary Thursday', () => {
    const today = '2026-11-26';
    expect(rangeForPreset('before_today', today)).toEqual({ from: null, to: '2026-11-25' });
    expect(rangeForPreset('today', today)).toEqual({ from: today, to: today });
    expect(rangeForPreset('tomorrow', today)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(rangeForPreset('this_week', today)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(rangeForPreset('next_14_days', today)).toEqual({ from: today, to: '2026-12-09' });
    expect(rangeForPreset('this_month', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(rangeForPreset('last_month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(rangeForPreset('next_month', today)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(rangeForPreset('this_year', today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(rangeForPreset('all', today)).toBeNull();
  });
  it('at the year edge: 31 December and 1 January', () => {
    expect(rangeForPreset('tomorrow', '2026-12-31')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(rangeForPreset('next_month', '2026-12-31')).toEqual({ from: '2027-01-01', to: '2027-01-31' });
    expect(rangeForPreset('last_month', '2027-01-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(rangeForPreset('before_today', '2027-01-01')).toEqual({ from: null, to: '2026-12-31' });
    expect(rangeForPreset('this_week', '2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(rangeForPreset('this_year', '2027-01-01')).toEqual({ from: '2027-01-01', to: '2027-12-31' });
    expect(rangeForPreset('next_14_days', '2026-12-25')).toEqual({ from: '2026-12-25', to: '2027-01-07' });
  });
  it('at month edges: February of a leap year, the 31st, Sunday and Monday', () => {
    expect(rangeForPreset('this_month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(rangeForPreset('next_month', '2027-01-31')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(rangeForPreset('last_month', '2027-03-31')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(rangeForPreset('this_week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // Sunday
    expect(rangeForPreset('this_week', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-06' }); // Monday
  });
  it('custom passes the given sides through, open where missing', () => {
    expect(rangeForPreset('custom', '2026-11-26', { from: '2026-01-05', to: '2026-02-01' })).toEqual({ from: '2026-01-05', to: '2026-02-01' });
    expect(rangeForPreset('custom', '2026-11-26', { from: '2026-01-05' })).toEqual({ from: '2026-01-05', to: null });
    expect(rangeForPreset('custom', '2026-11-26')).toEqual({ from: null, to: null });
  });
});

describe('todayIn', () => {
  it('is the workspace day, not UTC: 2026-12-31 23:30 in Santiago is already 2027 in UTC', () => {
    const now = new Date('2027-01-01T02:30:00Z'); // 23:30 of 31 December in Santiago (UTC−3 in summer)
    expect(todayIn('America/Santiago', now)).toBe('2026-12-31');
    expect(todayIn('UTC', now)).toBe('2027-01-01');
    expect(rangeForPreset('this_year', todayIn('America/Santiago', now))).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(rangeForPreset('this_year', todayIn('UTC', now))).toEqual({ from: '2027-01-01', to: '2027-12-31' });
  });
  it('east of Greenwich the day starts earlier', () => {
    const now = new Date('2026-11-30T23:30:00Z');
    expect(todayIn('Europe/Madrid', now)).toBe('2026-12-01');
    expect(todayIn('America/Mexico_City', now)).toBe('2026-11-30');
    expect(rangeForPreset('this_month', todayIn('Europe/Madrid', now))?.from).toBe('2026-12-01');
  });
});

describe('day helpers', () => {
  it('isDay accepts real days only', () => {
    expect(['2026-02-28', '2028-02-29'].every(isDay)).toBe(true);
    expect(['2026-02-29', '2026-13-01', '26-01-01', '2026-1-1', 20260101, null].some(isDay)).toBe(false);
  });
  it('addDays crosses months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('isTimeZone knows IANA names', () => {
    expect(isTimeZone('America/Santiago')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(3)).toBe(false);
  });
});
