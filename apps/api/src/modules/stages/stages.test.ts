import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES } from '@trato/domain/projects/messages';
import { todayIso } from '@trato/domain/projects/stage-progress';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { customerNotifications } from '../../db/schema/index.ts';
import { api, type Json } from '../proposals/proposals.fixtures.ts';
import { customerSession, ownerOn, portal } from '../projects/projects.fixtures.ts';

const t = useTestApp();
const { get, post, put, del } = api(t);

const DAY = 86_400_000;
const day = (offset: number) => todayIso(new Date(Date.now() + offset * DAY));

async function withStages(names: string[]) {
  const p = await portal(t);
  const url = `/api/v1/projects/${p.project.id}/stages`;
  const made: Json[] = [];
  for (const name of names) {
    const res = await post(p.owner.headers, url, { name });
    expect(res.statusCode, res.body).toBe(201);
    made.push(res.json().data);
  }
  const names_ = async () => (await get(p.owner.headers, url)).json().data.map((s: Json) => [s.name, s.order]);
  return { ...p, url, made, order: names_ };
}

describe('stages of a portal', () => {
  it('creates in order, with progress from the dates and today', async () => {
    const { owner, url } = await withStages([]);
    const res = await post(owner.headers, url, { name: 'Diseño', description: 'Bocetos', start_date: day(-1), end_date: day(2) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Diseño', description: 'Bocetos', start_date: day(-1), end_date: day(2), order: 0, progress: 50 });
    await post(owner.headers, url, { name: 'Entrega', start_date: day(10), end_date: day(12) });
    await post(owner.headers, url, { name: 'Brief', start_date: day(-20), end_date: day(-10) });
    const list = (await get(owner.headers, url)).json().data;
    expect(list.map((s: Json) => [s.name, s.order, s.progress])).toEqual([
      ['Diseño', 0, 50],
      ['Entrega', 1, 0],
      ['Brief', 2, 100],
    ]);
  });

  it('POST with order inserts there; PUT with order moves it; positions stay 0..n-1; DELETE closes the gap', async () => {
    const s = await withStages(['A', 'B', 'C']);
    const inserted = await post(s.owner.headers, s.url, { name: 'Primero', order: 0 });
    expect(inserted.json().data.order).toBe(0);
    expect(await s.order()).toEqual([['Primero', 0], ['A', 1], ['B', 2], ['C', 3]]);
    const moved = await put(s.owner.headers, `${s.url}/${s.made[2]!.id}`, { order: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ name: 'C', order: 1 });
    expect(await s.order()).toEqual([['Primero', 0], ['C', 1], ['A', 2], ['B', 3]]);
    // Beyond the end: last.
    await put(s.owner.headers, `${s.url}/${s.made[0]!.id}`, { order: 99 });
    expect(await s.order()).toEqual([['Primero', 0], ['C', 1], ['B', 2], ['A', 3]]);
    expect((await del(s.owner.headers, `${s.url}/${s.made[2]!.id}`)).statusCode).toBe(204);
    expect(await s.order()).toEqual([['Primero', 0], ['B', 1], ['A', 2]]);
  });

  it('PUT edits fields; end before start is refused against the stored date too', async () => {
    const s = await withStages([]);
    const stage = (await post(s.owner.headers, s.url, { name: 'Desarrollo', start_date: '2026-03-10', end_date: '2026-03-20' })).json().data;
    const res = await put(s.owner.headers, `${s.url}/${stage.id}`, { name: 'Desarrollo web', end_date: null });
    expect(res.json().data).toMatchObject({ name: 'Desarrollo web', start_date: '2026-03-10', end_date: null });
    expectError(await put(s.owner.headers, `${s.url}/${stage.id}`, { end_date: '2026-03-01' }), 422, 'VALIDATION_ERROR', { field: 'end_date', message: PROJECT_MESSAGES.stageEndBeforeStart });
    // A cleared date input sends '': no date.
    expect((await put(s.owner.headers, `${s.url}/${stage.id}`, { start_date: '' })).json().data).toMatchObject({ start_date: null, end_date: null });
  });

  it('422 in Spanish: no name, a date that does not exist, end before start, a bad order', async () => {
    const s = await withStages([]);
    expectError(await post(s.owner.headers, s.url, {}), 422, 'VALIDATION_ERROR', { field: 'name', message: PROJECT_MESSAGES.stageNameRequired });
    expectError(await post(s.owner.headers, s.url, { name: '   ' }), 422, 'VALIDATION_ERROR', { field: 'name', message: PROJECT_MESSAGES.stageNameRequired });
    expectError(await post(s.owner.headers, s.url, { name: 'X', start_date: '2026-02-30' }), 422, 'VALIDATION_ERROR', { field: 'start_date', message: PROJECT_MESSAGES.stageDateInvalid });
    expectError(await post(s.owner.headers, s.url, { name: 'X', end_date: '10/03/2026' }), 422, 'VALIDATION_ERROR', { field: 'end_date', message: PROJECT_MESSAGES.stageDateInvalid });
    expectError(await post(s.owner.headers, s.url, { name: 'X', start_date: '2026-03-10', end_date: '2026-03-09' }), 422, 'VALIDATION_ERROR', { field: 'end_date', message: PROJECT_MESSAGES.stageEndBeforeStart });
    expectError(await post(s.owner.headers, s.url, { name: 'X', order: -1 }), 422, 'VALIDATION_ERROR', { field: 'order', message: PROJECT_MESSAGES.stageOrderInvalid });
    expect((await get(s.owner.headers, s.url)).json().data).toEqual([]);
  });

  it('the customers with access hear about a new stage', async () => {
    const s = await withStages([]);
    await customerSession(t, { id: s.company.contact.id, workspaceId: s.owner.workspace.id }, s.project.id);
    await post(s.owner.headers, s.url, { name: 'Lanzamiento' });
    const rows = await t.db.select().from(customerNotifications).where(and(eq(customerNotifications.customerId, s.company.contact.id), eq(customerNotifications.projectId, s.project.id)));
    expect(rows.map((r) => [r.type, r.title, r.url, r.icon])).toEqual([['stage.created', 'Nueva etapa: Lanzamiento', `/c/project/${s.project.id}`, 'calendar']]);
  });

  it('401 without a token or with a customer token; 404 for another workspace (nothing leaked), an unknown stage or a stage of another portal', async () => {
    const s = await withStages(['Etapa secreta']);
    const other = await ownerOn(t);
    const stageUrl = `${s.url}/${s.made[0]!.id}`;
    const customer = await customerSession(t, { id: s.company.contact.id, workspaceId: s.owner.workspace.id }, s.project.id);
    for (const h of [{}, customer]) {
      expectError(await get(h, s.url), 401, 'UNAUTHENTICATED');
      expectError(await post(h, s.url, { name: 'X' }), 401, 'UNAUTHENTICATED');
      expectError(await put(h, stageUrl, { name: 'X' }), 401, 'UNAUTHENTICATED');
      expectError(await del(h, stageUrl), 401, 'UNAUTHENTICATED');
    }
    for (const res of [await get(other.headers, s.url), await post(other.headers, s.url, { name: 'X' }), await put(other.headers, stageUrl, { name: 'X' }), await del(other.headers, stageUrl)]) {
      expectError(res, 404, 'NOT_FOUND');
      expect(leaksNothing(res.body, ['Etapa secreta', s.project.name])).toBe(true);
    }
    expectError(await put(s.owner.headers, `${s.url}/${randomUUID()}`, { name: 'X' }), 404, 'NOT_FOUND', { message: PROJECT_MESSAGES.stageNotFound });
    const second = await portal(t, { owner: s.owner });
    expectError(await del(s.owner.headers, `/api/v1/projects/${second.project.id}/stages/${s.made[0]!.id}`), 404, 'NOT_FOUND');
    expect(await s.order()).toEqual([['Etapa secreta', 0]]);
  });
});
