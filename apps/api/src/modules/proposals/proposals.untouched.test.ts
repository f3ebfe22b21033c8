import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROPOSAL_MESSAGES } from '@trato/domain/proposals/schemas';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { countStatements } from '../../../test/statements.ts';
import { twoWorkspaces } from '../../../test/tenants.ts';
import { activities, projects } from '../../db/schema/index.ts';
import { activeProposalCount } from './proposal-limits.ts';
import { addCompany, addLine, api, INSTALLMENTS, newProposal, readyProposal, SERVICES, type Json } from './proposals.fixtures.ts';

const t = useTestApp();
const { get, post, put } = api(t);

/** Decision 0027: a draft nobody typed into is not kept, listed nor counted. */
describe('untouched drafts (POST /v1/proposals?status=init)', () => {
  it('a second "Nueva cotización" in the same line hands back the same untouched draft (200), started afresh', async () => {
    const owner = await createOwner(t.db);
    const line = await addLine(t, owner.workspace.id);
    const first = await newProposal(t, owner, line.id);
    await put(owner.headers, `/api/v1/proposals/${first.id}`, { form_step: 3 });
    const again = await post(owner.headers, '/api/v1/proposals?status=init', { line_id: line.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ id: first.id, status: 'init', form_step: 1 });
    const rows = await t.db.select().from(projects).where(eq(projects.workspaceId, owner.workspace.id));
    expect(rows).toHaveLength(1);
  });

  it('once someone typed into it, the next click makes a new draft (201); other lines and other people get their own', async () => {
    const owner = await createOwner(t.db);
    const member = await createMember(t.db, owner.workspace.id, 'member');
    const line = await addLine(t, owner.workspace.id);
    const other = await addLine(t, owner.workspace.id, 'Web');
    const first = await newProposal(t, owner, line.id);
    expect((await put(owner.headers, `/api/v1/proposals/${first.id}`, { name: 'Rediseño' })).statusCode).toBe(200);
    const second = await newProposal(t, owner, line.id);
    expect(second.id).not.toBe(first.id);
    expect((await newProposal(t, owner, other.id)).id).not.toBe(second.id);
    const theirs = await post(member.headers, '/api/v1/proposals?status=init', { line_id: line.id });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(second.id);
  });

  it('is left out of GET /v1/proposals and of the plan counter; typing a name brings it in', async () => {
    const owner = await createOwner(t.db);
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id);
    await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: 'Lista' });
    const blank = await newProposal(t, owner, line.id);
    const list = async () => ((await get(owner.headers, '/api/v1/proposals')).json() as Json).data.map((p: Json) => p.id);
    expect(await list()).not.toContain(blank.id);
    expect((await get(owner.headers, `/api/v1/proposals?line=${line.slug}`)).json().meta.total).toBe(1);
    expect(await activeProposalCount(t.db, owner.workspace.id)).toBe(1);
    // It still opens by id: the builder reads it.
    expect((await get(owner.headers, `/api/v1/proposals/${blank.id}`)).statusCode).toBe(200);
    await put(owner.headers, `/api/v1/proposals/${blank.id}`, { name: 'Segunda' });
    expect(await list()).toContain(blank.id);
  });

  it('meta.total counts a draft someone typed into and never an untouched one, on every page and with a status filter', async () => {
    const owner = await createOwner(t.db);
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id);
    const ready = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: 'Lista' });
    const typed = await newProposal(t, owner, line.id);
    await put(owner.headers, `/api/v1/proposals/${typed.id}`, { name: 'A medias' });
    await newProposal(t, owner, line.id);
    const meta = async (query: string) => (await get(owner.headers, `/api/v1/proposals${query}`)).json().meta;
    expect((await meta('')).total).toBe(2);
    // Past the last page no row carries the total: it is counted on its own, by the same rule.
    expect(await meta('?page=3')).toMatchObject({ total: 2 });
    expect((await meta(`?status=${ready.status}`)).total).toBe(1);
  });

  it('another workspace’s line is still refused (422), and no token is 401', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const theirs = await addLine(t, b.workspace.id);
    await newProposal(t, b, theirs.id);
    expectError(await post(a.headers, '/api/v1/proposals', { line_id: theirs.id }), 422, 'VALIDATION_ERROR', { field: 'line_id', message: PROPOSAL_MESSAGES.lineInvalid });
    expectError(await post({}, '/api/v1/proposals', { line_id: theirs.id }), 401, 'UNAUTHENTICATED');
  });

  it('the list stays one statement (besides the session lookup) with untouched drafts around', async () => {
    const owner = await createOwner(t.db);
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id);
    await readyProposal(t, owner, { lineId: line.id, companyId: company.id });
    await newProposal(t, owner, line.id);
    const { result, statements } = await countStatements(t.db, () => get(owner.headers, '/api/v1/proposals'));
    expect(result.json().data).toHaveLength(1);
    expect(statements).toHaveLength(1);
  });
});

