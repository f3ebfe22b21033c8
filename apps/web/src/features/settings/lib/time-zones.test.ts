import { describe, expect, it } from 'vitest';
import { groupTimeZones, timeZoneLabel } from './time-zones.ts';

describe('time-zone select', () => {
  it('puts the Americas first, then Madrid, and always offers the saved zone and UTC', () => {
    const groups = groupTimeZones(['Europe/Paris', 'America/Santiago', 'Europe/Madrid', 'Asia/Tokyo', 'America/Bogota'], 'Pacific/Easter');
    expect(groups.americas).toEqual(['America/Bogota', 'America/Santiago']);
    expect(groups.spain).toEqual(['Europe/Madrid']);
    expect(groups.others).toEqual(['Asia/Tokyo', 'Europe/Paris', 'Pacific/Easter', 'UTC']);
  });

  it('uses the browser list when there is one', () => {
    expect(groupTimeZones().americas).toContain('America/Santiago');
  });

  it('names a zone by its place', () => {
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('Argentina / Buenos Aires');
    expect(timeZoneLabel('UTC')).toBe('UTC');
  });
});
