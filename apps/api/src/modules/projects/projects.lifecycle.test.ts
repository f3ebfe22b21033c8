import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { portalLimitMessage, PROJECT_MESSAGES } from '@trato/domain/projects/messages';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { payments, projects } from '../../db/schema/index.ts';
import { addCompany, api } from '../proposals/proposals.fixtures.ts';
import { signableProposal, signOk } from '../signatures/signatures.fixtures.ts';
import { newProject, ownerOn, portal } from './projects.fixtures.ts';

const t = useTestApp();
const { get, post, put, del } = api(t);
const FREE_LIMIT = portalLimitMessage('Gratis', 1);

const statusOf = async (owner: { headers: Record<string, string> }, id: string) => (await get(owner.headers, `/api/v1/projects/${id}`)).json().data?.status;

describe('publish, finish, reactivate (decision 0015)', () => {
  it('init → active by publish or by the wizard finish; active → finished → active', async () => {
    const { owner, project } = await portal(t, { publish: false });
    expect(project.status).toBe('init');
    const fin = await post(owner.headers, `/api/v1/projects/${project.id}/finish`);
    expect(fin.statusCode, fin.body).toBe(200);
    expect(fin.json().data).toMatchObject({ status: 'active', form_step: 5, finished_at: null });
    // Publishing an active portal changes nothing (a double click).
    expect((await post(owner.headers, `/api/v1/projects/${project.id}/publish`)).json().data.status).toBe('active');
    const done = (await post(owner.headers, `/api/v1/projects/${project.id}/finish`)).json().data;
    expect(done).toMatchObject({ status: 'finished', status_label: 'Finalizado', actions: ['reactivate'] });
    expect(done.finished_at).not.toBeNull();
    const again = (await post(owner.headers, `/api/v1/projects/${project.id}/reactivate`)).json().data;
    expect(again).toMatchObject({ status: 'active', finished_at: null });
  });

  it('409 in Spanish outside the table', async () => {
    const { owner, project } = await portal(t);
    expectError(await post(owner.headers, `/api/v1/projects/${project.id}/reactivate`), 409, 'TRANSITION_NOT_ALLOWED', { message: 'No se puede reactivar un portal en estado «Activo».' });
    await post(owner.headers, `/api/v1/projects/${project.id}/finish`);
    expectError(await post(owner.headers, `/api/v1/projects/${project.id}/finish`), 409, 'TRANSITION_NOT_ALLOWED');
    expectError(await post(owner.headers, `/api/v1/projects/${project.id}/publish`), 409, 'TRANSITION_NOT_ALLOWED');
  });

  it('leaving set-up needs a client and a name (422 in Spanish)', async () => {
    const owner = await ownerOn(t);
    const project = await newProject(t, owner);
    const res = expectError(await post(owner.headers, `/api/v1/projects/${project.id}/publish`), 422, 'VALIDATION_ERROR');
    expect(res.errors).toEqual({ company_id: [PROJECT_MESSAGES.clientRequired], name: [PROJECT_MESSAGES.nameRequired] });
    expect(await statusOf(owner, project.id)).toBe('init');
  });

  it('401 without a token; another workspace gets 404 and changes nothing', async () => {
    const { owner, project } = await portal(t, { name: 'Portal ajeno', publish: false });
    const other = await ownerOn(t);
    for (const action of ['publish', 'finish', 'reactivate', 'duplicate']) {
      expectError(await post({}, `/api/v1/projects/${project.id}/${action}`), 401, 'UNAUTHENTICATED');
      const res = await post(other.headers, `/api/v1/projects/${project.id}/${action}`);
      expectError(res, 404, 'NOT_FOUND');
      expect(leaksNothing(res.body, ['Portal ajeno'])).toBe(true);
    }
    expectError(await del(other.headers, `/api/v1/projects/${project.id}`), 404, 'NOT_FOUND');
    expectError(await put(other.headers, `/api/v1/projects/${project.id}/recover`), 404, 'NOT_FOUND');
    expectError(await del(other.headers, `/api/v1/projects/${project.id}/force`), 404, 'NOT_FOUND');
    expect(await statusOf(owner, project.id)).toBe('init');
  });
});

