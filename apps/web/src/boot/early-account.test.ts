import { afterEach, describe, expect, it, vi } from 'vitest';
import './early-account-types.ts';
import { STORAGE_KEYS } from '../lib/storage.ts';

// The boot script runs once, when its file loads: each test loads a copy of its own (a distinct URL),
// leaving the module graph the web files share (decision 0055) alone.
let runs = 0;
async function runBootScript() {
  runs += 1;
  await import(/* @vite-ignore */ `./early-account.ts?run=${runs}`);
}

afterEach(() => {
  delete window.__tratoEarlyAccount;
});

describe('the staff app’s boot script', () => {
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
});
