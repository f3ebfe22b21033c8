import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { clearBreadcrumbs } from '../breadcrumbs.ts';
import { clearReadableCookies } from '../cookies.ts';
import { navigateTo } from '../navigation.ts';
import { removeKey, STORAGE_KEYS } from '../storage.ts';
import { applyPrimaryColor } from '../theme/primary-color.ts';
import { clearSession, getToken } from './token-storage.ts';

/**
 * Logs out (SPEC §4): revokes the token on the server (best effort — the user leaves either way),
 * clears user, token, strategy, breadcrumbs and cookies, drops cached data, then goes to /login.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  const token = getToken();
  if (token) {
    try {
      await api.post('/auth/logout', undefined, { token });
    } catch (error) {
      console.warn('[auth] no se pudo revocar la sesión en el servidor', error);
    }
  }
  clearLocalSession(queryClient);
  navigateTo('/login', { replace: true });
}

export function clearLocalSession(queryClient: QueryClient): void {
  clearSession();
  clearBreadcrumbs();
  clearReadableCookies();
  queryClient.clear();
  // The next person at this browser starts from Trato's own colour, not the last workspace's.
  removeKey(STORAGE_KEYS.primaryColor);
  applyPrimaryColor(null);
}
