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

/** Text colour that stays readable on top of `hex` (WCAG relative luminance). */
export function readableTextOn(hex: string): '#ffffff' | '#0f172a' {
  const rgb = parseHex(hex);
  if (!rgb) return '#ffffff';
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.45 ? '#0f172a' : '#ffffff';
}
