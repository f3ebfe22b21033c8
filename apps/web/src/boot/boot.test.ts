import { afterEach, describe, expect, it, vi } from 'vitest';
import './hand-over.ts';
import { STORAGE_KEYS } from '../lib/storage.ts';

// The boot script runs once, when its file loads: each test loads a copy of its own (a distinct URL),
// leaving the module graph the web files share (decision 0055) alone.
let runs = 0;
async function runBootScript() {
  runs += 1;
  await import(/* @vite-ignore */ `./boot.ts?run=${runs}`);
}

afterEach(() => {
  delete window.__tratoEarlyAccount;
  delete window.__tratoEarlyReads;
  window.history.replaceState(null, '', '/');
});

const answered = () => vi.fn(async () => new Response('{}', { status: 200 }));
/** The requests the stubbed fetch saw: method, URL and bearer. */
const sent = (fetch: ReturnType<typeof answered>) =>
  fetch.mock.calls.map((call) => {
    const [url, init] = call as unknown as [string, RequestInit & { headers: Record<string, string> }];
    return `${init.method} ${url} ${init.headers.Authorization}`;
  });

describe('the boot script', () => {
  it('with a stored session, sends POST /api/auth/user with its token at once and leaves the answer for the app', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'sesion-olga');
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await runBootScript();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/auth/user', {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: 'Bearer sesion-olga' },
    });
    expect(window.__tratoEarlyAccount?.token).toBe('sesion-olga');
  });

  it('signed out, sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await runBootScript();
    expect(fetch).not.toHaveBeenCalled();
    expect(window.__tratoEarlyAccount).toBeUndefined();
  });

  it('a network failure is left for the app to see, not thrown as an unhandled rejection', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'sesion-olga');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await runBootScript();
    await expect(window.__tratoEarlyAccount?.response).rejects.toThrow('Failed to fetch');
  });

  it('on a staff page, also sends the page’s first reads with the staff token, each under its URL for the app', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'sesion-olga');
    window.history.replaceState(null, '', '/dashboard');
    const fetch = answered();
    vi.stubGlobal('fetch', fetch);
    await runBootScript();
    expect(sent(fetch)).toEqual(['POST /api/auth/user Bearer sesion-olga', 'GET /api/v1/lines Bearer sesion-olga', 'GET /api/v1/dashboard/metrics Bearer sesion-olga']);
    expect(Object.keys(window.__tratoEarlyReads ?? {})).toEqual(['/api/v1/lines', '/api/v1/dashboard/metrics']);
    expect(window.__tratoEarlyReads?.['/api/v1/lines']?.token).toBe('sesion-olga');
  });

  it('on a portal page, sends the project’s reads with the customer’s token, never the staff one, and no account read', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'sesion-olga');
    localStorage.setItem('trato.customerToken', 'cliente-rosa');
    window.history.replaceState(null, '', '/c/project/p-1');
    const fetch = answered();
    vi.stubGlobal('fetch', fetch);
    await runBootScript();
    expect(sent(fetch)).toEqual([
      'GET /api/v1/customer/projects?page=1&perPage=10&response=simple&project_id=p-1 Bearer cliente-rosa',
      'GET /api/v1/customer/projects/p-1?include=files%2Cpayments%2Cservices%2Ccontent&type=project Bearer cliente-rosa',
    ]);
    expect(window.__tratoEarlyAccount).toBeUndefined();
  });

  it('on a portal page without a customer session, sends nothing', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'sesion-olga');
    window.history.replaceState(null, '', '/c/project/p-1');
    const fetch = answered();
    vi.stubGlobal('fetch', fetch);
    await runBootScript();
    expect(fetch).not.toHaveBeenCalled();
    expect(window.__tratoEarlyReads).toBeUndefined();
  });

  it('with a session, makes the first Spanish date formatter while the page waits (its locale data loads once), and none without', async () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    vi.stubGlobal('fetch', answered());
    await runBootScript();
    expect(made).not.toHaveBeenCalled();
    localStorage.setItem(STORAGE_KEYS.token, 'sesion-olga');
    await runBootScript();
    expect(made).toHaveBeenCalledWith('es', { timeZone: 'UTC' });
    made.mockRestore();
  });
});
