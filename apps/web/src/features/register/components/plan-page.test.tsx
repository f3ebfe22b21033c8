import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/auth/token-storage.ts';
import { LAPSED_BILLING, renderRoutes, settleUntil } from '../../billing/components/render-page.test-support.tsx';
import { PlanPage } from './plan-page.tsx';

afterEach(() => localStorage.clear());

const FREE_BILLING = { ...LAPSED_BILLING, plan: { id: 'free', name: 'Gratis', description: '', is_free: true, limits: { active_proposals: 3, active_portals: 1 } }, lapsed: false };
const plan = (id: string, name: string, price: string) => ({ id, name, description: '', is_free: price === '0', currency: 'CLP', price, limits: { active_proposals: 3, active_portals: 1 }, can_checkout: price !== '0' });

/** The sign-up's plan step against stubbed answers; returns the query string GET /v1/plans was asked with. */
async function renderFor(isEarlyAdopter: boolean) {
  setSession('t', 'password');
  let plansQuery = '';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = new URL(url, 'http://x');
      const path = u.pathname.replace(/^\/api/, '');
      const answers: Record<string, unknown> = {
        '/auth/user': { user: { id: 'u', name: 'Ana', email: 'ana@example.com' }, workspace: { id: 'w', name: 'Estudio', currency_code: 'CLP' }, role: 'owner' },
        '/v1/billing': { data: { ...FREE_BILLING, is_early_adopter: isEarlyAdopter } },
        '/v1/plans': { data: { data: [...(u.searchParams.get('isEarlyAdopter') === 'true' ? [plan('early', 'Early adopter', '8990')] : []), plan('free', 'Gratis', '0'), plan('pro', 'Profesional', '17990')] } },
      };
      if (path === '/v1/plans') plansQuery = u.search;
      return new Response(JSON.stringify(answers[path] ?? { message: 'No encontrado', code: 'NOT_FOUND' }), { status: answers[path] ? 200 : 404 });
    }),
  );
  const { container } = await renderRoutes({ '/register/plan': PlanPage }, '/register/plan');
  await settleUntil(() => !!container.textContent?.includes('Profesional'));
  return { container, query: new URLSearchParams(plansQuery) };
}

describe('/register/plan', () => {
  it('shows the early-adopter offer to a workspace the server counts as an early adopter', async () => {
    const { container, query } = await renderFor(true);
    expect(query.get('isEarlyAdopter')).toBe('true');
    expect(query.get('currency')).toBe('CLP');
    expect(container.textContent).toContain('Early adopter');
  });

  it('does not ask for it otherwise', async () => {
    const { container, query } = await renderFor(false);
    expect(query.get('isEarlyAdopter')).toBeNull();
    expect(container.textContent).toContain('Profesional');
    expect(container.textContent).not.toContain('Early adopter');
  });
});
