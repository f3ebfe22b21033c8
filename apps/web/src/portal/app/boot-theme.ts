/**
 * The portal's theme before React renders: the stored dark-mode choice (else the system's, followed
 * live while nothing is stored) and the workspace colour remembered from the last visit, so the
 * first paint already looks like the provider's portal.
 */
import { applyDarkMode, initialDarkMode, storedDarkMode } from '../../lib/theme/dark-mode.ts';
import { applyPrimaryColor } from '../../lib/theme/primary-color.ts';
import { storedPortalColor } from '../lib/portal-look.ts';

applyDarkMode(initialDarkMode());
applyPrimaryColor(storedPortalColor());

try {
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
    if (storedDarkMode() === null) applyDarkMode(event.matches);
  });
} catch {
  // Old browsers without matchMedia listeners: the first paint's choice stays.
}
