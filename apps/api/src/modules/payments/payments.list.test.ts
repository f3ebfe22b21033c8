import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAYMENTS_MESSAGES as M } from '@trato/domain/payments/messages';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { countStatements } from '../../../test/statements.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { api, portalWithPlan, proposalWithPlan, setPaymentRow, setPlanCurrency, setTimeZone, testClock, type Json } from './payments.fixtures.ts';

const clock = testClock();
const t = useTestApp({}, { clock: clock.now });
const { get } = api(t);

const names = (res: { json: () => { data: Json[] } }) => res.json().data.map((p: Json) => `${p.name}@${String(p.due_at).slice(0, 10)}`);
const list = (headers: Record<string, string>, query = '') => get(headers, `/api/v1/payments${query}`);

describe('GET /v1/payments', () => {
  it('lists the workspace payments by due day with project, client, overdue and the page meta', async () => {
    clock.set('2026-12-10T15:00:00Z'); // the advance (1 Dec) is overdue
    const p = await portalWithPlan(t);
    const res = await list(p.owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(names(res)).toEqual(['Anticipo@2026-12-01', 'Segundo pago@2026-12-15', 'Entrega@2026-12-29']);
    expect(body.data[0]).toMatchObject({
      amount: '135000.60',
      amount_type: 'CLP',
      percent: '40.00',
      status: 'pending',
      paid_at: null,
      overdue: true,
      project: { id: p.project.id, name: 'Portal Panadería', type: 'project', slug: p.project.slug },
      company: { id: p.company.id, name: 'Panadería Ñuñoa', logo: null },
    });
    expect(body.data[1].overdue).toBe(false);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 10, total: 3, from: 1, to: 3, last_page: 1 });
    expect(body.range).toEqual({ preset: 'all', from: null, to: null, today: '2026-12-10', time_zone: 'America/Santiago' });
  });

  it('filters by status (pending includes overdue), client, project and currency', async () => {
    clock.set('2026-12-10T15:00:00Z');
    const p = await portalWithPlan(t);
    const other = await portalWithPlan(t, { owner: p.owner, name: 'Portal Ferretería' });
    await setPlanCurrency(t, other.project.id, 'USD');
    await setPaymentRow(t, p.payments[1]!.id, { status: 'paid' });
    const h = p.owner.headers;
    expect(names(await list(h, '?status=paid'))).toEqual(['Segundo pago@2026-12-15']);
    expect((await list(h, '?status=pending')).json().meta.total).toBe(5);
    expect(names(await list(h, '?status=overdue'))).toEqual(['Anticipo@2026-12-01', 'Anticipo@2026-12-01']);
    expect((await list(h, `?project_id=${other.project.id}`)).json().data.every((x: Json) => x.project.name === 'Portal Ferretería')).toBe(true);
    expect((await list(h, '?currency=USD')).json().meta.total).toBe(3);
    expect((await list(h, `?company_id=${other.company.id}&currency=CLP`)).json().meta.total).toBe(0);
    expect((await list(h, `?company_id=${p.company.id}`)).json().meta.total).toBe(3);
  });

  it('date presets follow today in the workspace time zone (month and year edges)', async () => {
    const p = await portalWithPlan(t);
    const h = p.owner.headers;
    clock.set('2026-11-30T15:00:00Z'); // Monday 30 November in Santiago
    expect(names(await list(h, '?preset=next_month'))).toHaveLength(3);
    expect(names(await list(h, '?preset=this_month'))).toEqual([]);
    expect(names(await list(h, '?preset=tomorrow'))).toEqual(['Anticipo@2026-12-01']);
    expect(names(await list(h, '?preset=this_week'))).toEqual(['Anticipo@2026-12-01']);
    expect(names(await list(h, '?preset=next_14_days'))).toEqual(['Anticipo@2026-12-01']);
    clock.set('2026-12-01T02:00:00Z'); // still 30 November, 23:00 in Santiago; already December in UTC
    expect(names(await list(h, '?preset=today'))).toEqual([]);
    await setTimeZone(t, p.owner.workspace.id, 'UTC');
    expect(names(await list(h, '?preset=today'))).toEqual(['Anticipo@2026-12-01']);
    await setTimeZone(t, p.owner.workspace.id, 'America/Santiago');
    // New Year's Eve, 23:30 in Santiago = 02:30 UTC of 1 January 2027.
    clock.set('2027-01-01T02:30:00Z');
    const thisYear = await list(h, '?preset=this_year');
    expect(thisYear.json().range).toMatchObject({ from: '2026-01-01', to: '2026-12-31', today: '2026-12-31' });
    expect(names(thisYear)).toHaveLength(3);
    expect(names(await list(h, '?preset=before_today'))).toEqual(['Anticipo@2026-12-01', 'Segundo pago@2026-12-15', 'Entrega@2026-12-29']);
    await setTimeZone(t, p.owner.workspace.id, 'UTC');
    expect(names(await list(h, '?preset=this_year'))).toEqual([]);
    expect(names(await list(h, '?preset=last_month'))).toHaveLength(3);
    expect(names(await list(h, '?from=2026-12-15&to=2026-12-29'))).toEqual(['Segundo pago@2026-12-15', 'Entrega@2026-12-29']);
    expect(names(await list(h, '?preset=custom&from=2026-12-16'))).toEqual(['Entrega@2026-12-29']);
  });

  it('a date range leaves out payments without a due date; all keeps them last', async () => {
    clock.set('2026-11-26T15:00:00Z');
    const p = await portalWithPlan(t);
    await setPaymentRow(t, p.payments[0]!.id, { dueAt: null });
    expect(names(await list(p.owner.headers))).toEqual(['Segundo pago@2026-12-15', 'Entrega@2026-12-29', 'Anticipo@null']);
    expect(names(await list(p.owner.headers, '?preset=next_month'))).toEqual(['Segundo pago@2026-12-15', 'Entrega@2026-12-29']);
  });

  it('shows open proposals but not a proposal once it is not open, nor trashed portals', async () => {
    const p = await portalWithPlan(t);
    const proposal = await proposalWithPlan(t, p);
    expect((await list(p.owner.headers)).json().meta.total).toBe(6);
    const byProposal = await list(p.owner.headers, `?project_id=${proposal.id}`);
    expect(byProposal.json().data[0].project).toMatchObject({ type: 'proposal', name: 'Cotización Panadería' });
    await api(t).post(p.owner.headers, `/api/v1/proposals/${proposal.id}/status`, { status: 'FILED' });
    await api(t).del(p.owner.headers, `/api/v1/projects/${p.project.id}`);
    expect((await list(p.owner.headers)).json().meta.total).toBe(0);
  });

  it('pages by 10 with links that keep the filters, in at most 3 statements whatever the page', async () => {
    clock.set('2026-11-26T15:00:00Z');
    const p = await portalWithPlan(t);
    for (let i = 0; i < 4; i += 1) await portalWithPlan(t, { owner: p.owner, name: `Portal ${i}` });
    const first = await countStatements(t.db, () => list(p.owner.headers, '?status=pending&preset=next_month'));
    expect(first.result.json().data).toHaveLength(10);
    expect(first.statements.length).toBeLessThanOrEqual(3);
    const meta = first.result.json().meta;
    expect(meta).toMatchObject({ total: 15, last_page: 2, from: 1, to: 10 });
    expect(meta.links.next).toBe('/api/v1/payments?status=pending&preset=next_month&page=2');
    const second = await list(p.owner.headers, '?status=pending&preset=next_month&page=2');
    expect(second.json().data).toHaveLength(5);
    const past = await countStatements(t.db, () => list(p.owner.headers, '?page=9'));
    expect(past.result.json()).toMatchObject({ data: [], meta: { total: 15, current_page: 9, from: null } });
    expect(past.statements.length).toBeLessThanOrEqual(3);
  });

  it('422 in Spanish for bad filters', async () => {
    const p = await portalWithPlan(t);
    const h = p.owner.headers;
    expectError(await list(h, '?status=late'), 422, 'VALIDATION_ERROR', { field: 'status', message: M.statusFilterInvalid });
    expectError(await list(h, '?preset=soon'), 422, 'VALIDATION_ERROR', { field: 'preset', message: M.presetInvalid });
    expectError(await list(h, '?from=2026-02-30'), 422, 'VALIDATION_ERROR', { field: 'from', message: M.dateInvalid });
    expectError(await list(h, '?from=2026-03-01&to=2026-02-01'), 422, 'VALIDATION_ERROR', { field: 'to', message: M.rangeReversed });
    expectError(await list(h, '?preset=custom'), 422, 'VALIDATION_ERROR', { field: 'from', message: M.customNeedsDates });
    expectError(await list(h, '?company_id=nope'), 422, 'VALIDATION_ERROR', { field: 'company_id', message: M.companyInvalid });
    expectError(await list(h, '?currency=BTC'), 422, 'VALIDATION_ERROR', { field: 'currency', message: M.currencyInvalid });
    expectError(await list(h, '?page=0'), 422, 'VALIDATION_ERROR', { field: 'page' });
    expectError(await list(h, '?to=9999-12-31'), 422, 'VALIDATION_ERROR', { field: 'to', message: M.dateInvalid });
    expect((await list(h, '?from=1900-01-01&to=2999-12-31')).statusCode).toBe(200);
    expect((await get(h, '/api/v1/payments/metrics?from=1900-01-01&to=2999-12-31')).statusCode).toBe(200);
    expectError(await list(h, '?status=paid&status=pending'), 422, 'VALIDATION_ERROR', { field: 'status' });
  });

  it('401 without a session; another workspace sees none of it, even filtering by its ids', async () => {
    expectError(await list({}), 401, 'UNAUTHENTICATED');
    const a = await portalWithPlan(t);
    const b = await portalWithPlan(t);
    const res = await list(b.owner.headers, `?project_id=${a.project.id}`);
    expect(res.json().meta.total).toBe(0);
    const mine = await list(b.owner.headers, `?company_id=${a.company.id}`);
    expect(mine.json().data).toEqual([]);
    const all = await list(b.owner.headers);
    expect(leaksNothing(all.body, [a.project.id, a.payments[0]!.id, a.project.slug])).toBe(true);
    expect((await list(b.owner.headers, `?project_id=${randomUUID()}`)).json().meta.total).toBe(0);
  });
});
