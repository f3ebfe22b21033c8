/**
 * The boot script of the staff app and of the client portal (issue 33, decisions 0085 and 0087): its
 * own tiny file, loaded `async` from index.html and portal.html, so the page's first reads leave as
 * soon as the HTML is parsed instead of after the app's bundle has arrived and run (~1 s later on a
 * phone). Staff: the account (POST /api/auth/user) and the page's first reads; portal: the project's.
 * The app takes each answer once (lib/auth/early-account.ts, lib/early-reads.ts) and reads it as it
 * reads any other; nothing here decides anything.
 *
 * It shares no module with the app: a shared import would make the bundler give both a common chunk,
 * loaded first. The CSP (script-src 'self') forbids an inline script, hence a file. Keys and URLs
 * are those of lib/storage.ts and lib/api-client.ts (checked by boot.test.ts and first-reads.test.ts).
 */
import { portalFirstReads, staffFirstReads } from './first-reads.ts';
import type { EarlyAccountRead, EarlyRead } from './hand-over.ts';

function storedToken(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

const base = ((import.meta.env.VITE_API_BASE as string | undefined) ?? '/api').replace(/\/$/, '');
const { pathname, search } = window.location;

function send(method: 'GET' | 'POST', path: string, token: string): Promise<Response> {
  const response = fetch(`${base}${path}`, { method, headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  // Seen by the app only if it asks (it takes each read once, or never): never an unhandled rejection.
  response.catch(() => undefined);
  return response;
}

function startReads(paths: string[], token: string): void {
  if (paths.length === 0) return;
  const reads: Record<string, EarlyRead> = {};
  for (const path of paths) reads[`${base}${path}`] = { token, startedAt: performance.now(), response: send('GET', path, token) };
  window.__tratoEarlyReads = reads;
}

/**
 * The browser's first Intl formatter loads Spanish locale data (~17 ms, ~70 ms on a phone); every
 * later one costs well under a millisecond. Made here, while the page waits for its bundle and its
 * data, the first screen's dates (in the workspace's time zone, so through Intl) no longer pay it
 * inside the render.
 */
function warmIntl(): void {
  try {
    new Intl.DateTimeFormat('es', { timeZone: 'UTC' }).format(0);
  } catch {
    // A browser without Intl data formats later, as it would have anyway.
  }
}

// The portal's pages (SPEC §2.2's /c/* and /@customer-portal/*, as domain/routing/portal-pages.ts says).
const inPortal = /^\/c\/[^/]/.test(pathname) || /^\/@customer-portal(\/|$)/.test(pathname);
if (inPortal) {
  const token = storedToken('trato.customerToken');
  if (token) {
    startReads(portalFirstReads(pathname), token);
    warmIntl();
  }
} else {
  const token = storedToken('trato.token');
  if (token) {
    const read: EarlyAccountRead = { token, response: send('POST', '/auth/user', token) };
    window.__tratoEarlyAccount = read;
    startReads(staffFirstReads(pathname, search), token);
    warmIntl();
  }
}
