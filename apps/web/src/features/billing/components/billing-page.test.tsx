import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillingDto } from '@trato/domain/billing/dto';
import { setSession } from '../../../lib/auth/token-storage.ts';
import { BillingPage } from './billing-page.tsx';
import { placeholder, renderRoutes, settle } from './render-page.test-support.tsx';

beforeEach(() => setSession('t', 'password'));

const HOSTED: BillingDto = {
  mode: 'hosted',
  plan: { id: 'pro', name: 'Profesional', description: 'Para equipos pequeños', is_free: false, limits: { active_proposals: 25, active_portals: 10 } },
  limits: { active_proposals: 25, active_portals: 10 },
  subscription: {
    status: 'active',
    status_description: 'Activa',
    current_period_start: '2026-11-01T12:00:00.000Z',
    current_period_end: '2026-12-01T12:00:00.000Z',
    cancel_at_period_end: false,
    source: 'stripe',
    source_label: 'Pagado con tarjeta',
    card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 },
  },
  usage: { active_proposals: 2, active_portals: 10 },
  lapsed: false,
  is_early_adopter: false,
  actions: { checkout: false, cancel: true, portal: true },
};

const SELF_HOSTED: BillingDto = {
  ...HOSTED,
  mode: 'self_hosted',
  plan: { id: 'free', name: 'Gratis', description: '', is_free: true, limits: { active_proposals: 3, active_portals: 1 } },
  limits: { active_proposals: 3, active_portals: 1 },
  subscription: { ...HOSTED.subscription, source: 'operator', source_label: 'Asignado por el administrador', current_period_end: null, card: null },
  usage: { active_proposals: 3, active_portals: 0 },
  actions: { checkout: false, cancel: false, portal: false },
};

const account = (isGod: boolean) => ({
  user: { id: 'u', name: 'Ana', firstName: 'Ana', email: 'ana@example.com', avatar: null, is_god: isGod, register_token: null },
  workspace: { id: 'w', name: 'Estudio', default_currency: 'USD', currency_code: 'USD' },
  role: 'owner',
  subscription: null,
  modules: [],
  redirect_step: 'done',
});

const NO_INVOICES = { data: [], meta: { current_page: 1, last_page: 1, total: 0 } };

/** What /billing reads: the billing DTO, no invoices, the account (a superadmin or not). */
const pageRoutes = (billing: BillingDto, isGod = false): Record<string, () => unknown> => ({
  'GET /v1/billing': () => ({ data: billing }),
  'GET /v1/transactions': () => NO_INVOICES,
  'POST /auth/user': () => account(isGod),
});

/** The API at the network boundary: each call answered from a table, every request recorded. */
function stubApi(routes: Record<string, () => unknown>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://x').pathname.replace(/^\/api/, '')}`;
      calls.push(key);
      const body = routes[key]?.();
      return new Response(JSON.stringify(body ?? { message: 'No encontrado', code: 'NOT_FOUND' }), { status: body ? 200 : 404 });
    }),
  );
  return calls;
}

const render = (path = '/billing') =>
  renderRoutes(
    {
      '/billing': BillingPage,
      '/checkout/plans': placeholder('Página de planes'),
      '/superadmin': placeholder('Página de superadmin'),
      '/checkout': placeholder('Página de retorno'),
    },
    path,
  );

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

describe('/billing', () => {
  it('shows the paid plan, its status and period, usage as "N de M", the card and the invoices empty state', async () => {
    stubApi(pageRoutes(HOSTED));
    const { container } = await render();
    await settle();
    const text = container.textContent ?? '';
    expect(text).toContain('Profesional');
    expect(text).toContain('Activa');
    expect(text).toMatch(/Período actual: 1 de noviembre de 2026 – 1 de diciembre de 2026/);
    expect(text).toContain('2 de 25');
    expect(text).toContain('10 de 10');
    expect(text).toContain('Visa •••• 4242');
    expect(text).toContain('Vence 04/2030');
    expect(text).toContain('Aún no tienes facturas');
    expect(container.querySelector('[role=meter][aria-label="Portales activos"]')?.getAttribute('aria-valuetext')).toBe('10 de 10');
  });

  it('asks before cancelling, calls the API and says so', async () => {
    const calls = stubApi({
      ...pageRoutes(HOSTED),
      'POST /v1/subscriptions/cancel': () => ({ data: { ...HOSTED, subscription: { ...HOSTED.subscription, cancel_at_period_end: true }, actions: { ...HOSTED.actions, cancel: false } } }),
    });
    const { container } = await render();
    await settle();
    await act(async () => button('Cancelar suscripción')!.click());
    expect(document.body.textContent).toContain('¿Cancelar tu suscripción?');
    expect(calls).not.toContain('POST /v1/subscriptions/cancel');
    const confirm = [...document.querySelectorAll('[role=alertdialog] button')].find((b) => b.textContent === 'Cancelar suscripción') as HTMLButtonElement;
    await act(async () => confirm.click());
    await settle();
    expect(calls).toContain('POST /v1/subscriptions/cancel');
    expect(document.body.textContent).toContain('Suscripción cancelada.');
    expect(container.textContent).toContain('Cancelación programada');
    expect(container.textContent).toContain('Tu suscripción termina el 1 de diciembre de 2026');
    expect(button('Cancelar suscripción')).toBeUndefined();
  });

  it('in self-hosted mode explains that the administrator assigns plans, with no checkout, and links a superadmin there', async () => {
    const calls = stubApi(pageRoutes(SELF_HOSTED, true));
    const { container } = await render();
    await settle();
    const text = container.textContent ?? '';
    expect(text).toContain('Los planes los asigna el administrador');
    expect(text).toContain('3 de 3');
    expect(text).toContain('En esta instancia no se cobran planes');
    expect(text).not.toContain('Método de pago');
    expect(container.querySelector('a[href="/checkout/plans"]')).toBeNull();
    expect(container.querySelector('a[href="/superadmin"]')?.textContent).toBe('Ir a Superadmin para asignar planes');
    expect(calls.filter((c) => c.includes('checkout'))).toEqual([]);
  });

  it('does not show the superadmin link to anyone else', async () => {
    stubApi(pageRoutes(SELF_HOSTED));
    const { container } = await render();
    await settle();
    expect(container.textContent).toContain('Los planes los asigna el administrador');
    expect(container.querySelector('a[href="/superadmin"]')).toBeNull();
  });

  it('sends the return from Stripe (?checkout=success) to the /checkout page', async () => {
    stubApi({ 'POST /auth/user': () => account(false) });
    const { router } = await render('/billing?checkout=success&session_id=cs_test_1');
    await settle();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(router.state.location.search).toBe('?checkout=success&session_id=cs_test_1');
  });

  it('shows what failed and retries when billing cannot load', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('/v1/billing')) {
          if (fail) return new Response(JSON.stringify({ message: 'Servicio no disponible', code: 'SERVICE_UNAVAILABLE' }), { status: 503 });
          return new Response(JSON.stringify({ data: SELF_HOSTED }));
        }
        if (url.includes('/v1/transactions')) return new Response(JSON.stringify(NO_INVOICES));
        return new Response(JSON.stringify(account(false)));
      }),
    );
    const { container } = await render();
    await settle();
    expect(container.textContent).toContain('No pudimos cargar la facturación.');
    fail = false;
    await act(async () => button('Reintentar')!.click());
    await settle();
    expect(container.textContent).toContain('Gratis');
  });
});
