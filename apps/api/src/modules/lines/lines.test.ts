import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LINE_MESSAGES, LINE_PALETTE, WORKSPACE_LINE_COLORS } from '@trato/domain/lines/schemas';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner, createUser, tokenFor } from '../../../test/factories.ts';
import { bearer, expectError } from '../../../test/http.ts';
import { leaksNothing, twoWorkspaces } from '../../../test/tenants.ts';
import { lines } from '../../db/schema/index.ts';
import { seedDemoLines } from '../demo/seed-demo-lines.ts';

const t = useTestApp();

type Headers = Record<string, string>;
const list = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/v1/lines', headers });
const get = (headers: Headers, id: string) => t.app.inject({ method: 'GET', url: `/api/v1/lines/${encodeURIComponent(id)}`, headers });
const create = (headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/lines', headers, payload });
const rename = (headers: Headers, id: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/v1/lines/${id}`, headers, payload });

describe('POST /api/v1/lines', () => {
  it('creates a line with a slug: the first wears the workspace colour, the next ones palette colours (201)', async () => {
    const owner = await createOwner(t.db);
    const res = await create(owner.headers, { name: '  Diseño web ' });
    expect(res.statusCode).toBe(201);
    const line = res.json().data;
    expect(line).toEqual({ id: expect.any(String), slug: 'diseno-web', name: 'Diseño web', ...WORKSPACE_LINE_COLORS });
    const second = (await create(owner.headers, { name: 'Marketing digital' })).json().data;
    expect(second).toMatchObject({ slug: 'marketing-digital', ...LINE_PALETTE[0] });
    const [row] = await t.db.select().from(lines).where(eq(lines.id, line.id));
    expect(row).toMatchObject({ workspaceId: owner.workspace.id, slug: 'diseno-web' });
  });

  it('keeps slugs unique per workspace (-2, -3…) but not across workspaces', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    expect((await create(a.headers, { name: 'Diseño Web' })).json().data.slug).toBe('diseno-web');
    expect((await create(a.headers, { name: 'diseño web' })).json().data.slug).toBe('diseno-web-2');
    expect((await create(a.headers, { name: 'DISENO WEB!' })).json().data.slug).toBe('diseno-web-3');
    expect((await create(b.headers, { name: 'Diseño web' })).json().data.slug).toBe('diseno-web');
  });

  it('gives concurrent creations of one name their own slugs', async () => {
    const owner = await createOwner(t.db);
    const results = await Promise.all([1, 2, 3].map(() => create(owner.headers, { name: 'Fotografía' })));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(results.map((r) => r.json().data.slug).sort()).toEqual(['fotografia', 'fotografia-2', 'fotografia-3']);
  });

  it('refuses an empty, blank, missing or too long name with the Spanish message and creates nothing', async () => {
    const owner = await createOwner(t.db);
    for (const payload of [{ name: '' }, { name: '   ' }, {}, { name: 42 }]) {
      expectError(await create(owner.headers, payload), 422, 'VALIDATION_ERROR', { field: 'name', message: LINE_MESSAGES.nameRequired });
    }
    expectError(await create(owner.headers, { name: 'x'.repeat(81) }), 422, 'VALIDATION_ERROR', { field: 'name', message: LINE_MESSAGES.nameTooLong });
    expect(await t.db.select().from(lines).where(eq(lines.workspaceId, owner.workspace.id))).toEqual([]);
  });

  it('answers 401 without a token and 403 to a user without a workspace', async () => {
    expectError(await create({}, { name: 'Web' }), 401, 'UNAUTHENTICATED');
    const loner = await createUser(t.db);
    expectError(await create(bearer(await tokenFor(t.db, loner.id)), { name: 'Web' }), 403, 'FORBIDDEN');
  });

  it('lets a member create lines', async () => {
    const owner = await createOwner(t.db);
    const member = await createMember(t.db, owner.workspace.id, 'member');
    expect((await create(member.headers, { name: 'Eventos' })).statusCode).toBe(201);
    expect((await list(owner.headers)).json().data.map((l: { name: string }) => l.name)).toEqual(['Eventos']);
  });
});

describe('GET /api/v1/lines and /api/v1/lines/{idOrSlug}', () => {
  it('lists only the caller workspace lines, oldest first', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    await create(a.headers, { name: 'Uno' });
    await create(a.headers, { name: 'Dos' });
    await create(b.headers, { name: 'Secreto de B' });
    const res = await list(a.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((l: { name: string }) => l.name)).toEqual(['Uno', 'Dos']);
    expect(leaksNothing(res.body, ['Secreto de B', 'secreto-de-b'])).toBe(true);
    expect((await list(b.headers)).json().data).toHaveLength(1);
  });

  it('answers an empty list for a new workspace', async () => {
    const owner = await createOwner(t.db);
    expect((await list(owner.headers)).json()).toEqual({ data: [] });
  });

  it('finds a line by id and by slug', async () => {
    const owner = await createOwner(t.db);
    const line = (await create(owner.headers, { name: 'Consultoría' })).json().data;
    expect((await get(owner.headers, line.id)).json()).toEqual({ data: line });
    expect((await get(owner.headers, 'consultoria')).json()).toEqual({ data: line });
    expect((await get(owner.headers, 'CONSULTORIA')).json()).toEqual({ data: line });
  });

  it('answers 404 for an unknown id or slug', async () => {
    const owner = await createOwner(t.db);
    expectError(await get(owner.headers, randomUUID()), 404, 'NOT_FOUND');
    expectError(await get(owner.headers, 'no-existe'), 404, 'NOT_FOUND');
  });

  it('answers 404 to another workspace, by id or slug, leaking nothing', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const line = (await create(a.headers, { name: 'Solo de A' })).json().data;
    for (const key of [line.id, line.slug]) {
      const res = await get(b.headers, key);
      expectError(res, 404, 'NOT_FOUND');
      expect(leaksNothing(res.body, [line.id, 'Solo de A', line.slug])).toBe(true);
    }
  });

  it('answers 401 without a token', async () => {
    expectError(await list({}), 401, 'UNAUTHENTICATED');
    expectError(await get({}, randomUUID()), 401, 'UNAUTHENTICATED');
  });
});

describe('PUT /api/v1/lines/{id}', () => {
  it('renames a line and the slug follows', async () => {
    const owner = await createOwner(t.db);
    const line = (await create(owner.headers, { name: 'Diseño web' })).json().data;
    const res = await rename(owner.headers, line.id, { name: ' Diseño y desarrollo ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...line, name: 'Diseño y desarrollo', slug: 'diseno-y-desarrollo' });
    expect((await get(owner.headers, 'diseno-y-desarrollo')).json().data.id).toBe(line.id);
    expectError(await get(owner.headers, 'diseno-web'), 404, 'NOT_FOUND');
  });

  it('keeps slugs unique on rename, and keeps its own slug when only the case changes', async () => {
    const owner = await createOwner(t.db);
    await create(owner.headers, { name: 'Web' });
    const other = (await create(owner.headers, { name: 'Apps' })).json().data;
    const renamed = (await rename(owner.headers, other.id, { name: 'web' })).json().data;
    expect(renamed.slug).toBe('web-2');
    expect((await rename(owner.headers, other.id, { name: 'WEB' })).json().data).toMatchObject({ name: 'WEB', slug: 'web-2' });
    expect((await rename(owner.headers, other.id, { name: 'Apps' })).json().data.slug).toBe('apps');
  });

  it('accepts the slug in the path too', async () => {
    const owner = await createOwner(t.db);
    await create(owner.headers, { name: 'Vídeo' });
    expect((await rename(owner.headers, 'video', { name: 'Vídeo y foto' })).json().data.slug).toBe('video-y-foto');
  });

  it('refuses a blank name with the Spanish message and changes nothing', async () => {
    const owner = await createOwner(t.db);
    const line = (await create(owner.headers, { name: 'Eventos' })).json().data;
    expectError(await rename(owner.headers, line.id, { name: '  ' }), 422, 'VALIDATION_ERROR', { field: 'name', message: LINE_MESSAGES.nameRequired });
    expect((await get(owner.headers, line.id)).json().data).toEqual(line);
  });

  it('answers 404 to another workspace and changes nothing', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const line = (await create(a.headers, { name: 'Intocable' })).json().data;
    for (const key of [line.id, line.slug]) {
      const res = await rename(b.headers, key, { name: 'Robada' });
      expectError(res, 404, 'NOT_FOUND');
      expect(leaksNothing(res.body, [line.id, 'Intocable'])).toBe(true);
    }
    expect((await get(a.headers, line.id)).json().data).toEqual(line);
    expect((await list(b.headers)).json().data).toEqual([]);
  });

  it('answers 401 without a token and 404 for an unknown line', async () => {
    const owner = await createOwner(t.db);
    expectError(await rename({}, randomUUID(), { name: 'X' }), 401, 'UNAUTHENTICATED');
    expectError(await rename(owner.headers, randomUUID(), { name: 'X' }), 404, 'NOT_FOUND');
  });
});

describe('demo seed', () => {
  it('gives the demo workspace two lines with their slugs and colours', async () => {
    const owner = await createOwner(t.db, { workspace: { isDemo: true } });
    await seedDemoLines(t.db, owner.workspace.id);
    expect((await list(owner.headers)).json().data).toEqual([
      { id: expect.any(String), name: 'Diseño web', slug: 'diseno-web', ...WORKSPACE_LINE_COLORS },
      { id: expect.any(String), name: 'Marketing digital', slug: 'marketing-digital', ...LINE_PALETTE[0] },
    ]);
    // The next line created by hand takes the next colour.
    expect((await create(owner.headers, { name: 'Eventos' })).json().data).toMatchObject(LINE_PALETTE[1]);
  });
});
