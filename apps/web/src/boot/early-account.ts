/**
 * The boot script of the staff app (issue 33, decision 0085): its own tiny file, loaded `async` from
 * index.html, so `POST /api/auth/user` leaves as soon as the HTML is parsed instead of after the app's
 * bundle has arrived and run (~1 s later on a phone). The app takes the answer once
 * (lib/auth/early-account.ts) and reads it as it reads any other; nothing here decides anything.
 *
 * It imports nothing: an import would make Rollup share a chunk with the app and load it first. The
 * CSP (script-src 'self') forbids an inline script, hence a file. Keys and the URL are those of
 * lib/storage.ts and lib/api-client.ts (checked by early-account.test.ts).
 */
import type { EarlyAccountRead } from './early-account-types.ts';

function storedToken(): string | null {
  try {
    return window.localStorage.getItem('trato.token');
  } catch {
    return null;
  }
}

const token = storedToken();
if (token) {
  const base = ((import.meta.env.VITE_API_BASE as string | undefined) ?? '/api').replace(/\/$/, '');
  const read: EarlyAccountRead = {
    token,
    response: fetch(`${base}/auth/user`, { method: 'POST', headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } }),
  };
  // Seen by the app only if it has not already asked (it takes the read once, or never).
  read.response.catch(() => undefined);
  window.__tratoEarlyAccount = read;
}
