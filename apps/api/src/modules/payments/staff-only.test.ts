import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { customerSession } from '../projects/projects.fixtures.ts';
import { paymentsOf, portalWithPlan } from './payments.fixtures.ts';

const t = useTestApp();

/**
 * Payments, the dashboard and the calendar feed are the provider's. A customer signed in to the very
 * portal the payments belong to (SPEC §6: a separate token) gets 401 from each, and nothing changes.
 */
describe("the staff's payments, dashboard and calendar refuse a customer token", () => {
  it('401 for a customer of the portal on every read and write', async () => {
    const p = await portalWithPlan(t);
    const customer = await customerSession(t, { id: p.company.contact.id, workspaceId: p.owner.workspace.id }, p.project.id);
    const paymentId = p.payments[0]!.id as string;
    const before = await paymentsOf(t, p.project.id);
    const calls: [string, string, object?][] = [
      ['GET', '/api/v1/payments'],
      ['GET', '/api/v1/payments/metrics'],
      ['GET', `/api/v1/payments/${paymentId}`],
      ['PUT', `/api/v1/payments/${paymentId}`, { status: 'paid' }],
      ['DELETE', `/api/v1/payments/${paymentId}`],
      ['POST', '/api/v1/payments', { project_id: p.project.id }],
      ['POST', `/api/v1/payments/${paymentId}/reminder`],
      ['GET', '/api/v1/currencies'],
      ['PUT', '/api/v1/currencies', { rates: [{ currency_code: 'CLP', usd_per_unit: '1' }] }],
      ['GET', '/api/v1/dashboard/metrics'],
      ['GET', '/api/v1/dashboard/calendar?start_date=2026-12-01&end_date=2026-12-31'],
      ['GET', '/api/v1/calendar/feed'],
      ['POST', '/api/v1/calendar/feed'],
      ['DELETE', '/api/v1/calendar/feed'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: customer, ...(payload && { payload }) });
      expectError(res, 401, 'UNAUTHENTICATED');
      expect(res.body, `${method} ${url}`).not.toContain(paymentId);
    }
    expect(await paymentsOf(t, p.project.id)).toEqual(before);
  });
});
