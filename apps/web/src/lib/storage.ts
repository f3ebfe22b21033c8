/**
 * Browser storage that never throws (private mode, disabled storage, quota): reads give null and
 * writes are dropped. Every key the app keeps is listed in STORAGE_KEYS.
 */
export const STORAGE_KEYS = {
  token: 'trato.token',
  strategy: 'trato.strategy',
  user: 'trato.user',
  registerSession: 'trato.register',
  sidebar: 'trato.sidebar',
  darkMode: 'trato.darkMode',
  primaryColor: 'trato.primaryColor',
  breadcrumbs: 'trato.breadcrumbs',
  chunkReloadAt: 'trato.chunkReloadAt',
  linesCollapsed: 'trato.linesCollapsed',
  /** Session storage: the lapsed-subscription banner was closed (shell). */
  lapsedBannerDismissed: 'trato.lapsedBannerDismissed',
  /** The portal page a signed-out customer asked for, opened after signing in (portal/lib/after-sign-in.ts). */
  portalNext: 'trato.portalNext',
} as const;

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string, kind: Area = 'local'): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    /* storage full or disabled: keep working without it */
  }
}

export function removeKey(key: string, kind: Area = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    /* ignore */
  }
}

export function readJson<T>(key: string, kind: Area = 'local'): T | null {
  const raw = readString(key, kind);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, kind: Area = 'local'): void {
  writeString(key, JSON.stringify(value), kind);
}
