import { darken, DEFAULT_PRIMARY_COLOR, HEX_COLOR, mix, readableAccentOn, readableTextOn } from '@trato/domain/colors';

/*
 * The surfaces the workspace colour is read on, per palette (styles/palette.css), plus its own soft
 * tint (--primary-soft, a 10% / 22% oklab mix there) approximated by a stronger sRGB mix so the
 * shade chosen still reads on it: an active nav item or a status pill sits on that tint.
 */
const LIGHT_SURFACES = ['#ffffff', '#f8fafc', '#f1f5f9'];
const DARK_SURFACES = ['#0b1120', '#111827', '#1e293b'];
import { readString, STORAGE_KEYS, writeString } from '../storage.ts';

/** The CSS variables for a workspace colour: the colour, its hover shade and readable text on it. */
export function primaryColorVariables(
  color: string | null | undefined,
): Record<'--primary' | '--primary-hover' | '--primary-foreground' | '--primary-text-light' | '--primary-text-dark', string> {
  const hex = color && HEX_COLOR.test(color) ? color.toLowerCase() : DEFAULT_PRIMARY_COLOR;
  return {
    '--primary': hex,
    '--primary-hover': darken(hex, 40),
    '--primary-foreground': readableTextOn(hex),
    // The colour as text: shaded until it reads at 4.5:1 on the palette's surfaces (any workspace colour, issue 14).
    '--primary-text-light': readableAccentOn(hex, [...LIGHT_SURFACES, mix('#ffffff', hex, 0.15)]),
    '--primary-text-dark': readableAccentOn(hex, [...DARK_SURFACES, mix('#111827', hex, 0.3)]),
  };
}

/** Applies the colour to <html> at once (every `bg-primary`, ring and accent follows). */
export function applyPrimaryColor(color: string | null | undefined): void {
  const vars = primaryColorVariables(color);
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(vars)) style.setProperty(name, value);
}

/** Applies and remembers the colour so the next visit paints with it before the account loads. */
export function rememberPrimaryColor(color: string | null | undefined): void {
  const hex = color && HEX_COLOR.test(color) ? color.toLowerCase() : DEFAULT_PRIMARY_COLOR;
  writeString(STORAGE_KEYS.primaryColor, hex);
  applyPrimaryColor(hex);
}

export function storedPrimaryColor(): string | null {
  return readString(STORAGE_KEYS.primaryColor);
}
