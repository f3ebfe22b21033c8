/**
 * Imported first by main.tsx, so the dark palette and the last workspace colour are on <html>
 * before React renders anything (no inline script: the server's CSP forbids it).
 */
import { applyDarkMode, initialDarkMode } from '../lib/theme/dark-mode.ts';
import { applyPrimaryColor, storedPrimaryColor } from '../lib/theme/primary-color.ts';

applyDarkMode(initialDarkMode());
applyPrimaryColor(storedPrimaryColor());
