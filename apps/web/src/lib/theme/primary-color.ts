import { darken, DEFAULT_PRIMARY_COLOR, HEX_COLOR, readableTextOn } from '@trato/domain/colors';
import { readString, STORAGE_KEYS, writeString } from '../storage.ts';

/** The CSS variables for a workspace colour: the colour, its hover shade and readable text on it. */
export function primaryColorVariables(color: string | null | undefined): Record<'--primary' | '--primary-hover' | '--primary-foreground', string> {
  const hex = color && HEX_COLOR.test(color) ? color.toLowerCase() : DEFAULT_PRIMARY_COLOR;
  return {
    '--primary': hex,
    '--primary-hover': darken(hex, 40),
    '--primary-foreground': readableTextOn(hex),
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
