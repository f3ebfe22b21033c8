import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROPOSAL_MESSAGES } from '@trato/domain/proposals/schemas';
import { useTestApp } from '../../../test/app.ts';
import { createOwner } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { activities, projects, subscriptions } from '../../db/schema/index.ts';
import { addCompany, addLine, api, newProposal, readyProposal } from './proposals.fixtures.ts';

const t = useTestApp();
const { get, post, put, del } = api(t);

const FREE_LIMIT = 'Tu plan Gratis permite 3 cotizaciones activas. Actualiza tu plan para activar más.';

async function setup() {
  const owner = await createOwner(t.db);
  const line = await addLine(t, owner.workspace.id);
  const company = await addCompany(t, owner.workspace.id);
  const make = (opts: { name?: string; finish?: boolean } = {}) => readyProposal(t, owner, { lineId: line.id, companyId: company.id, ...opts });
  const finish = (id: string) => post(owner.headers, `/api/v1/proposal-form/${id}/finish`);
  return { owner, line, company, make, finish };
}

describe('POST /v1/proposal-form/{id}/finish', () => {
  it('turns init into DRAFT with finished_at and step 6, records it, and returns it unchanged when finished again', async () => {
    const { owner, make, finish } = await setup();
    const p = await make({ finish: false });
    const res = await finish(p.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ id: p.id, status: 'DRAFT', status_label: 'Borrador', form_step: 6 });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, p.id));
    expect(row!.finishedAt).toBeInstanceOf(Date);
    const again = await finish(p.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toEqual(res.json().result);
    const [same] = await t.db.select().from(projects).where(eq(projects.id, p.id));
    expect(same!.finishedAt).toEqual(row!.finishedAt);
    const finished = await t.db.select().from(activities).where(eq(activities.projectId, p.id));
    expect(finished.filter((a) => a.type === 'proposal.finished')).toHaveLength(1);
    expect((await get(owner.headers, `/api/v1/proposal-form/${p.id}`)).json().result.status).toBe('DRAFT');
  });

  it('needs a client and a name (422 in Spanish); the proposal stays init', async () => {
    const { owner, line, finish } = await setup();
    const p = await newProposal(t, owner, line.id);
    const body = expectError(await finish(p.id), 422, 'VALIDATION_ERROR', { field: 'company_id', message: PROPOSAL_MESSAGES.clientRequired });
    expect(body.errors?.name).toEqual([PROPOSAL_MESSAGES.nameRequired]);
    await put(owner.headers, `/api/v1/proposals/${p.id}`, { name: '   ' });
    expectError(await finish(p.id), 422, 'VALIDATION_ERROR', { field: 'name', message: PROPOSAL_MESSAGES.nameRequired });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, p.id));
    expect(row).toMatchObject({ status: 'init', finishedAt: null });
  });

  it('401 without a token; 404 for an unknown or trashed proposal', async () => {
    const { owner, make, finish } = await setup();
    expectError(await post({}, `/api/v1/proposal-form/${randomUUID()}/finish`), 401, 'UNAUTHENTICATED');
    expectError(await finish(randomUUID()), 404, 'NOT_FOUND');
    const p = await make({ finish: false });
    await del(owner.headers, `/api/v1/proposals/${p.id}`);
    expectError(await finish(p.id), 404, 'NOT_FOUND');
    expectError(await get(owner.headers, `/api/v1/proposal-form/${p.id}`), 404, 'NOT_FOUND');
  });
});

