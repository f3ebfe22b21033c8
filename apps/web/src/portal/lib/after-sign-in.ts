import { readString, removeKey, STORAGE_KEYS, writeString } from '../../lib/storage.ts';
import { safePortalRedirect } from './paths.ts';

/** How long a page asked for before signing in is still where the sign-in leads (an e-mailed link takes minutes). */
const KEEP_MS = 60 * 60 * 1000;

/**
 * The portal page a signed-out customer asked for (a receipt e-mail's link), kept in local storage
 * so the sign-in that follows — the password here, or the access link opened from the e-mail in
 * another tab — lands there instead of the dashboard.
 */
export function rememberPageAsked(path: string): void {
  writeString(STORAGE_KEYS.portalNext, JSON.stringify({ path, at: Date.now() }));
}

/** The page asked for before signing in (once: it is forgotten), when recent and inside the portal; else null. */
export function takePageAsked(): string | null {
  const raw = readString(STORAGE_KEYS.portalNext);
  removeKey(STORAGE_KEYS.portalNext);
  try {
    const { path, at } = JSON.parse(raw ?? 'null') as { path: string; at: number };
    return typeof path === 'string' && Date.now() - at < KEEP_MS && safePortalRedirect(path) === path ? path : null;
  } catch {
    return null;
  }
}
