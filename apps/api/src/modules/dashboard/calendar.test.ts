import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES as M } from '@trato/domain/dashboard/messages';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { countStatements } from '../../../test/statements.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { projects } from '../../db/schema/index.ts';
import { ownerOn } from '../projects/projects.fixtures.ts';
import { addCompany, addLine, api, INSTALLMENTS, readyProposal, SERVICES, type Json } from '../proposals/proposals.fixtures.ts';
import { december, portalWithStage } from './dashboard.fixtures.ts';

const t = useTestApp();
const { get } = api(t);

const summary = (events: Json[]) => events.map((e) => [e.type, e.title, e.start, e.end, e.url]);

describe('GET /v1/dashboard/calendar', () => {
  it("lists a portal's payments and stages in the range, soonest first, each opening its portal", async () => {
    const p = await portalWithStage(t);
    const res = await get(p.owner.headers, december());
    expect(res.statusCode, res.body).toBe(200);
    const url = `/projects/${p.project.id}`;
    expect(summary(res.json().events)).toEqual([
      ['payment', 'Anticipo', '2026-12-01', '2026-12-01', url],
      ['stage', 'Diseño', '2026-12-03', '2026-12-10', url],
      ['payment', 'Segundo pago', '2026-12-15', '2026-12-15', url],
      ['payment', 'Entrega', '2026-12-29', '2026-12-29', url],
    ]);
    const [anticipo, stage] = res.json().events;
    expect(anticipo).toMatchObject({ all_day: true, status: 'pending', amount: '135000.60', amount_type: expect.any(String), project: { id: p.project.id, name: 'Panadería Aurora', type: 'project' } });
    expect(stage).toMatchObject({ id: p.stage.id, all_day: true, project: { id: p.project.id, type: 'project' } });
    expect(stage).not.toHaveProperty('amount');
  });

  it('filters: include_stages=false and include_payments=false; a stage overlapping the range edge is in', async () => {
    const p = await portalWithStage(t);
    expect(summary((await get(p.owner.headers, december('&include_stages=false'))).json().events).map((e) => e[0])).toEqual(['payment', 'payment', 'payment']);
    const stagesOnly = await get(p.owner.headers, december('&include_payments=0'));
    expect(stagesOnly.statusCode, stagesOnly.body).toBe(200);
    expect(summary(stagesOnly.json().events).map((e) => e[1])).toEqual(['Diseño']);
    expect((await get(p.owner.headers, december('&include_payments=false&include_stages=false'))).json().events).toEqual([]);
    const edge = await get(p.owner.headers, '/api/v1/dashboard/calendar?start_date=2026-12-10&end_date=2026-12-14');
    expect(edge.statusCode, edge.body).toBe(200);
    expect(summary(edge.json().events).map((e) => e[1])).toEqual(['Diseño']);
  });

  it("an open proposal's payments open the proposal; a signed one's are only the portal's; trashed ones are gone", async () => {
    const owner = await ownerOn(t);
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id);
    const draft = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: 'Catálogo', extra: { services: SERVICES, payments: INSTALLMENTS } });
    const accepted = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: 'Firmada', extra: { services: SERVICES, payments: INSTALLMENTS } });
    await t.db.update(projects).set({ status: 'ACCEPTED', acceptedAt: new Date() }).where(eq(projects.id, accepted.id));
    const { project: trashed } = await portalWithStage(t, { owner, name: 'En la papelera' });
    expect((await api(t).del(owner.headers, `/api/v1/projects/${trashed.id}`)).statusCode).toBe(204);
    const events = (await get(owner.headers, december())).json().events as Json[];
    expect(events.map((e) => [e.title, e.project.name, e.url])).toEqual([
      ['Anticipo', 'Catálogo', `/proposals/${draft.id}`],
      ['Segundo pago', 'Catálogo', `/proposals/${draft.id}`],
      ['Entrega', 'Catálogo', `/proposals/${draft.id}`],
    ]);
  });

  it('422 in Spanish for a bad day, end before start, more than 366 days or a bad flag', async () => {
    const { owner } = await portalWithStage(t);
    const cal = (q: string) => get(owner.headers, `/api/v1/dashboard/calendar?${q}`);
    expectError(await cal('end_date=2026-12-31'), 422, 'VALIDATION_ERROR', { field: 'start_date', message: M.startDateInvalid });
    expectError(await cal('start_date=2026-02-30&end_date=2026-03-01'), 422, 'VALIDATION_ERROR', { field: 'start_date', message: M.startDateInvalid });
    expectError(await cal('start_date=2026-12-01&end_date=31/12/2026'), 422, 'VALIDATION_ERROR', { field: 'end_date', message: M.endDateInvalid });
    expectError(await cal('start_date=2026-12-31&end_date=2026-12-01'), 422, 'VALIDATION_ERROR', { field: 'end_date', message: M.endBeforeStart });
    expectError(await cal('start_date=2026-01-01&end_date=2027-01-02'), 422, 'VALIDATION_ERROR', { field: 'end_date', message: M.rangeTooLong });
    expect((await cal('start_date=2026-01-01&end_date=2027-01-01')).statusCode).toBe(200);
    expectError(await cal('start_date=2026-12-01&end_date=2026-12-31&include_stages=quizas'), 422, 'VALIDATION_ERROR', { field: 'include_stages', message: M.flagInvalid });
    expectError(await cal(`start_date=${'9'.repeat(5000)}&end_date=2026-12-31`), 422, 'VALIDATION_ERROR');
  });

  it('401 without a session; another workspace sees none of it', async () => {
    const a = await portalWithStage(t, { name: 'Secreto de A' });
    expectError(await get({}, december()), 401, 'UNAUTHENTICATED');
    const b = await ownerOn(t);
    const res = await get(b.headers, december());
    expect(res.statusCode).toBe(200);
    expect(res.json().events).toEqual([]);
    expect(leaksNothing(res.body, [a.project.id, a.stage.id, 'Secreto de A'])).toBe(true);
  });

  it('costs one statement whatever the range holds', async () => {
    const p = await portalWithStage(t);
    for (let i = 0; i < 4; i++) await portalWithStage(t, { owner: p.owner, name: `Portal ${i}` });
    const { result, statements } = await countStatements(t.db, () => get(p.owner.headers, december()));
    expect(result.json().events).toHaveLength(20);
    expect(statements.length).toBeLessThanOrEqual(2);
  });
});
