import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { normalised } from '../../../test/snapshot.ts';
import { payments, projects } from '../../db/schema/index.ts';
import { testClock } from '../payments/payments.fixtures.ts';
import { ownerOn } from '../projects/projects.fixtures.ts';
import { addCompany, addLine, api, INSTALLMENTS, readyProposal, SERVICES, type Json } from '../proposals/proposals.fixtures.ts';
import { december, portalWithStage } from './dashboard.fixtures.ts';

// Pins the dashboard and calendar DTOs before their queries are tuned for scale (issue 13): the
// same snapshot must pass on PGlite and on PostgreSQL, before and after.
const clock = testClock('2026-11-26T15:00:00Z');
const t = useTestApp({}, { clock: clock.now });
const { get, post } = api(t);

describe('dashboard DTOs (snapshot)', () => {
  it('metrics and the calendar of a workspace with a portal, sent, accepted and draft proposals', async () => {
    const p = await portalWithStage(t);
    const h = p.owner.headers;
    const line = await addLine(t, p.owner.workspace.id, 'Web');
    const company = await addCompany(t, p.owner.workspace.id, 'Café Cordillera');
    const names = ['Sitio web', 'Tienda en línea', 'Rediseño', 'Mantención'];
    const made: Json[] = [];
    // Only the first proposal has a plan, a day after the portal's: events of one day and title are
    // ordered by their random id, which a snapshot cannot pin.
    for (const name of names) made.push(await readyProposal(t, p.owner, { lineId: line.id, companyId: company.id, name, extra: { services: SERVICES, ...(!made.length && { payments: INSTALLMENTS }) } }));
    await t.db.update(payments).set({ dueAt: sql`${payments.dueAt} + interval '1 day'` }).where(eq(payments.projectId, made[0]!.id));
    expect((await post(h, `/api/v1/proposals/${made[0]!.id}/status`, { status: 'SENT' })).statusCode).toBe(200);
    expect((await post(h, `/api/v1/proposals/${made[1]!.id}/status`, { status: 'SENT' })).statusCode).toBe(200);
    await t.db.update(projects).set({ validUntilAt: new Date('2026-11-20T00:00:00Z') }).where(eq(projects.id, made[1]!.id));
    await t.db.update(projects).set({ status: 'ACCEPTED', acceptedAt: new Date('2026-11-10T12:00:00Z') }).where(eq(projects.id, made[2]!.id));
    await portalWithStage(t, { owner: await ownerOn(t), name: 'Otro espacio' });

    const bodies: Record<string, unknown> = {};
    for (const url of ['/api/v1/dashboard/metrics', december(), december('&include_payments=0'), '/api/v1/dashboard/calendar?start_date=2026-11-01&end_date=2026-11-30']) {
      const res = await get(h, url);
      expect(res.statusCode, res.body).toBe(200);
      bodies[url] = res.json();
    }
    // Entries logged in one transaction share created_at and are then ordered by random id: the
    // feed's order is the activities module's own test; here only what each entry says is pinned.
    const recent = (bodies['/api/v1/dashboard/metrics'] as { data: { recent: { activities: { type: string; project: { name: string } | null }[] } } }).data.recent;
    recent.activities.sort((a, b) => `${a.type} ${a.project?.name}`.localeCompare(`${b.type} ${b.project?.name}`));
    expect(normalised(bodies)).toMatchSnapshot();
  });
});
