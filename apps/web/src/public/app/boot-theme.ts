/**
 * The public page's theme before its app loads (part of the boot script, docs/decisions/0044: it
 * imports nothing, so nothing the app also uses is pulled before the first paint): the visitor's stored choice (a staff member
 * who opens the link keeps theirs), else the system's prefers-color-scheme. Until this runs, the
 * server-rendered page follows the system through <html class="theme-auto"> (styles/palette.css);
 * from here on the `dark` class alone decides. `followSystemTheme` (loaded with the app) then keeps
 * following the system while nothing is stored.
 */

// STORAGE_KEYS.darkMode (lib/storage.ts), read as lib/theme/dark-mode.ts does; storage may be refused.
let stored: string | null = null;
try {
  stored = window.localStorage.getItem('trato.darkMode');
} catch {
  // Private mode or storage disabled: the system decides.
}
let dark = stored === 'true';
if (stored !== 'true' && stored !== 'false') {
  try {
    dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    // No matchMedia: the light palette.
  }
}
document.documentElement.classList.toggle('dark', dark);
document.documentElement.classList.remove('theme-auto');
