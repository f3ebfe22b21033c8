import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../lib/auth/token-storage.ts';
import { getRegisterSession, saveRegisterSession } from '../../../lib/register-session.ts';
import { CheckoutPlansPage } from './checkout-plans-page.tsx';
import { LAPSED_BILLING, placeholder, renderRoutes } from './render-page.test-support.tsx';

beforeEach(() => {
  localStorage.clear();
  saveRegisterSession({ email: 'ana@example.com', id: 'u', token: 'resub-token', workspace_id: 'w', workspace_name: 'Estudio', step: 'plan', type: 'resubscribe' });
});

const LAPSED = LAPSED_BILLING;
const plan = (id: string, name: string, is_free: boolean, can_checkout: boolean) => ({
  id, name, description: '', is_free, currency: 'CLP', price: is_free ? '0' : '17990', limits: { active_proposals: 3, active_portals: 1 }, can_checkout,
});

/** The query string each path was last asked with. */
const queries: Record<string, string> = {};

/** Answers by path; records which bearer each call carried. */
function stubApi(answers: Record<string, [number, unknown]>) {
  const bearers: Record<string, string | null> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://x').pathname.replace(/^\/api/, '');
      bearers[path] = new Headers(init?.headers).get('authorization');
      queries[path] = new URL(url, 'http://x').search;
      const [status, body] = answers[path] ?? [404, { message: 'No encontrado', code: 'NOT_FOUND' }];
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return bearers;
}

const render = () =>
  renderRoutes({ '/checkout/plans': CheckoutPlansPage, '/login': placeholder('Inicio de sesión'), '/dashboard': placeholder('Panel') }, '/checkout/plans');

const account = { user: { id: 'u', name: 'Ana', email: 'ana@example.com', is_god: false }, workspace: { id: 'w', name: 'Estudio', currency_code: 'CLP', default_currency: 'CLP' }, role: 'owner' };

describe('/checkout/plans in the resubscribe flow (SPEC §4)', () => {
  it('reads with the register session token, offers the plans that can be bought, and continues on the free plan signed in', async () => {
    const bearers = stubApi({
      '/auth/user': [200, account],
      '/v1/billing': [200, { data: LAPSED }],
      '/v1/plans': [200, { data: { data: [plan('free', 'Gratis', true, false), plan('pro', 'Profesional', false, true), plan('agency', 'Agencia', false, false)] } }],
    });
    const { container, router } = await render();
    expect(container.querySelector('h1')?.textContent).toBe('Renueva tu plan');
    expect(bearers['/v1/plans']).toBe('Bearer resub-token');
    expect(bearers['/v1/billing']).toBe('Bearer resub-token');
    const choose = [...container.querySelectorAll('button')].map((b) => b.getAttribute('aria-label')).filter(Boolean);
    expect(choose).toEqual(['Elegir el plan Profesional']);
    expect(container.textContent).toContain('Este plan aún no se puede contratar en CLP.');

    const cont = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Continuar con el plan Gratis')!;
    await act(async () => cont.click());
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getToken()).toBe('resub-token');
    expect(getRegisterSession()).toBeNull();
  });

  it('a dead resubscribe token sends the person back to sign in', async () => {
    stubApi({ '/auth/user': [401, { message: 'Tu sesión expiró.', code: 'UNAUTHENTICATED' }], '/v1/billing': [401, { message: 'Tu sesión expiró.', code: 'UNAUTHENTICATED' }] });
    const { router } = await render();
    expect(router.state.location.pathname).toBe('/login');
    expect(getRegisterSession()).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('asks for the early-adopter offer only when the server counts the workspace as an early adopter', async () => {
    const early = plan('early', 'Pionero', false, true);
    for (const isEarly of [false, true]) {
      stubApi({
        '/auth/user': [200, account],
        '/v1/billing': [200, { data: { ...LAPSED, is_early_adopter: isEarly } }],
        '/v1/plans': [200, { data: { data: [...(isEarly ? [early] : []), plan('free', 'Gratis', true, false), plan('pro', 'Profesional', false, true)] } }],
      });
      const { container } = await render();
      expect(new URLSearchParams(queries['/v1/plans']).get('isEarlyAdopter')).toBe(isEarly ? 'true' : null);
      const choose = [...container.querySelectorAll('button')].map((b) => b.getAttribute('aria-label')).filter(Boolean);
      expect(choose).toEqual(isEarly ? ['Elegir el plan Pionero', 'Elegir el plan Profesional'] : ['Elegir el plan Profesional']);
    }
  });
});
