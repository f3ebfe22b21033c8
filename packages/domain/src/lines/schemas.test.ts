import { describe, expect, it } from 'vitest';
import { LINE_MESSAGES, LINE_PALETTE, WORKSPACE_LINE_COLORS, lineColors, lineInputSchema, lineNameSchema, lineSlug, uniqueSlug } from './schemas.ts';

describe('lineNameSchema', () => {
  it('trims and accepts a name', () => {
    expect(lineNameSchema.parse('  Diseño web ')).toBe('Diseño web');
  });
  it.each(['', '   ', '\t\n'])('refuses %j with the exact message', (value) => {
    const r = lineNameSchema.safeParse(value);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([LINE_MESSAGES.nameRequired]);
    expect(LINE_MESSAGES.nameRequired).toBe('El nombre de la línea no puede estar vacío');
  });
  it('refuses a missing or non-string name with the same message', () => {
    expect(lineInputSchema.safeParse({}).error?.issues[0]?.message).toBe(LINE_MESSAGES.nameRequired);
    expect(lineInputSchema.safeParse({ name: 3 }).error?.issues[0]?.message).toBe(LINE_MESSAGES.nameRequired);
  });
  it('refuses names over 80 characters', () => {
    expect(lineNameSchema.safeParse('a'.repeat(80)).success).toBe(true);
    expect(lineNameSchema.safeParse('a'.repeat(81)).error?.issues[0]?.message).toBe(LINE_MESSAGES.nameTooLong);
  });
});

describe('lineSlug', () => {
  it.each([
    ['Diseño web', 'diseno-web'],
    ['Marketing digital', 'marketing-digital'],
    ['  Fotografía & Vídeo!! ', 'fotografia-video'],
    ['ÁÉÍÓÚ üñ Ç', 'aeiou-un-c'],
    ['Línea 2024 / Q1', 'linea-2024-q1'],
    ['---', 'linea'],
    ['😀', 'linea'],
  ])('%j → %j', (name, slug) => {
    expect(lineSlug(name)).toBe(slug);
  });
  it('is at most 60 characters and never ends with a dash', () => {
    const slug = lineSlug(`${'a'.repeat(59)} b`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug and appends -2, -3… when taken', () => {
    expect(uniqueSlug('web', [])).toBe('web');
    expect(uniqueSlug('web', ['web'])).toBe('web-2');
    expect(uniqueSlug('web', ['web', 'web-2', 'web-4'])).toBe('web-3');
  });
});

describe('lineColors', () => {
  it('gives the first line the workspace colour (no colour of its own), then palette entries in order, cycling', () => {
    expect(lineColors(0)).toEqual(WORKSPACE_LINE_COLORS);
    expect(lineColors(-3)).toEqual(WORKSPACE_LINE_COLORS);
    expect(lineColors(1)).toEqual(LINE_PALETTE[0]);
    expect(lineColors(2)).toEqual(LINE_PALETTE[1]);
    expect(lineColors(LINE_PALETTE.length + 1)).toEqual(LINE_PALETTE[0]);
  });
  it('uses valid hex colours', () => {
    for (const { color, badgeColor } of LINE_PALETTE) {
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
      expect(badgeColor).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
