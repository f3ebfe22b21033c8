/**
 * The public page's theme before React renders: the visitor's stored choice (a staff member who
 * opens the link keeps theirs), else the system's prefers-color-scheme, followed live while nothing
 * is stored. Until this runs, the server-rendered page follows the system through <html
 * class="theme-auto"> (styles/palette.css); from here on the `dark` class alone decides.
 */
import { applyDarkMode, initialDarkMode, storedDarkMode } from '../../lib/theme/dark-mode.ts';

applyDarkMode(initialDarkMode());
document.documentElement.classList.remove('theme-auto');

try {
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
    if (storedDarkMode() === null) applyDarkMode(event.matches);
  });
} catch {
  // Old browsers without matchMedia listeners: the first paint's choice stays.
}
