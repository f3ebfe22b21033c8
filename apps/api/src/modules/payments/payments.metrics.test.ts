import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENTS_MESSAGES as M } from '@trato/domain/payments/messages';
import { useTestApp } from '../../../test/app.ts';
import { paymentStanding } from '@trato/domain/payments/receivables';
import { projects, workspaces } from '../../db/schema/index.ts';
import { expectError } from '../../../test/http.ts';
import { countStatements } from '../../../test/statements.ts';
import { api, portalWithPlan, proposalWithPlan, setPaymentRow, setPlanCurrency, testClock, type Json } from './payments.fixtures.ts';

const clock = testClock('2026-12-10T15:00:00Z');
const t = useTestApp({}, { clock: clock.now });
const { get, put, post } = api(t);
const metrics = (headers: Record<string, string>, query = '') => get(headers, `/api/v1/payments/metrics${query}`);

/**
 * Two portals: CLP 135 000.60 / 101 250.45 / 101 250.45 due 1, 15, 29 Dec (the second paid), and the
 * same plan in USD with nothing paid. Today is 10 December: both advances (1 Dec) are overdue.
 */
async function twoCurrencies() {
  const clp = await portalWithPlan(t);
  const usd = await portalWithPlan(t, { owner: clp.owner, name: 'Portal Ferretería' });
  await setPlanCurrency(t, usd.project.id, 'USD');
  await setPaymentRow(t, clp.payments[1]!.id, { status: 'paid' });
  return { clp, usd, h: clp.owner.headers };
}

