import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES } from '@trato/domain/projects/messages';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { countStatements } from '../../../test/statements.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { api, type Json } from '../proposals/proposals.fixtures.ts';
import { customerSession, ownerOn, portal } from '../projects/projects.fixtures.ts';

const t = useTestApp();
const { get, post, put, del } = api(t);

describe('GET /v1/activities?projectId', () => {
  it("a portal's feed, newest first, with who did it: created, published, stage, payment paid, finished", async () => {
    const { owner, project } = await portal(t);
    await post(owner.headers, `/api/v1/projects/${project.id}/stages`, { name: 'Diseño' });
    await put(owner.headers, `/api/v1/projects/${project.id}/payments/${project.payments.payments[0].id}/status`, { status: 'paid' });
    await post(owner.headers, `/api/v1/projects/${project.id}/finish`);
    const res = await get(owner.headers, `/api/v1/activities?projectId=${project.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.map((a: Json) => a.type)).toEqual(['project.finished', 'payment.paid', 'stage.created', 'project.published', 'project.updated', 'project.created']);
    expect(body.data[0]).toMatchObject({ project_id: project.id, project: { id: project.id, name: 'Portal Panadería', type: 'project' }, user: { id: owner.user.id } });
    expect(body.meta).toMatchObject({ total: 6, per_page: 10, path: '/api/v1/activities' });
    // Another portal's entries are not in this feed.
    const other = await portal(t, { owner });
    expect((await get(owner.headers, `/api/v1/activities?projectId=${other.project.id}`)).json().meta.total).toBe(3);
  });

  it('pages of 10 in at most 3 statements whatever the page', async () => {
    const { owner, project } = await portal(t);
    for (let i = 0; i < 12; i++) await post(owner.headers, `/api/v1/projects/${project.id}/stages`, { name: `Etapa ${i}` });
    const { result, statements } = await countStatements(t.db, () => get(owner.headers, `/api/v1/activities?projectId=${project.id}&page=2`));
    expect(result.json().data).toHaveLength(5);
    expect(result.json().meta).toMatchObject({ total: 15, current_page: 2, last_page: 2 });
    expect(statements.length).toBeLessThanOrEqual(3);
  });

  it('DELETE removes one entry of the feed', async () => {
    const { owner, project } = await portal(t);
    const [latest] = (await get(owner.headers, `/api/v1/activities?projectId=${project.id}`)).json().data;
    expect((await del(owner.headers, `/api/v1/activities/${latest.id}`)).statusCode).toBe(204);
    expect((await get(owner.headers, `/api/v1/activities?projectId=${project.id}`)).json().data.map((a: Json) => a.id)).not.toContain(latest.id);
    expectError(await del(owner.headers, `/api/v1/activities/${latest.id}`), 404, 'NOT_FOUND', { message: PROJECT_MESSAGES.activityNotFound });
  });

  it('422 for a projectId that is not an id; 401 without a token or with a customer token; another workspace gets 404 and nothing', async () => {
    const { owner, project, company } = await portal(t, { name: 'Portal vigilado' });
    const other = await ownerOn(t);
    expectError(await get(owner.headers, '/api/v1/activities?projectId=abc'), 422, 'VALIDATION_ERROR', { field: 'projectId', message: PROJECT_MESSAGES.projectIdInvalid });
    const customer = await customerSession(t, { id: company.contact.id, workspaceId: owner.workspace.id }, project.id);
    const [entry] = (await get(owner.headers, `/api/v1/activities?projectId=${project.id}`)).json().data;
    for (const h of [{}, customer]) {
      expectError(await get(h, `/api/v1/activities?projectId=${project.id}`), 401, 'UNAUTHENTICATED');
      expectError(await del(h, `/api/v1/activities/${entry.id}`), 401, 'UNAUTHENTICATED');
    }
    const res = await get(other.headers, `/api/v1/activities?projectId=${project.id}`);
    expectError(res, 404, 'NOT_FOUND');
    expect(leaksNothing(res.body, ['Portal vigilado'])).toBe(true);
    const all = await get(other.headers, '/api/v1/activities');
    expect(all.json().data).toEqual([]);
    expectError(await del(other.headers, `/api/v1/activities/${entry.id}`), 404, 'NOT_FOUND');
    expectError(await del(owner.headers, `/api/v1/activities/${randomUUID()}`), 404, 'NOT_FOUND');
  });
});
