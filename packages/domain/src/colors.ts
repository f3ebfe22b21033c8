export const DEFAULT_PRIMARY_COLOR = '#1d4ed8';
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * The hover shade of the primary colour: each RGB channel lowered by `amount` (SPEC §9: "primary
 * darkened by 40"), clamped at 0. Accepts #rrggbb or #rgb; returns lower-case #rrggbb.
 */
export function darken(hex: string, amount = 40): string {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Color inválido: ${hex}`);
  return toHex(rgb.map((c) => Math.max(0, c - amount)) as [number, number, number]);
}

export function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m || !m[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: [number, number, number]): string {
  return '#' + rgb.map((c) => c.toString(16).padStart(2, '0')).join('');
}

/** WCAG 2 relative luminance of a #rrggbb / #rgb colour (0 = black, 1 = white). */
export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Color inválido: ${hex}`);
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for body text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** `a` moved towards `b` by `t` (0..1), channel by channel in sRGB. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) throw new Error(`Color inválido: ${x ? b : a}`);
  return toHex(x.map((c, i) => Math.round(c + (y[i]! - c) * t)) as [number, number, number]);
}

const DARK_TEXT = '#0f172a';

/**
 * Text colour for text on top of `hex` (buttons, avatars, banners in the workspace colour): white,
 * else the palette's near-black, else pure black. Near-black and white both fall short of 4.5:1 on
 * mid-tones (luminance about 0.2, e.g. #2f8f8f), where pure black still reaches it: of white and
 * black one always gives at least 4.58:1, so the result is always ≥ 4.5:1.
 */
export function readableTextOn(hex: string): string {
  if (!parseHex(hex)) return '#ffffff';
  for (const text of ['#ffffff', DARK_TEXT]) if (contrastRatio(hex, text) >= MIN_TEXT_CONTRAST) return text;
  return '#000000';
}

/**
 * The workspace colour used AS text (links, totals, active items) on the given backgrounds: the
 * colour itself when it reads at ≥ 4.5:1 on all of them, otherwise the nearest shade towards black
 * (light backgrounds) or white (dark ones) that does. Black or white at the end always does, since
 * the backgrounds of one palette are all light or all dark.
 */
export function readableAccentOn(hex: string, backgrounds: readonly string[]): string {
  const color = parseHex(hex) ? hex.toLowerCase() : DEFAULT_PRIMARY_COLOR;
  const light = backgrounds.every((bg) => relativeLuminance(bg) > 0.18);
  const target = light ? '#000000' : '#ffffff';
  const reads = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= MIN_TEXT_CONTRAST);
  for (let step = 0; step <= 40; step++) {
    const shade = mix(color, target, step / 40);
    if (reads(shade)) return shade;
  }
  return target;
}
