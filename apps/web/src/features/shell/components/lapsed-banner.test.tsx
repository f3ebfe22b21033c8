import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/auth/token-storage.ts';
import { renderRoutes } from '../../billing/components/render-page.test-support.tsx';
import { LapsedBanner } from './lapsed-banner.tsx';

const TEXT = 'Tu suscripción no está activa';

const billing = (over: Record<string, unknown> = {}) => ({
  mode: 'hosted',
  plan: { id: 'pro', name: 'Profesional', description: '', is_free: false, limits: { active_proposals: 25, active_portals: 10 } },
  limits: { active_proposals: 3, active_portals: 1 },
  subscription: { status: 'canceled', status_description: 'Cancelada', current_period_start: '2026-10-01T00:00:00.000Z', current_period_end: '2026-11-01T00:00:00.000Z', cancel_at_period_end: false, source: 'stripe', source_label: 'Pagado con tarjeta', card: null },
  usage: { active_proposals: 3, active_portals: 0 },
  lapsed: true,
  is_early_adopter: false,
  actions: { checkout: true, cancel: false, portal: true },
  ...over,
});

/** Answers /auth/user and /v1/billing; counts the billing requests. */
function stubApi(role: string, data: object) {
  const calls = { billing: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://x').pathname.replace(/^\/api/, '');
      if (path === '/v1/billing') {
        calls.billing++;
        return new Response(JSON.stringify({ data }), { status: 200 });
      }
      if (path === '/auth/user') return new Response(JSON.stringify({ user: { id: 'u', name: 'Ana', email: 'ana@example.com' }, workspace: { id: 'w', name: 'Estudio' }, role }), { status: 200 });
      return new Response(JSON.stringify({ message: 'No encontrado', code: 'NOT_FOUND' }), { status: 404 });
    }),
  );
  return calls;
}

/** Two pages of the shell, each with the banner above its content. */
const page = (text: string) => () => (
  <>
    <LapsedBanner />
    <p>{text}</p>
  </>
);
const render = (path = '/dashboard') => renderRoutes({ '/dashboard': page('Panel'), '/proposals': page('Cotizaciones'), '/billing': page('Facturación') }, path);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setSession('t', 'password');
});

describe('the lapsed-subscription banner of the shell', () => {
  it('tells an owner of a lapsed hosted workspace, across pages with one billing request, and links to /billing', async () => {
    const calls = stubApi('owner', billing());
    const { container, router } = await render();
    expect(container.querySelector('[role="status"]')?.textContent).toContain(`${TEXT}: mientras tanto aplican los límites del plan Gratis`);
    await act(() => router.navigate('/proposals'));
    expect(container.textContent).toContain('Cotizaciones');
    expect(container.textContent).toContain(TEXT);
    expect(calls.billing).toBe(1);

    const link = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Renovar plan')!;
    expect(link.getAttribute('href')).toBe('/billing');
    await act(async () => link.click());
    expect(router.state.location.pathname).toBe('/billing');
    // /billing says it in full: no banner there.
    expect(container.textContent).toContain('Facturación');
    expect(container.textContent).not.toContain(TEXT);
  });

  it('an admin sees it too; closing it hides it for the rest of the session, with no more requests', async () => {
    const calls = stubApi('admin', billing());
    const first = await render();
    const close = first.container.querySelector<HTMLButtonElement>('button[aria-label="Ocultar aviso"]')!;
    await act(async () => close.click());
    expect(first.container.textContent).not.toContain(TEXT);
    expect(calls.billing).toBe(1);

    const again = await render('/proposals');
    expect(again.container.textContent).toContain('Cotizaciones');
    expect(again.container.textContent).not.toContain(TEXT);
    expect(calls.billing).toBe(1);
  });

  it('is not shown to a member (who cannot pay), nor when the subscription is fine, nor self-hosted', async () => {
    const member = stubApi('member', billing());
    let { container } = await render();
    expect(container.textContent).toBe('Panel');
    expect(member.billing).toBe(0);

    stubApi('owner', billing({ lapsed: false, subscription: { ...billing().subscription, status: 'active' } }));
    ({ container } = await render());
    expect(container.textContent).toBe('Panel');

    stubApi('owner', billing({ mode: 'self_hosted' }));
    ({ container } = await render());
    expect(container.textContent).toBe('Panel');
  });
});
