import { useSyncExternalStore } from 'react';
import { readString, STORAGE_KEYS, writeString } from '../storage.ts';

/**
 * Dark mode: the `dark` class on <html>, persisted in localStorage as 'true' / 'false'. With nothing
 * stored the system preference decides.
 */
export function storedDarkMode(): boolean | null {
  const raw = readString(STORAGE_KEYS.darkMode);
  return raw === 'true' ? true : raw === 'false' ? false : null;
}

function systemPrefersDark(): boolean {
  try {
    return window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    return false;
  }
}

export function initialDarkMode(): boolean {
  return storedDarkMode() ?? systemPrefersDark();
}

const listeners = new Set<() => void>();

export function isDarkMode(): boolean {
  return document.documentElement.classList.contains('dark');
}

export function applyDarkMode(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
  listeners.forEach((l) => l());
}

export function setDarkMode(dark: boolean): void {
  writeString(STORAGE_KEYS.darkMode, String(dark));
  applyDarkMode(dark);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDarkMode(): [boolean, (dark: boolean) => void] {
  const dark = useSyncExternalStore(subscribe, isDarkMode, () => false);
  return [dark, setDarkMode];
}
