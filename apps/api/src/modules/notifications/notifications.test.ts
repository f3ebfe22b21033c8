import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner, type Owner } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { leaksNothing, twoWorkspaces } from '../../../test/tenants.ts';
import { notifications } from '../../db/schema/index.ts';
import { notifyWorkspaceStaff } from './notify.ts';

const t = useTestApp();

type Headers = Record<string, string>;
const list = (headers: Headers, qs = '') => t.app.inject({ method: 'GET', url: `/api/v1/notifications${qs}`, headers });
const readAll = (headers: Headers) => t.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers });
const readOne = (headers: Headers, id: string) => t.app.inject({ method: 'PUT', url: `/api/v1/notifications/${id}/read`, headers });

/** Notifies every member of the owner's workspace, as the visit/comment/signing code does. */
async function notify(owner: Owner, title: string, url: string | null = '/proposals/abc') {
  await notifyWorkspaceStaff(t.db, owner.workspace.id, { type: 'proposal.viewed', title, icon: 'eye', url, data: { proposal_id: 'abc' } });
}

const unreadOf = async (headers: Headers) => (await list(headers)).json().unread_count as number;

describe('GET /v1/notifications', () => {
  it('lists the caller’s notifications newest first, 10 a page, with the unread count', async () => {
    const owner = await createOwner(t.db);
    for (let i = 1; i <= 12; i++) await notify(owner, `Aviso ${i}`);
    const res = await list(owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.unread_count).toBe(12);
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({
      id: expect.any(String),
      type: 'proposal.viewed',
      createdAt: expect.any(String),
      readed: false,
      data: { proposal_id: 'abc', url: '/proposals/abc' },
      notification: { icon: 'eye', title: 'Aviso 12' },
    });
    expect(body.data.map((n: { notification: { title: string } }) => n.notification.title).slice(0, 2)).toEqual(['Aviso 12', 'Aviso 11']);
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 2, total: 12, per_page: 10 });
    const second = (await list(owner.headers, '?page=2')).json();
    expect(second.data.map((n: { notification: { title: string } }) => n.notification.title)).toEqual(['Aviso 2', 'Aviso 1']);
  });

  it('an empty bell is an empty first page', async () => {
    const owner = await createOwner(t.db);
    const body = (await list(owner.headers)).json();
    expect(body).toMatchObject({ data: [], unread_count: 0, meta: { total: 0, from: null } });
  });

  it('401 without a token; 422 for a bad page', async () => {
    expectError(await list({}), 401, 'UNAUTHENTICATED');
    expectError(await readAll({}), 401, 'UNAUTHENTICATED');
    expectError(await readOne({}, crypto.randomUUID()), 401, 'UNAUTHENTICATED');
    const owner = await createOwner(t.db);
    expectError(await list(owner.headers, '?page=0'), 422, 'VALIDATION_ERROR', { field: 'page' });
  });

  it('never shows another workspace’s notifications', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    await notify(a, 'Secreto de A');
    const res = await list(b.headers);
    expect(res.json()).toMatchObject({ data: [], unread_count: 0 });
    expect(leaksNothing(res.body, ['Secreto de A'])).toBe(true);
  });
});

describe('POST /v1/notifications/read-all', () => {
  it('marks all the caller’s unread read in bulk and leaves a teammate’s bell alone', async () => {
    const owner = await createOwner(t.db);
    const member = await createMember(t.db, owner.workspace.id, 'member');
    await notify(owner, 'Uno');
    await notify(owner, 'Dos');
    expect(await unreadOf(member.headers)).toBe(2);

    const res = await readAll(owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unread_count: 0 });
    const mine = (await list(owner.headers)).json();
    expect(mine.unread_count).toBe(0);
    expect(mine.data.every((n: { readed: boolean }) => n.readed)).toBe(true);
    // The teammate got their own copies, still unread.
    expect(await unreadOf(member.headers)).toBe(2);
  });

  it('does not touch another workspace’s rows', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    await notify(a, 'De A');
    await readAll(b.headers);
    expect(await unreadOf(a.headers)).toBe(1);
  });

  it('notifications arriving after the read stay unread', async () => {
    const owner = await createOwner(t.db);
    await notify(owner, 'Antes');
    await readAll(owner.headers);
    await notify(owner, 'Después');
    const body = (await list(owner.headers)).json();
    expect(body.unread_count).toBe(1);
    expect(body.data[0]).toMatchObject({ readed: false, notification: { title: 'Después' } });
  });
});

describe('PUT /v1/notifications/{id}/read', () => {
  it('marks one read and returns it; the rest stay unread', async () => {
    const owner = await createOwner(t.db);
    await notify(owner, 'Primera');
    await notify(owner, 'Segunda');
    const [, first] = (await list(owner.headers)).json().data;
    const res = await readOne(owner.headers, first.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: first.id, readed: true, notification: { title: 'Primera' }, data: { url: '/proposals/abc' } });
    expect(await unreadOf(owner.headers)).toBe(1);
    // Again: still 200, the first read time kept.
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, first.id));
    expect((await readOne(owner.headers, first.id)).statusCode).toBe(200);
    const [again] = await t.db.select().from(notifications).where(eq(notifications.id, first.id));
    expect(again!.readAt).toEqual(row!.readAt);
  });

  it('404 for a teammate’s notification, another workspace’s, or an unknown id; nothing is changed', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const teammate = await createMember(t.db, a.workspace.id, 'member');
    await notify(a, 'Solo para A');
    const [own] = (await list(a.headers)).json().data;
    const res = expectError(await readOne(teammate.headers, own.id), 404, 'NOT_FOUND');
    expect(leaksNothing(JSON.stringify(res), ['Solo para A'])).toBe(true);
    expectError(await readOne(b.headers, own.id), 404, 'NOT_FOUND');
    expectError(await readOne(a.headers, crypto.randomUUID()), 404, 'NOT_FOUND');
    expectError(await readOne(a.headers, 'no-es-uuid'), 422, 'VALIDATION_ERROR');
    expect(await unreadOf(a.headers)).toBe(1);
  });
});
