import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES } from '@trato/domain/services/schemas';
import { NO_WORKSPACE_MESSAGE } from '../auth/authenticate.ts';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner, createUser, tokenFor } from '../../../test/factories.ts';
import { bearer, expectError } from '../../../test/http.ts';
import { leaksNothing, twoWorkspaces } from '../../../test/tenants.ts';
import { lines, serviceLines, services, subservices } from '../../db/schema/index.ts';

const t = useTestApp();

const PACK = {
  name: 'Pack de diseño',
  description: 'Identidad completa',
  type: 'other',
  quantity: '99',
  value: '99',
  total: '1', // never trusted
  is_public: true,
  subservices: [
    { name: 'Logo', type: 'simple', total: '150000.5', position: 0 },
    { name: 'Horas de ajuste', type: 'hours', quantity: '2.5', value: '33333.33', total: '7', position: 1 },
  ],
};

const post = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/services', headers, payload });
const put = (headers: Record<string, string>, id: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/v1/services/${id}`, headers, payload });
const del = (headers: Record<string, string>, id: string) => t.app.inject({ method: 'DELETE', url: `/api/v1/services/${id}`, headers });
const list = (headers: Record<string, string>, qs = '') => t.app.inject({ method: 'GET', url: `/api/v1/services${qs}`, headers });
const search = (headers: Record<string, string>, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/services/search?query=${encodeURIComponent(query)}`, headers });

async function addLine(workspaceId: string, name = 'Diseño') {
  const [line] = await t.db
    .insert(lines)
    .values({ workspaceId, name, slug: `${name.toLowerCase()}-${randomUUID().slice(0, 6)}`, color: '#1d4ed8', badgeColor: '#dbeafe' })
    .returning();
  return line!;
}

describe('POST /v1/services', () => {
  it('creates a service with ordered subservices and lines; the server computes the totals (201)', async () => {
    const owner = await createOwner(t.db);
    const line = await addLine(owner.workspace.id);
    const res = await post(owner.headers, { ...PACK, lines: [line.id] });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json().data;
    // 150000.50 + 2.5 × 33333.33 (83333.325 → 83333.33) = 233333.83; quantity 1 + 2.5; value 1 + 33333.33
    expect(s).toMatchObject({ name: 'Pack de diseño', type: 'other', total: '233333.83', quantity: '3.50', value: '33334.33', is_public: true, preload: false });
    expect(s.subservices).toMatchObject([
      { name: 'Logo', type: 'simple', quantity: '1.00', value: '1.00', total: '150000.50', position: 0 },
      { name: 'Horas de ajuste', quantity: '2.50', value: '33333.33', total: '83333.33', position: 1 },
    ]);
    expect(s.subservices[0].key).toMatch(/^[a-z0-9]{5}$/);
    expect(s.lines).toEqual([{ id: line.id, name: 'Diseño', slug: line.slug, color: line.color, badgeColor: line.badgeColor }]);
    const [row] = await t.db.select().from(services).where(eq(services.id, s.id));
    expect(row).toMatchObject({ workspaceId: owner.workspace.id, total: '233333.83' });
  });

  it('a simple service sends quantity 1 and value 1 and keeps its price; other types multiply', async () => {
    const owner = await createOwner(t.db);
    const simple = (await post(owner.headers, { name: 'Logo', type: 'simple', quantity: '5', value: '5', total: '90000' })).json().data;
    expect(simple).toMatchObject({ quantity: '1.00', value: '1.00', total: '90000.00' });
    const hours = (await post(owner.headers, { name: 'Horas', type: 'hours', quantity: '3', value: '0.1', total: '999' })).json().data;
    expect(hours).toMatchObject({ quantity: '3.00', value: '0.10', total: '0.30' });
  });

  it('a member may write services', async () => {
    const owner = await createOwner(t.db);
    const member = await createMember(t.db, owner.workspace.id, 'member');
    expect((await post(member.headers, { name: 'Consultoría', type: 'consulta', quantity: 1, value: 50 })).statusCode).toBe(201);
  });

  it('422 with Spanish messages per field, including a subservice', async () => {
    const owner = await createOwner(t.db);
    const body = expectError(await post(owner.headers, { name: ' ', type: 'magia', quantity: '-1', value: '1.234' }), 422, 'VALIDATION_ERROR', {
      field: 'name',
      message: SERVICE_MESSAGES.nameRequired,
    });
    expect(body.errors).toMatchObject({ type: [SERVICE_MESSAGES.typeInvalid], quantity: [SERVICE_MESSAGES.amountInvalid], value: [SERVICE_MESSAGES.amountInvalid] });
    expectError(await post(owner.headers, { ...PACK, subservices: [{ ...PACK.subservices[1], name: '' }] }), 422, 'VALIDATION_ERROR', {
      field: 'subservices.0.name',
      message: SERVICE_MESSAGES.subNameRequired,
    });
    expectError(await post(owner.headers, { name: 'Logo', type: 'simple' }), 422, 'VALIDATION_ERROR', { field: 'total', message: SERVICE_MESSAGES.priceRequired });
    expect(await t.db.select().from(services).where(eq(services.workspaceId, owner.workspace.id))).toHaveLength(0);
  });

  it("another workspace's line is refused (422) and never linked", async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const theirs = await addLine(b.workspace.id, 'Ajena');
    expectError(await post(a.headers, { ...PACK, lines: [theirs.id] }), 422, 'VALIDATION_ERROR', { field: 'lines', message: SERVICE_MESSAGES.lineInvalid });
    expect(await t.db.select().from(serviceLines).where(eq(serviceLines.lineId, theirs.id))).toHaveLength(0);
    expect(await t.db.select().from(services).where(eq(services.workspaceId, a.workspace.id))).toHaveLength(0);
  });

  it('401 without a token; 403 without a workspace', async () => {
    expectError(await post({}, PACK), 401, 'UNAUTHENTICATED');
    const loner = await createUser(t.db);
    expectError(await post(bearer(await tokenFor(t.db, loner.id)), PACK), 403, 'FORBIDDEN', { message: NO_WORKSPACE_MESSAGE });
  });
});

