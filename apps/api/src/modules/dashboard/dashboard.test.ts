import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { countStatements } from '../../../test/statements.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { projects, stages, workspaces } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { ownerOn } from '../projects/projects.fixtures.ts';
import { addCompany, addLine, api, readyProposal, SERVICES, SERVICES_TOTAL, type Json } from '../proposals/proposals.fixtures.ts';
import { signableProposal, signOk } from '../signatures/signatures.fixtures.ts';
import { portalWithStage } from './dashboard.fixtures.ts';
import { dashboardMetrics } from './dashboard.queries.ts';

const t = useTestApp();
const { get, post } = api(t);

const metrics = async (headers: Record<string, string>) => {
  const res = await get(headers, '/api/v1/dashboard/metrics');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Json;
};
const total = async (headers: Record<string, string>, url: string) => (await get(headers, url)).json().meta.total as number;

/** A WorkspaceContext for calling the query with a frozen clock (the month edges). */
const ctxOf = (owner: Json): WorkspaceContext => ({ db: t.db, user: owner.user, userId: owner.user.id, tokenId: 'test', workspaceId: owner.workspace.id, role: 'owner', timeZone: owner.workspace.time_zone ?? 'America/Santiago' });

describe('GET /v1/dashboard/metrics', () => {
  it('a signed proposal: the portal, the accepted amount, sent and online counts equal to the lists', async () => {
    const s = await signableProposal(t, { name: 'Panadería Aurora' });
    await signOk(t, s.proposal.slug);
    const h = s.owner.headers;
    const sent = await readyProposal(t, s.owner, { lineId: s.line.id, companyId: s.company.id, name: 'Enviada', extra: { services: SERVICES } });
    expect((await post(h, `/api/v1/proposals/${sent.id}/status`, { status: 'SENT' })).statusCode).toBe(200);
    const expired = await readyProposal(t, s.owner, { lineId: s.line.id, companyId: s.company.id, name: 'Vencida' });
    await post(h, `/api/v1/proposals/${expired.id}/status`, { status: 'SENT' });
    await t.db.update(projects).set({ validUntilAt: new Date(Date.now() - 86_400_000) }).where(eq(projects.id, expired.id));
    await readyProposal(t, s.owner, { lineId: s.line.id, companyId: s.company.id, name: 'Sin terminar', finish: false });

    const m = await metrics(h);
    expect(m.projects.totals.active).toBe(await total(h, '/api/v1/projects?status=active'));
    expect(m.projects.totals.active).toBe(1);
    const [portalRow] = (await get(h, '/api/v1/projects?status=active')).json().data;
    expect(m.projects.first_active_id).toBe(portalRow.id);
    expect(m.proposals.totals.sent).toBe(await total(h, '/api/v1/proposals?status=SENT'));
    expect(m.proposals.totals).toEqual({ sent: 2, online: 1 });
    expect(m.accepted.totals).toEqual([{ currency_code: s.proposal.currency_code, amount: SERVICES_TOTAL, count: 1 }]);
    expect(m.accepted.time_zone).toBe('America/Santiago');
    expect(m.lines.total).toBe(1);
    // The latest three finished proposals, as the list shows them (the unfinished draft is left out).
    const listed = (await get(h, '/api/v1/proposals')).json().data.filter((p: Json) => p.status !== 'init').slice(0, 3);
    expect(m.proposals.latest).toEqual(listed);
    expect(m.proposals.latest.map((p: Json) => p.name)).toEqual(['Vencida', 'Enviada', 'Panadería Aurora']);
    // The feed's first page, as GET /v1/activities shows it.
    expect(m.recent.activities).toEqual((await get(h, '/api/v1/activities')).json().data);
    expect(m.recent.activities.length).toBeGreaterThan(0);
    // Online is 'no end date' plus 'ends later' (two index ranges, decision 0039): both count.
    await t.db.update(projects).set({ validUntilAt: null }).where(eq(projects.id, sent.id));
    expect((await metrics(h)).proposals.totals).toEqual({ sent: 2, online: 1 });
    await t.db.update(projects).set({ validUntilAt: new Date(Date.now() + 86_400_000) }).where(eq(projects.id, expired.id));
    expect((await metrics(h)).proposals.totals).toEqual({ sent: 2, online: 2 });
  });

  it('upcoming milestones: pending payments and stages of the next 14 days, in the workspace time zone', async () => {
    const p = await portalWithStage(t);
    const paid = p.project.payments.payments[0];
    expect((await api(t).put(p.owner.headers, `/api/v1/projects/${p.project.id}/payments/${paid.id}/status`, { status: 'paid' })).statusCode).toBe(200);
    // 2026-11-26 at 23:30 in Santiago is already the 27th in UTC: the window starts on the 26th.
    const m = await dashboardMetrics(ctxOf(p.owner), 'http://trato.test', new Date('2026-11-27T02:30:00Z'));
    expect(m.milestones.from).toBe('2026-11-26');
    expect(m.milestones.to).toBe('2026-12-09');
    // Anticipo (12-01) is paid; Segundo pago (12-15) is beyond the window; the stage starts 12-03.
    expect(m.milestones.data.map((e) => [e.type, e.title, e.start, e.status])).toEqual([['stage', 'Diseño', '2026-12-03', 'upcoming']]);
    const later = await dashboardMetrics(ctxOf(p.owner), 'http://trato.test', new Date('2026-12-05T15:00:00Z'));
    expect(later.milestones.data.map((e) => [e.title, e.status])).toEqual([
      ['Diseño', 'in_progress'],
      ['Segundo pago', 'pending'],
    ]);
  });

  it('milestones: the first ten by day, skipping what a trashed portal plans even when it sorts first', async () => {
    const live = await portalWithStage(t);
    const gone = await portalWithStage(t, { owner: live.owner, name: 'Papelera' });
    const ws = live.owner.workspace.id;
    // The trashed portal's stage starts first and its payment is due first: both must be skipped.
    await t.db.insert(stages).values({ workspaceId: ws, projectId: gone.project.id, name: 'Oculta', startDate: '2026-11-27', endDate: '2026-11-27' });
    await t.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, gone.project.id));
    // Twelve one-day stages of the live portal, 11-28 … 12-09 (inserted out of order).
    const days = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, 10, 28 + i)).toISOString().slice(0, 10)).reverse();
    await t.db.insert(stages).values(days.map((d, i) => ({ workspaceId: ws, projectId: live.project.id, name: `Etapa ${i}`, startDate: d, endDate: d })));
    const m = await dashboardMetrics(ctxOf(live.owner), 'http://trato.test', new Date('2026-11-26T15:00:00Z'));
    const shown = m.milestones.data.map((e) => [e.type, e.start, e.project.name]);
    expect(shown).toHaveLength(10);
    expect(shown.some(([, , name]) => name === 'Papelera')).toBe(false);
    // Soonest first: the payment of 12-01 among the stages, one event per day until 12-05.
    expect(shown.map(([type, start]) => `${type} ${start}`)).toEqual([
      'stage 2026-11-28', 'stage 2026-11-29', 'stage 2026-11-30', 'payment 2026-12-01', 'stage 2026-12-01',
      'stage 2026-12-02', 'stage 2026-12-03', 'stage 2026-12-03', 'stage 2026-12-04', 'stage 2026-12-05',
    ]);
  });

  it("the month edge is the workspace's: accepted at 23:30 on Oct 31 in Santiago is October there, November in UTC", async () => {
    const owner = await ownerOn(t);
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id);
    const p = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, extra: { services: SERVICES } });
    await t.db.update(projects).set({ status: 'ACCEPTED', acceptedAt: new Date('2026-11-01T02:30:00Z') }).where(eq(projects.id, p.id));
    const at = (iso: string) => dashboardMetrics(ctxOf(owner), 'http://trato.test', new Date(iso));
    expect((await at('2026-11-15T12:00:00Z')).accepted).toEqual({ month: '2026-11', time_zone: 'America/Santiago', totals: [] });
    expect((await at('2026-10-31T20:00:00Z')).accepted.totals).toEqual([{ currency_code: p.currency_code, amount: SERVICES_TOTAL, count: 1 }]);
    // 2026-11-01 02:00 UTC is still October 31 in Santiago.
    expect((await at('2026-11-01T02:00:00Z')).accepted.month).toBe('2026-10');
    await t.db.update(workspaces).set({ timeZone: 'UTC' }).where(eq(workspaces.id, owner.workspace.id));
    expect((await at('2026-11-15T12:00:00Z')).accepted.totals).toEqual([{ currency_code: p.currency_code, amount: SERVICES_TOTAL, count: 1 }]);
    expect((await at('2026-10-31T20:00:00Z')).accepted.totals).toEqual([]);
  });

  it('amounts are exact and per currency', async () => {
    const owner = await ownerOn(t);
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id);
    const mk = async (currency: string, total: string) => {
      const p = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, extra: { services: [{ name: 'X', type: 'simple', total }] } });
      await t.db.update(projects).set({ status: 'ACCEPTED', acceptedAt: new Date(), currencyCode: currency }).where(eq(projects.id, p.id));
    };
    await mk('USD', '0.10');
    await mk('USD', '0.20');
    await mk('CLP', '1500000');
    expect((await metrics(owner.headers)).accepted.totals).toEqual([
      { currency_code: 'CLP', amount: '1500000.00', count: 1 },
      { currency_code: 'USD', amount: '0.30', count: 2 },
    ]);
  });

  it('a new workspace: zeros and empty lists', async () => {
    const owner = await ownerOn(t);
    const m = await metrics(owner.headers);
    expect(m).toMatchObject({
      projects: { totals: { active: 0 }, first_active_id: null },
      proposals: { totals: { sent: 0, online: 0 }, latest: [] },
      accepted: { totals: [] },
      lines: { total: 0 },
      milestones: { data: [] },
      recent: { activities: [] },
    });
  });

  it("401 without a session; another workspace's figures carry nothing of A's", async () => {
    const s = await signableProposal(t, { name: 'Secreto de A' });
    await signOk(t, s.proposal.slug);
    expectError(await get({}, '/api/v1/dashboard/metrics'), 401, 'UNAUTHENTICATED');
    const b = await ownerOn(t);
    const res = await get(b.headers, '/api/v1/dashboard/metrics');
    expect(res.json().data.projects.totals.active).toBe(0);
    expect(res.json().data.accepted.totals).toEqual([]);
    expect(leaksNothing(res.body, [s.proposal.id, 'Secreto de A', s.company.name, s.company.id])).toBe(true);
  });

  it('costs at most three statements whatever the workspace holds', async () => {
    const p = await portalWithStage(t);
    for (let i = 0; i < 5; i++) await portalWithStage(t, { owner: p.owner, name: `Portal ${i}` });
    for (let i = 0; i < 5; i++) await readyProposal(t, p.owner, { lineId: p.line.id, companyId: p.company.id, name: `Propuesta ${i}` });
    const { result, statements } = await countStatements(t.db, () => get(p.owner.headers, '/api/v1/dashboard/metrics'));
    expect(result.json().data.proposals.latest).toHaveLength(3);
    expect(statements.length).toBeLessThanOrEqual(3);
  });
});
