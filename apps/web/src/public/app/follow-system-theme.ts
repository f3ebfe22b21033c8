import { applyDarkMode, initialDarkMode, storedDarkMode } from '../../lib/theme/dark-mode.ts';

/**
 * Loaded with the app (the boot script applied the first choice, app/boot-theme.ts): while the
 * visitor has stored no choice, the page follows the system's dark mode live, through applyDarkMode
 * so that components reading useDarkMode hear of it. The choice is applied again first, in case the
 * system changed between the boot script and now.
 */
export function followSystemTheme(): void {
  applyDarkMode(initialDarkMode());
  try {
    window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
      if (storedDarkMode() === null) applyDarkMode(event.matches);
    });
  } catch {
    // Old browsers without matchMedia listeners: the first paint's choice stays.
  }
}