describe('GET /v1/services and /v1/services/search', () => {
  it('pages by 10, newest first, with links, total and SPEC §3 meta', async () => {
    const owner = await createOwner(t.db);
    for (let i = 1; i <= 12; i++) {
      await post(owner.headers, { name: `Servicio ${String(i).padStart(2, '0')}`, type: 'hours', quantity: '1', value: String(i) });
    }
    const first = (await list(owner.headers)).json().result;
    expect(first.data).toHaveLength(10);
    expect(first.data[0].name).toBe('Servicio 12');
    expect(first.total).toBe(12);
    expect(first.links).toEqual({ first: '/api/v1/services?page=1', last: '/api/v1/services?page=2', prev: null, next: '/api/v1/services?page=2' });
    expect(first.meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 2,
      links: first.links,
      path: '/api/v1/services',
      per_page: 10,
      to: 10,
      total: 12,
    });
    const second = (await list(owner.headers, '?page=2')).json().result;
    expect(second.data.map((s: { name: string }) => s.name)).toEqual(['Servicio 02', 'Servicio 01']);
    expect(second.meta).toMatchObject({ current_page: 2, from: 11, to: 12, last_page: 2 });
    expect(second.links).toMatchObject({ prev: '/api/v1/services?page=1', next: null });
    const beyond = (await list(owner.headers, '?page=9')).json().result;
    expect(beyond).toMatchObject({ data: [], total: 12, meta: { from: null, to: null } });
    expectError(await list(owner.headers, '?page=0'), 422, 'VALIDATION_ERROR', { field: 'page' });
  });

  it('an empty catalogue', async () => {
    const owner = await createOwner(t.db);
    expect((await list(owner.headers)).json().result).toMatchObject({ data: [], total: 0, meta: { current_page: 1, last_page: 1, from: null } });
  });

  it('search ignores accents and case', async () => {
    const owner = await createOwner(t.db);
    await post(owner.headers, { name: 'Diseño de Marca Única', type: 'simple', total: '10' });
    await post(owner.headers, { name: 'Fotografía', type: 'simple', total: '10' });
    for (const q of ['diseno', 'UNICA', 'marca ú', 'Diseño']) {
      const r = (await search(owner.headers, q)).json().result;
      expect(r.data.map((s: { name: string }) => s.name), q).toEqual(['Diseño de Marca Única']);
      expect(r.total).toBe(1);
    }
    expect((await search(owner.headers, 'fotografia')).json().result.total).toBe(1);
    expect((await search(owner.headers, 'nada')).json().result).toMatchObject({ data: [], total: 0 });
    expect((await search(owner.headers, '')).json().result.total).toBe(2);
    expect((await search(owner.headers, '%')).json().result.total).toBe(0);
  });

  it("401 without a token; another workspace's services are never listed or found", async () => {
    expectError(await list({}), 401, 'UNAUTHENTICATED');
    expectError(await search({}, 'a'), 401, 'UNAUTHENTICATED');
    const { a, b } = await twoWorkspaces(t.db);
    const mine = (await post(a.headers, { name: 'Secreto de A', type: 'simple', total: '1' })).json().data;
    const res = await list(b.headers);
    expect(res.json().result.total).toBe(0);
    const found = await search(b.headers, 'secreto');
    expect(found.json().result.total).toBe(0);
    expect(leaksNothing(res.body + found.body, [mine.id, 'Secreto de A'])).toBe(true);
    expectError(await t.app.inject({ method: 'GET', url: `/api/v1/services/${mine.id}`, headers: b.headers }), 404, 'NOT_FOUND');
  });
});

