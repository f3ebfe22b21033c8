import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { normalised } from '../../../test/snapshot.ts';
import { ownerOn } from '../projects/projects.fixtures.ts';
import { api, portalWithPlan, proposalWithPlan, setPaymentRow, setPlanCurrency, testClock } from './payments.fixtures.ts';

// Pins the payments list and metrics DTOs before their queries are tuned for scale (issue 13):
// the same snapshot must pass on PGlite and on PostgreSQL, before and after.
const clock = testClock('2026-12-10T15:00:00Z');
const t = useTestApp({}, { clock: clock.now });
const { get } = api(t);

describe('payments DTOs (snapshot)', () => {
  it('list pages, filters and metrics of a workspace with two portals and an open proposal', async () => {
    const p = await portalWithPlan(t);
    const usd = await portalWithPlan(t, { owner: p.owner, name: 'Portal Ferretería' });
    await setPlanCurrency(t, usd.project.id, 'USD');
    await setPaymentRow(t, p.payments[0]!.id, { status: 'paid' });
    await setPaymentRow(t, usd.payments[2]!.id, { dueAt: null });
    await proposalWithPlan(t, p);
    await portalWithPlan(t, { owner: await ownerOn(t), name: 'Portal de otro espacio' });
    const h = p.owner.headers;
    const bodies: Record<string, unknown> = {};
    for (const url of [
      '/api/v1/payments',
      '/api/v1/payments?page=2',
      '/api/v1/payments?status=overdue',
      '/api/v1/payments?status=paid&currency=CLP',
      `/api/v1/payments?company_id=${usd.company.id}`,
      '/api/v1/payments?preset=this_month',
      '/api/v1/payments/metrics',
      '/api/v1/payments/metrics?preset=this_year',
      '/api/v1/payments/metrics?preset=custom&from=2026-12-01&to=2026-12-20',
      `/api/v1/payments/metrics?project_id=${p.project.id}`,
    ]) {
      const res = await get(h, url);
      expect(res.statusCode, res.body).toBe(200);
      bodies[url.replace(/[0-9a-f-]{36}/, '<id>')] = res.json();
    }
    expect(normalised(bodies)).toMatchSnapshot();
  });
});
