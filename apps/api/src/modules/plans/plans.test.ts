import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createOwner } from '../../../test/factories.ts';
import { bearer, expectError } from '../../../test/http.ts';

describe('GET /api/v1/plans', () => {
  const t = useTestApp();
  const plans = async (query = '') => {
    const { token } = await createOwner(t.db, { user: { password: null } });
    return t.app.inject({ method: 'GET', url: `/api/v1/plans${query}`, headers: bearer(token) });
  };

  it('lists the public plans in order with their limits, priced in USD by default', async () => {
    const res = await plans();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        data: [
          { id: 'free', name: 'Gratis', description: expect.any(String), is_free: true, currency: 'USD', price: '0', limits: { active_proposals: 3, active_portals: 1 }, can_checkout: false },
          { id: 'pro', name: 'Profesional', description: expect.any(String), is_free: false, currency: 'USD', price: '19', limits: { active_proposals: 25, active_portals: 10 }, can_checkout: false },
          { id: 'agency', name: 'Agencia', description: expect.any(String), is_free: false, currency: 'USD', price: '49', limits: { active_proposals: null, active_portals: null }, can_checkout: false },
        ],
      },
    });
  });

  it('prices the plans in the asked currency, as exact decimal strings', async () => {
    const body = (await plans('?currency=CLP')).json();
    expect(body.data.data.map((p: { currency: string; price: string }) => [p.currency, p.price])).toEqual([
      ['CLP', '0'],
      ['CLP', '17990'],
      ['CLP', '45990'],
    ]);
    expect((await plans('?currency=UF')).json().data.data[1]).toMatchObject({ currency: 'UF', price: '0.5' });
  });

  it('leads with the early-adopter plan only for an early adopter', async () => {
    const ids = async (query: string) => (await plans(query)).json().data.data.map((p: { id: string }) => p.id);
    expect(await ids('?isEarlyAdopter=true')).toEqual(['early', 'free', 'pro', 'agency']);
    expect(await ids('?isEarlyAdopter=false')).toEqual(['free', 'pro', 'agency']);
    expect((await plans('?isEarlyAdopter=true&currency=MXN')).json().data.data[0]).toMatchObject({ id: 'early', currency: 'MXN', price: '169' });
    expectError(await plans('?isEarlyAdopter=quizas'), 422, 'VALIDATION_ERROR');
  });

  it('refuses an unknown currency and answers 401 without a token', async () => {
    expectError(await plans('?currency=XYZ'), 422, 'VALIDATION_ERROR');
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/plans' }), 401, 'UNAUTHENTICATED');
  });
});
