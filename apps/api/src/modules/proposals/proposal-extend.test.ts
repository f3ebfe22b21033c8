import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXTEND_MESSAGES as M } from '@trato/domain/proposals/expiry';
import { activitySentence } from '@trato/domain/activities/activity-text';
import { useTestApp } from '../../../test/app.ts';
import { createMember } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { leaksNothing, twoWorkspaces } from '../../../test/tenants.ts';
import { activities, projects } from '../../db/schema/index.ts';
import { published } from '../public-proposals/public.fixtures.ts';
import { addCompany, addLine, api, readyProposal } from './proposals.fixtures.ts';

const t = useTestApp();
const { get, post, del } = api(t);
const none = {};
const PAST = new Date('2025-01-31T00:00:00Z');
/** A calendar day some weeks ahead, as the date picker sends it. */
const ahead = (days = 30) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function expiredProposal() {
  const p = await published(t);
  await t.db.update(projects).set({ validUntilAt: PAST, status: 'SENT' }).where(eq(projects.id, p.proposal.id));
  return p;
}

describe('POST /v1/proposals/{id}/extend', () => {
  it('gives an expired proposal a new «Válida hasta»: the client can sign it again at once, and the feed says so', async () => {
    const p = await expiredProposal();
    const before = (await get(none, `/api/v1/proposal/${p.proposal.slug}`)).json().data;
    expect(before).toMatchObject({ expired: true, can_sign: false });

    const day = ahead();
    const res = await post(p.owner.headers, `/api/v1/proposals/${p.proposal.id}/extend`, { valid_until_at: day });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: p.proposal.id, status: 'SENT', valid_until_at: `${day}T00:00:00.000Z` });
    expect(res.json().message).toMatch(/^Listo: la cotización vale hasta el \d{1,2} de [a-z]+ de \d{4}\.$/);

    const after = (await get(none, `/api/v1/proposal/${p.proposal.slug}`)).json().data;
    expect(after).toMatchObject({ expired: false, can_sign: true, can_decline: true, valid_until_at: `${day}T00:00:00.000Z` });

    const rows = await t.db.select().from(activities).where(and(eq(activities.projectId, p.proposal.id), eq(activities.type, 'proposal.updated')));
    const extended = rows.find((r) => (r.data as { extended?: boolean }).extended);
    expect(extended?.data).toEqual({ extended: true, valid_until: { from: PAST.toISOString(), to: `${day}T00:00:00.000Z` } });
    expect(activitySentence({ type: extended!.type, data: extended!.data, user: { name: 'Ana Pérez' } }).text).toMatch(/^extendió la validez de la cotización hasta el \d/);
  });

  it('a member may extend too; today is still a valid date', async () => {
    const p = await expiredProposal();
    const member = await createMember(t.db, p.owner.workspace.id, 'member');
    const today = new Date().toISOString().slice(0, 10);
    const res = await post(member.headers, `/api/v1/proposals/${p.proposal.id}/extend`, { valid_until_at: today });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(none, `/api/v1/proposal/${p.proposal.slug}`)).json().data.can_sign).toBe(true);
  });

  it('422 in Spanish: no date, not a date, or a day already over; nothing changes', async () => {
    const p = await expiredProposal();
    const url = `/api/v1/proposals/${p.proposal.id}/extend`;
    expectError(await post(p.owner.headers, url, {}), 422, 'VALIDATION_ERROR', { field: 'valid_until_at', message: M.dateRequired });
    expectError(await post(p.owner.headers, url, { valid_until_at: '2026-02-30' }), 422, 'VALIDATION_ERROR', { field: 'valid_until_at', message: 'Ingresa una fecha válida (AAAA-MM-DD).' });
    expectError(await post(p.owner.headers, url, { valid_until_at: '2025-06-01' }), 422, 'VALIDATION_ERROR', { field: 'valid_until_at', message: M.past });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, p.proposal.id));
    expect(row!.validUntilAt).toEqual(PAST);
  });

  it('409 for a proposal no longer open (declined or signed)', async () => {
    const p = await published(t);
    expect((await post(p.owner.headers, `/api/v1/proposals/${p.proposal.id}/status`, { status: 'DECLINED' })).statusCode).toBe(200);
    expectError(await post(p.owner.headers, `/api/v1/proposals/${p.proposal.id}/extend`, { valid_until_at: ahead() }), 409, 'CONFLICT', { message: M.notOpen });
  });

  it('401 without a session', async () => {
    const p = await expiredProposal();
    expectError(await post(none, `/api/v1/proposals/${p.proposal.id}/extend`, { valid_until_at: ahead() }), 401, 'UNAUTHENTICATED');
  });

  it("404 for another workspace's or a trashed proposal; nothing changes", async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const line = await addLine(t, a.workspace.id);
    const company = await addCompany(t, a.workspace.id);
    const proposal = await readyProposal(t, a, { lineId: line.id, companyId: company.id, name: 'Secreto de A' });
    const res = await post(b.headers, `/api/v1/proposals/${proposal.id}/extend`, { valid_until_at: ahead() });
    expectError(res, 404, 'NOT_FOUND');
    expect(leaksNothing(res.body, ['Secreto de A', proposal.slug])).toBe(true);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, proposal.id));
    expect(row!.validUntilAt).toBeNull();

    expect((await del(a.headers, `/api/v1/proposals/${proposal.id}`)).statusCode).toBe(204);
    expectError(await post(a.headers, `/api/v1/proposals/${proposal.id}/extend`, { valid_until_at: ahead() }), 404, 'NOT_FOUND');
  });
});