describe('PUT /v1/proposals/{id} writes only what changed', () => {
  it('a PUT with identical content leaves updated_at and the activity as they were (a SENT proposal too)', async () => {
    const owner = await createOwner(t.db);
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id);
    const content = { time: 1, version: '2.31.0', blocks: [{ id: 'p1', type: 'paragraph', data: { text: 'Hola' } }] };
    const p = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, extra: { services: SERVICES, content, valid_until_at: '2026-12-31' } });
    expect((await put(owner.headers, `/api/v1/proposals/${p.id}`, { payments: INSTALLMENTS })).statusCode).toBe(200);
    expect((await post(owner.headers, `/api/v1/proposals/${p.id}/status`, { status: 'SENT' })).statusCode).toBe(200);
    const before = (await get(owner.headers, `/api/v1/proposals/${p.id}`)).json().data as Json;
    const activityCount = async () => (await t.db.select().from(activities).where(eq(activities.projectId, p.id))).length;
    const acts = await activityCount();

    const same = {
      name: before.name,
      company_id: before.company_id,
      // Editor.js stamps a new time on every save; the blocks are what count.
      content: { ...content, time: 2 },
      valid_until_at: '2026-12-31',
      services: before.services,
      payments: { type: before.payments.type, plan: before.payments.plan, payments: before.payments.payments },
      form_step: before.form_step,
    };
    const res = await put(owner.headers, `/api/v1/proposals/${p.id}`, same);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.updated_at).toBe(before.updated_at);
    expect(res.json().data.services.map((s: Json) => s.id)).toEqual(before.services.map((s: Json) => s.id));
    expect(await activityCount()).toBe(acts);

    // Where the builder stands is not an edit either.
    const step = await put(owner.headers, `/api/v1/proposals/${p.id}`, { form_step: 2 });
    expect(step.json().data).toMatchObject({ form_step: 2, updated_at: before.updated_at });

    const renamed = await put(owner.headers, `/api/v1/proposals/${p.id}`, { ...same, name: 'Otro nombre' });
    expect(renamed.json().data.updated_at).not.toBe(before.updated_at);
    expect(renamed.json().data.services.map((s: Json) => s.id)).toEqual(before.services.map((s: Json) => s.id));
  });

  it('a changed service is still written and the plan follows the new total', async () => {
    const owner = await createOwner(t.db);
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id);
    const p = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, extra: { services: SERVICES } });
    await put(owner.headers, `/api/v1/proposals/${p.id}`, { payments: INSTALLMENTS });
    const before = (await get(owner.headers, `/api/v1/proposals/${p.id}`)).json().data as Json;
    const services = before.services.map((s: Json, i: number) => (i === 0 ? { ...s, value: '1', total: '250000' } : s));
    const res = await put(owner.headers, `/api/v1/proposals/${p.id}`, { services });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.total).toBe('437501.50');
    expect(res.json().data.payments.payments[0].amount).toBe('175000.60');
    expect(res.json().data.updated_at).not.toBe(before.updated_at);
  });
});
