import { readString, writeString } from '../../lib/storage.ts';
import { applyPrimaryColor } from '../../lib/theme/primary-color.ts';

/**
 * The portal paints with the provider's colour, not the staff app's: kept under its own key so a
 * staff member who is also someone's client keeps their own colour in the admin.
 */
const PORTAL_COLOR_KEY = 'trato.portalColor';

export function storedPortalColor(): string | null {
  return readString(PORTAL_COLOR_KEY);
}

export function rememberPortalColor(color: string | null | undefined): void {
  if (color) writeString(PORTAL_COLOR_KEY, color);
  applyPrimaryColor(color);
}
