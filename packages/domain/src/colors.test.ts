import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, darken, DEFAULT_PRIMARY_COLOR, mix, parseHex, readableAccentOn, readableTextOn } from './colors.ts';

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

const hexColor = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((rgb) => '#' + rgb.map((c) => c.toString(16).padStart(2, '0')).join(''));
const LIGHT_BACKGROUNDS = ['#ffffff', '#f8fafc', '#f1f5f9'];
const DARK_BACKGROUNDS = ['#0b1120', '#111827', '#1e293b'];

describe('contrast (WCAG 2)', () => {
  it('measures the known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // The muted grey of issue 14 on the muted surface: below AA, hence the palette change.
    expect(contrastRatio('#64748b', '#f1f5f9')).toBeCloseTo(4.34, 2);
  });
});

describe('readableTextOn (text on the workspace colour)', () => {
  it('reaches 4.5:1 on every colour, mid-tones included', () => {
    // #2f8f8f-like mid-tones are where white and near-black both fall short.
    for (const c of ['#2f8f8f', '#7c7c7c', '#e11d48', '#fbbf24', '#0f766e', '#22c55e', '#808080', '#6b8e23']) {
      expect(contrastRatio(c, readableTextOn(c)), c).toBeGreaterThanOrEqual(4.5);
    }
    fc.assert(fc.property(hexColor, (c) => contrastRatio(c, readableTextOn(c)) >= 4.5), { numRuns: 5000 });
  });
  it('keeps white on dark colours and near-black on light ones', () => {
    expect(readableTextOn('#ffffff')).toBe('#0f172a');
    expect(readableTextOn('#fbbf24')).toBe('#0f172a');
    expect(readableTextOn(DEFAULT_PRIMARY_COLOR)).toBe('#ffffff');
  });
});

describe('readableAccentOn (the workspace colour used as text)', () => {
  it('keeps a colour that already reads and shades one that does not', () => {
    expect(readableAccentOn(DEFAULT_PRIMARY_COLOR, LIGHT_BACKGROUNDS)).toBe(DEFAULT_PRIMARY_COLOR);
    const amber = readableAccentOn('#fbbf24', LIGHT_BACKGROUNDS);
    expect(amber).not.toBe('#fbbf24');
    expect(contrastRatio(amber, '#f1f5f9')).toBeGreaterThanOrEqual(4.5);
    // Still the same hue family, not plain black.
    expect(amber).not.toBe('#000000');
  });
  it('reaches 4.5:1 on every background of both palettes, for any colour', () => {
    for (const backgrounds of [LIGHT_BACKGROUNDS, DARK_BACKGROUNDS]) {
      fc.assert(
        fc.property(hexColor, (c) => {
          const text = readableAccentOn(c, backgrounds);
          return backgrounds.every((bg) => contrastRatio(text, bg) >= 4.5);
        }),
        { numRuns: 3000 },
      );
    }
  });
  it('mixes channel by channel', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#fbbf24', '#000000', 0)).toBe('#fbbf24');
  });
});
