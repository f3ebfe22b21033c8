import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { darken, DEFAULT_PRIMARY_COLOR, parseHex, readableTextOn } from './colors.ts';

describe('darken (hover shade = primary darkened by 40)', () => {
  it('lowers each channel of the default primary by 40', () => {
    // #1d4ed8 = (29, 78, 216) → (0, 38, 176)
    expect(darken(DEFAULT_PRIMARY_COLOR)).toBe('#0026b0');
  });
  it('clamps at black and accepts short hex', () => {
    expect(darken('#101010')).toBe('#000000');
    expect(darken('#fff')).toBe('#d7d7d7');
  });
  it('rejects what is not a colour', () => {
    expect(() => darken('blue')).toThrow();
    expect(parseHex('#12345')).toBeNull();
  });
  it('never brightens a channel', () => {
    fc.assert(
      fc.property(fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)), (rgb) => {
        const hex = '#' + rgb.map((c) => c.toString(16).padStart(2, '0')).join('');
        const out = parseHex(darken(hex))!;
        return out.every((c, i) => c === Math.max(0, rgb[i]! - 40));
      }),
    );
  });
  it('picks dark text on light colours and white on dark ones', () => {
    expect(readableTextOn('#ffffff')).toBe('#0f172a');
    expect(readableTextOn(DEFAULT_PRIMARY_COLOR)).toBe('#ffffff');
  });
});
