import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { isEarlyAdopter } from './early-adopter.ts';

describe('early adopters (EARLY_ADOPTER_UNTIL)', () => {
  const until = (value?: string) => loadConfig(value === undefined ? {} : { EARLY_ADOPTER_UNTIL: value }).billing.earlyAdopterUntil;

  it('reads an ISO date (midnight UTC) or date-time; unset or empty means nobody', () => {
    expect(until('2027-01-01')).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(until('2027-01-01T12:30:00-03:00')).toEqual(new Date('2027-01-01T15:30:00Z'));
    expect(until()).toBeNull();
    expect(until('')).toBeNull();
    expect(isEarlyAdopter(new Date('2020-01-01'), null)).toBe(false);
  });

  it('refuses a value that is not an ISO date, naming the variable in Spanish', () => {
    for (const bad of ['mañana', '01/01/2027', '2027-13-45', '2027-01-01 10:00']) {
      expect(() => until(bad), bad).toThrow(ConfigError);
      expect(() => until(bad), bad).toThrow(/EARLY_ADOPTER_UNTIL: debe ser una fecha ISO/);
    }
  });

  it('counts a workspace created strictly before the cut-off', () => {
    const cut = new Date('2027-01-01T00:00:00Z');
    expect(isEarlyAdopter(new Date('2026-12-31T23:59:59Z'), cut)).toBe(true);
    expect(isEarlyAdopter(cut, cut)).toBe(false);
    expect(isEarlyAdopter(new Date('2027-03-01'), cut)).toBe(false);
    expect(isEarlyAdopter(null, cut)).toBe(false);
  });
});