describe('GET /v1/payments/metrics', () => {
  it('sums collected, pending and overdue per currency and in USD with the default rates', async () => {
    const { h } = await twoCurrencies();
    const res = await metrics(h);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.currencies).toEqual([
      { currency_code: 'CLP', collected: '101250.45', pending: '236251.05', overdue: '135000.60', pipeline: '0.00', collected_usd: '106.31', pending_usd: '248.06', overdue_usd: '141.75', pipeline_usd: '0.00', usd_per_unit: '0.00105', count: 3 },
      { currency_code: 'USD', collected: '0.00', pending: '337501.50', overdue: '135000.60', pipeline: '0.00', collected_usd: '0.00', pending_usd: '337501.50', overdue_usd: '135000.60', pipeline_usd: '0.00', usd_per_unit: '1', count: 3 },
    ]);
    expect(data.totals_usd).toEqual({ collected: '106.31', pending: '337749.56', overdue: '135142.35', pipeline: '0.00', count: 6 });
    expect(data.main_currency).toBe('CLP');
    expect(data.range).toMatchObject({ preset: 'all', today: '2026-12-10' });
    expect(data.series.granularity).toBe('month');
    expect(data.series.points).toEqual([{ period: '2026-12', label: 'dic 2026', collected_usd: '106.31', pending_usd: '337749.56' }]);
  });

  it("never counts an open proposal's past-due payment as overdue (nobody owes it before signing)", async () => {
    const p = await portalWithPlan(t);
    await setPaymentRow(t, p.payments[0]!.id, { status: 'paid' });
    const proposal = await proposalWithPlan(t, p);
    const [first] = proposal.payments.payments as Json[];
    await setPaymentRow(t, first!.id as string, { dueAt: '2026-12-01' });
    const data = (await metrics(p.owner.headers)).json().data;
    expect(data.currencies).toHaveLength(1);
    // The portal's 1 Dec advance is paid; the proposal's is as old, yet only pending.
    expect(data.currencies[0]).toMatchObject({ currency_code: 'CLP', overdue: '0.00' });
    const overdueList = (await get(p.owner.headers, '/api/v1/payments?status=overdue')).json();
    expect(overdueList.meta.total).toBe(0);
    const rows = (await get(p.owner.headers, '/api/v1/payments')).json().data as Json[];
    expect(rows.find((r) => r.id === first!.id)).toMatchObject({ status: 'pending', overdue: false });
  });

  it("owes only what a portal's plan holds: an open proposal's payments, sent or draft, are the pipeline apart", async () => {
    const p = await portalWithPlan(t);
    const h = p.owner.headers;
    await proposalWithPlan(t, p, 'Borrador');
    const sent = await proposalWithPlan(t, p, 'Enviada');
    expect((await post(h, `/api/v1/proposals/${sent.id}/status`, { status: 'SENT' })).statusCode).toBe(200);
    const [clp] = (await metrics(h)).json().data.currencies;
    // The portal owes its whole plan; the sent proposal's and the draft's plans are apart.
    expect(clp).toMatchObject({ currency_code: 'CLP', pending: '337501.50', pipeline: '675003.00', collected: '0.00' });
    const sum = async (query: string) => {
      const rows = (await get(h, `/api/v1/payments${query}`)).json().data as Json[];
      return rows.reduce((n, r) => n + Math.round(Number(r.amount) * 100), 0) / 100;
    };
    expect(await sum('?status=pending')).toBe(337501.5);
    expect((await get(h, '/api/v1/payments?status=pending')).json().data.every((r: Json) => (r.project as Json).type === 'project')).toBe(true);
    expect(await sum('?status=pipeline')).toBe(675003);
    expect((await get(h, '/api/v1/payments?status=pipeline')).json().data.every((r: Json) => (r.project as Json).type === 'proposal')).toBe(true);
    const pipelineOnly = (await metrics(h, '?status=pipeline')).json().data;
    expect(pipelineOnly.currencies[0]).toMatchObject({ pending: '0.00', pipeline: '675003.00' });
    expect((await metrics(h, '?status=pending')).json().data.currencies[0]).toMatchObject({ pending: '337501.50', pipeline: '0.00' });
    // The SQL filters and the domain's rule agree on every payment the workspace shows.
    const ids = async (query: string) => new Set(((await get(h, `/api/v1/payments${query}`)).json().data as Json[]).map((r) => r.id));
    const [owed, pipeline, all] = await Promise.all([ids('?status=pending'), ids('?status=pipeline'), get(h, '/api/v1/payments')]);
    const owners = new Map((await t.db.select({ id: projects.id, type: projects.type, status: projects.status }).from(projects)).map((o) => [o.id, o]));
    const rows = all.json().data as Json[];
    expect(rows).toHaveLength(9);
    for (const r of rows) {
      const standing = paymentStanding(r as { status: string }, owners.get(r.project_id as string)!);
      expect([owed.has(r.id), pipeline.has(r.id)], `${(r.project as Json).name} ${r.name}`).toEqual([standing === 'owed', standing === 'pipeline']);
    }
    // Declined, it leaves every figure (decision 0023: nobody owes it, nobody will).
    expect((await post(h, `/api/v1/proposals/${sent.id}/status`, { status: 'DECLINED' })).statusCode).toBe(200);
    expect((await metrics(h)).json().data.currencies[0]).toMatchObject({ pending: '337501.50', pipeline: '337501.50' });
  });

  it("headlines the workspace's own currency", async () => {
    const p = await portalWithPlan(t);
    await t.db.update(workspaces).set({ currencyCode: 'USD', defaultCurrency: 'USD' }).where(eq(workspaces.id, p.owner.workspace.id));
    expect((await metrics(p.owner.headers)).json().data.main_currency).toBe('USD');
  });

  it('follows an edited rate, and a rate back to its default', async () => {
    const { h } = await twoCurrencies();
    const edit = await put(h, '/api/v1/currencies', { rates: [{ currency_code: 'CLP', usd_per_unit: '0.001' }] });
    expect(edit.statusCode, edit.body).toBe(200);
    const clp = (await metrics(h, '?currency=CLP')).json().data;
    expect(clp.currencies[0]).toMatchObject({ usd_per_unit: '0.001', collected_usd: '101.25', pending_usd: '236.25', overdue_usd: '135.00' });
    expect(clp.totals_usd.pending).toBe('236.25');
    await put(h, '/api/v1/currencies', { rates: [{ currency_code: 'CLP', usd_per_unit: null }] });
    expect((await metrics(h, '?currency=CLP')).json().data.currencies[0].usd_per_unit).toBe('0.00105');
  });

  it('charts per day for a month, with every day present, and honours the filters', async () => {
    const { h } = await twoCurrencies();
    const data = (await metrics(h, '?preset=this_month&status=pending')).json().data;
    expect(data.range).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    expect(data.series.granularity).toBe('day');
    expect(data.series.points).toHaveLength(31);
    const byDay = Object.fromEntries(data.series.points.filter((p: Json) => p.pending_usd !== '0.00').map((p: Json) => [p.period, p.pending_usd]));
    expect(byDay).toEqual({ '2026-12-01': '135142.35', '2026-12-15': '101250.45', '2026-12-29': '101356.76' });
    expect(data.series.points[0]).toMatchObject({ label: '1 dic', collected_usd: '0.00' });
    expect(data.currencies.map((c: Json) => [c.currency_code, c.collected])).toEqual([['CLP', '0.00'], ['USD', '0.00']]);
    const year = (await metrics(h, '?preset=this_year')).json().data.series;
    expect(year.granularity).toBe('month');
    expect(year.points.map((p: Json) => p.period)).toHaveLength(12);
    const empty = (await metrics(h, '?preset=last_month')).json().data;
    expect(empty.currencies).toEqual([]);
    expect(empty.totals_usd).toEqual({ collected: '0.00', pending: '0.00', overdue: '0.00', pipeline: '0.00', count: 0 });
  });

  it('reads in at most 3 statements', async () => {
    const { h } = await twoCurrencies();
    const { result, statements } = await countStatements(t.db, () => metrics(h, '?preset=this_year'));
    expect(result.statusCode).toBe(200);
    expect(statements.length).toBeLessThanOrEqual(3);
  });

  it('422 in Spanish, 401 without a session, and another workspace counts none of it', async () => {
    const { h, clp } = await twoCurrencies();
    expectError(await metrics(h, '?status=nope'), 422, 'VALIDATION_ERROR', { field: 'status', message: M.statusFilterInvalid });
    expectError(await metrics(h, '?to=2026-13-01'), 422, 'VALIDATION_ERROR', { field: 'to', message: M.dateInvalid });
    expectError(await metrics({}), 401, 'UNAUTHENTICATED');
    const other = await portalWithPlan(t);
    const theirs = (await metrics(other.owner.headers, `?project_id=${clp.project.id}`)).json().data;
    expect(theirs.currencies).toEqual([]);
    expect((await metrics(other.owner.headers)).json().data.totals_usd.count).toBe(3);
  });
});
