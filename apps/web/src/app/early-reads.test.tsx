import { act } from 'react';
import { QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../boot/hand-over.ts';
import { settleUntil } from '../features/billing/components/render-page.test-support.tsx';
import { api } from '../lib/api-client.ts';
import { discardEarlyAccountAfterFirstNavigation } from '../lib/auth/early-account.ts';
import { refreshAccount } from './query-client.ts';
import { setNavigator } from '../lib/navigation.ts';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { mountRoot } from '../testing/mount.ts';
import { appLoader } from './guards.ts';
import { queryClient } from './query-client.ts';
import { prefetchLoader } from './route-prefetch.ts';
import { stubFetch } from '../testing/stub-fetch.ts';

// The staff app's first screen (issue 33, decision 0085): the account read the boot script started
// while the bundle loaded, and the page's first read started by its route loader with the guard.

const ACCOUNT = {
  user: { id: 'u', name: 'Olga Pérez', firstName: 'Olga', email: 'olga@estudio.test', avatar: null, is_god: false, register_token: null },
  workspace: { id: 'w', name: 'Estudio Ñandú', default_currency: 'CLP', primary_color: null, is_subscribed: true },
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const later = <T,>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** A page that reads `/v1/lines` through the same options its route loader prefetches. */
const linesRead = () => queryOptions({ queryKey: ['test', 'lines'], queryFn: () => api.get<{ data: string[] }>('/v1/lines') });
function LinesPage() {
  const lines = useQuery(linesRead());
  if (lines.isError) return <p>No se pudieron cargar las líneas</p>;
  return <p>{lines.data ? `Líneas: ${lines.data.data.join(', ')}` : 'Cargando…'}</p>;
}

async function openLinesPage(loader = prefetchLoader((_args, start) => void start(linesRead()))) {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: () => <p>Inicia sesión</p> },
      { loader: appLoader, HydrateFallback: () => <p>Cargando…</p>, children: [{ path: '/lines', loader, Component: LinesPage }] },
    ],
    { initialEntries: ['/lines'] },
  );
  setNavigator((to, options) => void router.navigate(to, options));
  discardEarlyAccountAfterFirstNavigation(router);
  const container = document.createElement('div');
  document.body.append(container);
  const root = mountRoot(container);
  await act(async () => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return router;
}

beforeEach(() => {
  queryClient.clear();
  localStorage.setItem(STORAGE_KEYS.token, 'sesion-olga');
  localStorage.setItem(STORAGE_KEYS.strategy, 'password');
});
afterEach(() => {
  delete window.__tratoEarlyAccount;
  queryClient.clear();
});

describe('the account read started by the boot script', () => {
  it('is the one the guard uses: no second POST /api/auth/user, and the page shows its data', async () => {
    window.__tratoEarlyAccount = { token: 'sesion-olga', response: Promise.resolve(json(200, ACCOUNT)) };
    const calls = stubFetch((path) => (path === '/api/v1/lines' ? json(200, { data: ['Diseño', 'Fotografía'] }) : json(404, { message: 'No encontrado' })));
    await openLinesPage();
    await settleUntil(() => !!document.body.textContent?.includes('Líneas:'));
    expect(document.body.textContent).toContain('Líneas: Diseño, Fotografía');
    expect(calls).not.toContain('/api/auth/user');
    // The loader's read was the page's: asked once.
    expect(calls.filter((p) => p === '/api/v1/lines')).toHaveLength(1);
  });

  it('answering 401 ends the session and lands on /login', async () => {
    window.__tratoEarlyAccount = { token: 'sesion-olga', response: Promise.resolve(json(401, { message: 'No autenticado' })) };
    const calls = stubFetch(() => json(401, { message: 'No autenticado' }));
    const router = await openLinesPage();
    await settleUntil(() => !!document.body.textContent?.includes('Inicia sesión'));
    expect(router.state.location.pathname).toBe('/login');
    expect(document.body.textContent).toContain('Inicia sesión');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(calls).not.toContain('/api/auth/user');
  });

  it('sent with another token (signed in again since) is ignored: the guard asks with the current one', async () => {
    window.__tratoEarlyAccount = { token: 'sesion-antigua', response: Promise.resolve(json(401, { message: 'No autenticado' })) };
    const calls = stubFetch((path) =>
      path === '/api/auth/user' ? json(200, ACCOUNT) : path === '/api/v1/lines' ? json(200, { data: ['Diseño'] }) : json(404, { message: 'No encontrado' }),
    );
    await openLinesPage();
    await settleUntil(() => !!document.body.textContent?.includes('Líneas:'));
    expect(document.body.textContent).toContain('Líneas: Diseño');
    expect(calls.filter((p) => p === '/api/auth/user')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('sesion-olga');
  });

  it('is for the first navigation only: a later account read (after accepting an invitation) asks anew', async () => {
    const stale = { ...ACCOUNT, workspace: { ...ACCOUNT.workspace, name: 'Antes de aceptar' } };
    // /team/accept's guard never reads the account, so nothing takes the boot read on the first navigation.
    window.__tratoEarlyAccount = { token: 'sesion-olga', response: Promise.resolve(json(200, stale)) };
    const calls = stubFetch((path) => (path === '/api/auth/user' ? json(200, ACCOUNT) : json(404, { message: 'No encontrado' })));
    const router = createMemoryRouter([{ path: '/team/accept', Component: () => <p>Invitación</p> }], { initialEntries: ['/team/accept'] });
    discardEarlyAccountAfterFirstNavigation(router);
    await settleUntil(() => router.state.initialized);
    const account = await refreshAccount();
    expect(account.workspace?.name).toBe('Estudio Ñandú');
    expect(calls).toEqual(['/api/auth/user']);
  });
});

describe('a route loader’s first read', () => {
  it('failing does not break the page: the page asks again and shows its data', async () => {
    // The account arrives after the prefetch has already failed, so the page mounts on a failed read.
    window.__tratoEarlyAccount = { token: 'sesion-olga', response: later(40, json(200, ACCOUNT)) };
    let linesAsked = 0;
    const calls = stubFetch((path) => {
      if (path !== '/api/v1/lines') return json(404, { message: 'No encontrado' });
      linesAsked += 1;
      return linesAsked === 1 ? json(403, { message: 'Sin permiso todavía' }) : json(200, { data: ['Diseño'] });
    });
    await openLinesPage();
    await settleUntil(() => !!document.body.textContent?.includes('Líneas:'));
    expect(document.body.textContent).toContain('Líneas: Diseño');
    expect(calls.filter((p) => p === '/api/v1/lines')).toHaveLength(2);
  });

  it('that cannot even be worked out leaves the navigation alone', async () => {
    window.__tratoEarlyAccount = { token: 'sesion-olga', response: Promise.resolve(json(200, ACCOUNT)) };
    stubFetch((path) => (path === '/api/v1/lines' ? json(200, { data: ['Diseño'] }) : json(404, { message: 'No encontrado' })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openLinesPage(
      prefetchLoader(() => {
        throw new Error('filtros ilegibles');
      }),
    );
    await settleUntil(() => !!document.body.textContent?.includes('Líneas:'));
    expect(document.body.textContent).toContain('Líneas: Diseño');
    warn.mockRestore();
  });

  it('starts nothing for a signed-out visitor, who goes to /login', async () => {
    localStorage.clear();
    const calls = stubFetch(() => json(401, { message: 'No autenticado' }));
    const router = await openLinesPage();
    await settleUntil(() => router.state.location.pathname === '/login');
    expect(router.state.location.pathname).toBe('/login');
    expect(calls).toEqual([]);
  });
});