describe('PUT /v1/services/{id}', () => {
  it('replaces and reorders subservices in one go, keeping ids and keys, recomputing totals', async () => {
    const owner = await createOwner(t.db);
    const line = await addLine(owner.workspace.id);
    const created = (await post(owner.headers, { ...PACK, lines: [line.id] })).json().data;
    const [logo, hours] = created.subservices;
    const res = await put(owner.headers, created.id, {
      id: created.id,
      name: 'Pack renovado',
      type: 'other',
      preload: true,
      lines: [],
      subservices: [
        { id: hours.id, name: 'Horas', description: 'Ajustes finos', type: 'hours', quantity: '1', value: '100', position: 0 },
        { name: 'Nuevo', type: 'report', quantity: '3', value: '0.33', position: 1 },
        // the logo is dropped
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data;
    expect(s).toMatchObject({ name: 'Pack renovado', preload: true, lines: [], total: '100.99', quantity: '4.00', value: '100.33' });
    expect(s.subservices).toMatchObject([
      { id: hours.id, key: hours.key, description: 'Ajustes finos', position: 0, total: '100.00' },
      { name: 'Nuevo', position: 1, total: '0.99' },
    ]);
    expect(await t.db.select().from(subservices).where(eq(subservices.id, logo.id))).toHaveLength(0);
    expect(await t.db.select().from(serviceLines).where(eq(serviceLines.serviceId, created.id))).toHaveLength(0);
  });

  it('a 422 changes nothing (one transaction)', async () => {
    const owner = await createOwner(t.db);
    const created = (await post(owner.headers, PACK)).json().data;
    const other = (await post(owner.headers, PACK)).json().data;
    // A subservice id of another service is refused after the service row could have changed.
    expectError(await put(owner.headers, created.id, { ...PACK, name: 'Cambiado', subservices: [{ ...PACK.subservices[0], id: other.subservices[0].id }] }), 422, 'VALIDATION_ERROR', {
      field: 'subservices',
    });
    const [row] = await t.db.select().from(services).where(eq(services.id, created.id));
    expect(row!.name).toBe('Pack de diseño');
    expect(await t.db.select().from(subservices).where(eq(subservices.serviceId, created.id))).toHaveLength(2);
    expectError(await put(owner.headers, created.id, { ...PACK, name: '' }), 422, 'VALIDATION_ERROR', { field: 'name', message: SERVICE_MESSAGES.nameRequired });
  });

  it('401 without a token; 404 for another workspace, which changes nothing', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const mine = (await post(a.headers, PACK)).json().data;
    expectError(await put({}, mine.id, PACK), 401, 'UNAUTHENTICATED');
    const res = await put(b.headers, mine.id, { ...PACK, name: 'Robado' });
    expectError(res, 404, 'NOT_FOUND');
    expect(leaksNothing(res.body, [mine.id, 'Pack de diseño'])).toBe(true);
    const theirLine = await addLine(b.workspace.id);
    expectError(await put(a.headers, mine.id, { ...PACK, lines: [theirLine.id] }), 422, 'VALIDATION_ERROR', { field: 'lines' });
    const [row] = await t.db.select().from(services).where(eq(services.id, mine.id));
    expect(row!.name).toBe('Pack de diseño');
    expectError(await put(a.headers, randomUUID(), PACK), 404, 'NOT_FOUND');
  });
});

describe('DELETE /v1/services/{id}', () => {
  it('deletes the service with its subservices and lines (204)', async () => {
    const owner = await createOwner(t.db);
    const line = await addLine(owner.workspace.id);
    const created = (await post(owner.headers, { ...PACK, lines: [line.id] })).json().data;
    expect((await del(owner.headers, created.id)).statusCode).toBe(204);
    expect(await t.db.select().from(services).where(eq(services.id, created.id))).toHaveLength(0);
    expect(await t.db.select().from(subservices).where(eq(subservices.serviceId, created.id))).toHaveLength(0);
    expect(await t.db.select().from(lines).where(eq(lines.id, line.id))).toHaveLength(1);
    expectError(await del(owner.headers, created.id), 404, 'NOT_FOUND');
  });

  it('401 without a token; 404 for another workspace, which deletes nothing', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const mine = (await post(a.headers, PACK)).json().data;
    expectError(await del({}, mine.id), 401, 'UNAUTHENTICATED');
    expectError(await del(b.headers, mine.id), 404, 'NOT_FOUND');
    expect(await t.db.select().from(services).where(eq(services.id, mine.id))).toHaveLength(1);
    expectError(await del(a.headers, 'no-es-uuid'), 422, 'VALIDATION_ERROR', { field: 'id' });
  });
});
