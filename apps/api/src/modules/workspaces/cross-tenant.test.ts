import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { getWorkspace } from '../../../test/factories.ts';
import { expectError, multipart, PNG_1X1 } from '../../../test/http.ts';
import { leaksNothing, twoWorkspaces } from '../../../test/tenants.ts';
import { uploads } from '../../db/schema/index.ts';

describe("cross-tenant: workspace B can never read or change workspace A's data", () => {
  const t = useTestApp();

  it("PUT /v1/organization/{A's id} from B: 404, nothing leaked, A unchanged", async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const before = await getWorkspace(t.db, a.workspace.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organization/${a.workspace.id}`,
      headers: b.headers,
      payload: { name: 'Tomado por B', currency: 'USD', primary_color: '#000000', logo: '/api/files/images/abcdefghijklmnopqrstuvwxyz.png' },
    });
    expectError(res, 404, 'NOT_FOUND');
    expect(leaksNothing(res.body, [a.workspace.name, a.workspace.domain, a.user.email, a.user.id])).toBe(true);
    expect(await getWorkspace(t.db, a.workspace.id)).toEqual(before);
    // B's own workspace was not touched either.
    expect((await getWorkspace(t.db, b.workspace.id)).name).toBe(b.workspace.name);
  });

  it("POST /v1/organization/{A's id}/upload from B: 404, no file stored, A's logos unchanged", async () => {
    const { a, b } = await twoWorkspaces(t.db);
    for (const dark of [false, true]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/organization/${a.workspace.id}/upload`,
        ...(await multipart([...(dark ? [['dark', '1'] as [string, string]] : []), ['file', { filename: 'logo.png', bytes: PNG_1X1, type: 'image/png' }]], b.headers)),
      });
      expectError(res, 404, 'NOT_FOUND');
      expect(leaksNothing(res.body, [a.workspace.name, a.workspace.domain])).toBe(true);
    }
    const after = await getWorkspace(t.db, a.workspace.id);
    expect(after.logo).toBeNull();
    expect(after.logoDark).toBeNull();
    expect(await t.db.select().from(uploads).where(eq(uploads.workspaceId, a.workspace.id))).toHaveLength(0);
    expect(await t.db.select().from(uploads).where(eq(uploads.workspaceId, b.workspace.id))).toHaveLength(0);
  });

  it("A's id and a never-existing id answer alike, so B cannot probe which ids exist", async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const theirs = await t.app.inject({ method: 'PUT', url: `/api/v1/organization/${a.workspace.id}`, headers: b.headers, payload: { currency: 'USD' } });
    const nobody = await t.app.inject({ method: 'PUT', url: `/api/v1/organization/${randomUUID()}`, headers: b.headers, payload: { currency: 'USD' } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(nobody.json());
  });

  it('the id-less endpoints act on the caller\'s own workspace only', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const before = await getWorkspace(t.db, a.workspace.id);
    const current = await t.app.inject({ method: 'POST', url: '/api/v1/workspace/current', headers: b.headers });
    expect(current.json().data.id).toBe(b.workspace.id);
    expect(leaksNothing(current.body, [a.workspace.id, a.workspace.name])).toBe(true);
    // An id smuggled into the body is ignored (unknown keys are not an id).
    const put = await t.app.inject({ method: 'PUT', url: '/api/v1/workspace', headers: b.headers, payload: { id: a.workspace.id, primary_color: '#123456' } });
    expect(put.json().data.id).toBe(b.workspace.id);
    await t.app.inject({ method: 'PUT', url: '/api/v1/currencies', headers: b.headers, payload: { currency: 'EUR', id: a.workspace.id } });
    expect(await getWorkspace(t.db, a.workspace.id)).toEqual(before);
    expect(await getWorkspace(t.db, b.workspace.id)).toMatchObject({ primaryColor: '#123456', defaultCurrency: 'EUR' });
  });

  it("B's uploads are recorded under B's workspace", async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload/image',
      ...(await multipart([['fileableId', a.workspace.id], ['file', { filename: 'x.png', bytes: PNG_1X1, type: 'image/png' }]], b.headers)),
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(uploads).where(eq(uploads.key, (res.json().data as string).replace('/api/files/', '')));
    expect(rows[0]!.workspaceId).toBe(b.workspace.id);
    expect(await t.db.select().from(uploads).where(eq(uploads.workspaceId, a.workspace.id))).toHaveLength(0);
  });
});