describe('the plan limit on active portals (free plan: 1)', () => {
  it('publish, the wizard finish, reactivate and recover answer 403 LIMIT_REACHED beyond it; nothing changes', async () => {
    const owner = await ownerOn(t, 'free');
    const first = await portal(t, { owner, name: 'El primero' });
    const second = await portal(t, { owner, name: 'El segundo', publish: false });
    expectError(await post(owner.headers, `/api/v1/projects/${second.project.id}/publish`), 403, 'LIMIT_REACHED', { message: FREE_LIMIT });
    expectError(await post(owner.headers, `/api/v1/projects/${second.project.id}/finish`), 403, 'LIMIT_REACHED', { message: FREE_LIMIT });
    expect(await statusOf(owner, second.project.id)).toBe('init');

    // Finishing the first frees its place.
    await post(owner.headers, `/api/v1/projects/${first.project.id}/finish`);
    expect((await post(owner.headers, `/api/v1/projects/${second.project.id}/publish`)).statusCode).toBe(200);
    expectError(await post(owner.headers, `/api/v1/projects/${first.project.id}/reactivate`), 403, 'LIMIT_REACHED');
    expect(await statusOf(owner, first.project.id)).toBe('finished');

    // A trashed active portal does not count; recovering it must fit again.
    await del(owner.headers, `/api/v1/projects/${second.project.id}`);
    expect((await post(owner.headers, `/api/v1/projects/${first.project.id}/reactivate`)).statusCode).toBe(200);
    expectError(await put(owner.headers, `/api/v1/projects/${second.project.id}/recover`), 403, 'LIMIT_REACHED');
    expect((await get(owner.headers, '/api/v1/projects?trash=1')).json().data.map((p: { id: string }) => p.id)).toEqual([second.project.id]);
  });

  it("a client's signature never fails on it: the signed proposal becomes an active portal beyond the limit", async () => {
    const { owner, proposal } = await signableProposal(t);
    await portal(t, { owner, name: 'Ya activo' });
    await signOk(t, proposal.slug);
    const active = (await get(owner.headers, '/api/v1/projects?status=active')).json();
    expect(active.meta.total).toBe(2);
    expect(active.data.find((p: { proposal_id: string }) => p.proposal_id === proposal.id)).toMatchObject({ status: 'active', name: proposal.name });
  });

  it('a duplicate starts in set-up, so copying never sidesteps the limit', async () => {
    const owner = await ownerOn(t, 'free');
    const { project } = await portal(t, { owner });
    const res = await post(owner.headers, `/api/v1/projects/${project.id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json().data;
    expect(copy).toMatchObject({ status: 'init', name: 'Portal Panadería (copia)', company_id: project.company_id, total: project.total, stages: [], files: [], customers: [] });
    expect(copy.payments.payments.map((p: { status: string; amount: string }) => [p.status, p.amount])).toEqual(project.payments.payments.map((p: { amount: string }) => ['pending', p.amount]));
    expectError(await post(owner.headers, `/api/v1/projects/${copy.id}/publish`), 403, 'LIMIT_REACHED');
  });
});

describe('trash, recover, force delete', () => {
  it('DELETE moves to the trash (out of the list and the detail), recover brings it back, force only from the trash', async () => {
    const { owner, project } = await portal(t);
    expectError(await del(owner.headers, `/api/v1/projects/${project.id}/force`), 409, 'CONFLICT', { message: PROJECT_MESSAGES.forceNotTrashed });
    expect((await del(owner.headers, `/api/v1/projects/${project.id}`)).statusCode).toBe(204);
    expect((await get(owner.headers, '/api/v1/projects')).json().data).toEqual([]);
    expectError(await get(owner.headers, `/api/v1/projects/${project.id}`), 404, 'NOT_FOUND');
    const back = await put(owner.headers, `/api/v1/projects/${project.id}/recover`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ status: 'active', deleted_at: null });
    expectError(await put(owner.headers, `/api/v1/projects/${project.id}/recover`), 404, 'NOT_FOUND');
    await del(owner.headers, `/api/v1/projects/${project.id}`);
    expect((await del(owner.headers, `/api/v1/projects/${project.id}/force`)).statusCode).toBe(204);
    expect(await t.db.select().from(projects).where(eq(projects.id, project.id))).toEqual([]);
    expect(await t.db.select().from(payments).where(eq(payments.projectId, project.id))).toEqual([]);
    expectError(await put(owner.headers, `/api/v1/projects/${project.id}/recover`), 404, 'NOT_FOUND');
    expectError(await del(owner.headers, `/api/v1/projects/${randomUUID()}`), 404, 'NOT_FOUND');
  });

  it('a proposal is never touched through the projects routes', async () => {
    const owner = await ownerOn(t);
    const company = await addCompany(t, owner.workspace.id);
    const proposal = (await post(owner.headers, '/api/v1/projects', { company_id: company.id })).json().data;
    await t.db.update(projects).set({ type: 'proposal' }).where(eq(projects.id, proposal.id));
    expectError(await del(owner.headers, `/api/v1/projects/${proposal.id}`), 404, 'NOT_FOUND');
    expectError(await post(owner.headers, `/api/v1/projects/${proposal.id}/publish`), 404, 'NOT_FOUND');
  });
});