describe('the plan limit on active proposals (free plan: 3)', () => {
  it('finishing a 4th answers 403 LIMIT_REACHED naming the limit; the draft stays saved as init', async () => {
    const { owner, make, finish } = await setup();
    for (let i = 0; i < 3; i++) await make({ name: `Activa ${i + 1}` });
    const fourth = await make({ name: 'La cuarta', finish: false });
    expectError(await finish(fourth.id), 403, 'LIMIT_REACHED', { message: FREE_LIMIT });
    const kept = (await get(owner.headers, `/api/v1/proposals/${fourth.id}`)).json().data;
    expect(kept).toMatchObject({ status: 'init', name: 'La cuarta', company_id: fourth.company_id });
    // It is still in the list, so the work is never lost.
    expect((await get(owner.headers, '/api/v1/proposals?status=init')).json().data.map((p: { id: string }) => p.id)).toEqual([fourth.id]);
  });

  it('only DRAFT and SENT proposals that are not trashed count', async () => {
    const { owner, make, finish } = await setup();
    const a = await make();
    const b = await make();
    await make();
    const fourth = await make({ finish: false });
    expectError(await finish(fourth.id), 403, 'LIMIT_REACHED');
    await post(owner.headers, `/api/v1/proposals/${a.id}/status`, { status: 'SENT' });
    expectError(await finish(fourth.id), 403, 'LIMIT_REACHED');
    await post(owner.headers, `/api/v1/proposals/${a.id}/status`, { status: 'FILED' });
    expect((await finish(fourth.id)).statusCode).toBe(200);
    const fifth = await make({ finish: false });
    expectError(await finish(fifth.id), 403, 'LIMIT_REACHED');
    await del(owner.headers, `/api/v1/proposals/${b.id}`);
    expect((await finish(fifth.id)).statusCode).toBe(200);
  });

  it('reopening (FILED → DRAFT), recovering an active one and duplicating cannot sidestep the limit', async () => {
    const { owner, make } = await setup();
    const filed = await make({ name: 'Archivada' });
    await post(owner.headers, `/api/v1/proposals/${filed.id}/status`, { status: 'FILED' });
    const trashed = await make({ name: 'En la papelera' });
    await del(owner.headers, `/api/v1/proposals/${trashed.id}`);
    const x = await make();
    await make();
    await make();
    expectError(await post(owner.headers, `/api/v1/proposals/${filed.id}/status`, { status: 'DRAFT' }), 403, 'LIMIT_REACHED', { message: FREE_LIMIT });
    expectError(await put(owner.headers, `/api/v1/proposal/${trashed.id}/recover`), 403, 'LIMIT_REACHED');
    expect((await get(owner.headers, '/api/v1/proposals?trashed=1')).json().meta.total).toBe(1);
    // A copy of a finished proposal is kept unfinished, to be finished when there is room.
    const copy = await post(owner.headers, `/api/v1/proposal/${x.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({ status: 'init', name: 'Identidad de marca (copia)' });
    // Moving between active statuses is not limited.
    expect((await post(owner.headers, `/api/v1/proposals/${x.id}/status`, { status: 'SENT' })).statusCode).toBe(200);
    expect((await post(owner.headers, `/api/v1/proposals/${x.id}/status`, { status: 'DRAFT' })).statusCode).toBe(200);
  });

  it('two finishes at once for the last slot: exactly one wins', async () => {
    const { make, finish } = await setup();
    await make();
    await make();
    const x = await make({ finish: false });
    const y = await make({ finish: false });
    const codes = (await Promise.all([finish(x.id), finish(y.id)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 403]);
    const active = await t.db.select().from(projects).where(eq(projects.status, 'DRAFT'));
    expect(active.filter((r) => r.id === x.id || r.id === y.id)).toHaveLength(1);
  });

  it('an unlimited plan never limits; a workspace without a subscription is on the free plan', async () => {
    const { owner, make, finish } = await setup();
    await t.db.update(subscriptions).set({ planId: 'agency' }).where(eq(subscriptions.workspaceId, owner.workspace.id));
    for (let i = 0; i < 4; i++) await make();
    await t.db.delete(subscriptions).where(eq(subscriptions.workspaceId, owner.workspace.id));
    const more = await make({ finish: false });
    expectError(await finish(more.id), 403, 'LIMIT_REACHED', { message: FREE_LIMIT });
    await t.db.insert(subscriptions).values({ workspaceId: owner.workspace.id, planId: 'pro' });
    expect((await finish(more.id)).statusCode).toBe(200);
  });
});
