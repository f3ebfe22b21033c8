import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/auth/token-storage.ts';
import { LAPSED_BILLING, renderRoutes, settle, settleUntil } from '../../billing/components/render-page.test-support.tsx';
import { LapsedBanner } from './lapsed-banner.tsx';

const TEXT = 'Tu suscripción no está activa';

const billing = (over: Record<string, unknown> = {}) => ({ ...LAPSED_BILLING, ...over });

/** Answers /auth/user and /v1/billing; counts the billing requests. */
function stubApi(role: string, data: object) {
  const calls = { billing: 0, account: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://x').pathname.replace(/^\/api/, '');
      if (path === '/v1/billing') {
        calls.billing++;
        return new Response(JSON.stringify({ data }), { status: 200 });
      }
      if (path === '/auth/user') calls.account++;
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
    await settleUntil(() => !!container.querySelector('[role="status"]'));
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
    await settleUntil(() => !!first.container.querySelector('button[aria-label="Ocultar aviso"]'));
    const close = first.container.querySelector<HTMLButtonElement>('button[aria-label="Ocultar aviso"]')!;
    await act(async () => close.click());
    expect(first.container.textContent).not.toContain(TEXT);
    expect(calls.billing).toBe(1);

    const again = await render('/proposals');
    expect(again.container.textContent).toContain('Cotizaciones');
    expect(again.container.textContent).not.toContain(TEXT);
    expect(calls.billing).toBe(1);
  });

  it('is not shown to a member (who cannot pay), who does not even ask for the billing', async () => {
    const calls = stubApi('member', billing());
    const { container } = await render();
    await settleUntil(() => calls.account > 0);
    await settle();
    expect(container.textContent).toContain('Panel');
    expect(container.querySelector('[aria-label="Aviso de suscripción"]')).toBeNull();
    expect(calls.billing).toBe(0);
  });

  it('is not shown when the subscription is fine, nor on a self-hosted instance', async () => {
    for (const over of [{ lapsed: false, subscription: { ...LAPSED_BILLING.subscription, status: 'active' } }, { mode: 'self_hosted' }]) {
      const calls = stubApi('owner', billing(over));
      const { container } = await render();
      await settleUntil(() => calls.billing === 1);
      await settle();
      expect(calls.billing).toBe(1);
      expect(container.textContent).toContain('Panel');
      expect(container.querySelector('[aria-label="Aviso de suscripción"]')).toBeNull();
    }
  });
});
