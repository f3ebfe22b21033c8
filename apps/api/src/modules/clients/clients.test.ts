import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '@trato/domain/clients/schemas';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner, createUser, tokenFor, type Owner } from '../../../test/factories.ts';
import { bearer, expectError, multipart, PNG_1X1 } from '../../../test/http.ts';
import { leaksNothing, twoWorkspaces } from '../../../test/tenants.ts';
import { companies, customers } from '../../db/schema/index.ts';
import { seedDemoClients } from '../demo/seed-demo-clients.ts';

// Everything in clients.routes.ts on one database for the file.
const t = useTestApp();

let n = 0;
const email = (tag = 'cliente') => `${tag}.${++n}.${Math.random().toString(36).slice(2, 7)}@ejemplo.cl`;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function createClient(owner: Pick<Owner, 'headers'>, body: Json = {}): Promise<Json> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/customers?withCompany=1',
    headers: owner.headers,
    payload: { name: 'Marta Núñez', email: email(), company_name: 'Panadería Ñuñoa', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const get = (owner: Pick<Owner, 'headers'>, url: string) => t.app.inject({ method: 'GET', url, headers: owner.headers });

describe('POST /v1/customers?withCompany=1 (client form)', () => {
  it('creates the company and its main contact; email lower-cased; logo kept', async () => {
    const owner = await createOwner(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers?withCompany=1',
      headers: owner.headers,
      payload: { name: ' Marta Núñez ', email: ' Marta@Panaderia.CL ', phone: '+56 9 1234 5678', company_name: 'Panadería Ñuñoa', logo: '/api/files/company_logo/abc.png', is_person: false },
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ name: 'Marta Núñez', email: 'marta@panaderia.cl', phone: '+56 9 1234 5678', is_contact: true });
    expect(data.company).toMatchObject({
      name: 'Panadería Ñuñoa',
      logo: '/api/files/company_logo/abc.png',
      is_person: false,
      archived: false,
      projects_count: 0,
      proposals_count: 0,
      amount_sell: '0.00',
      amount_paid: '0.00',
      contact: { id: data.id, email: 'marta@panaderia.cl', is_contact: true },
    });
    expect(data.company.members).toHaveLength(1);
    expect(data.company.members[0].updated_at).toEqual(expect.any(String));
    const [row] = await t.db.select().from(companies).where(eq(companies.id, data.company.id));
    expect(row!.workspaceId).toBe(owner.workspace.id);
  });

  it('a person is their own company', async () => {
    const owner = await createOwner(t.db);
    const data = await createClient(owner, { name: 'Pedro Soto', company_name: undefined, is_person: true });
    expect(data.company).toMatchObject({ name: 'Pedro Soto', is_person: true, logo: null });
  });

  it('accepts a logo uploaded to company_logo', async () => {
    const owner = await createOwner(t.db);
    const form = await multipart([['directory', 'company_logo'], ['file', { filename: 'logo.png', bytes: PNG_1X1, type: 'image/png' }]], owner.headers);
    const up = await t.app.inject({ method: 'POST', url: '/api/v1/upload/image', ...form });
    expect(up.statusCode, up.body).toBe(200);
    const url = up.json().data as string;
    expect(url).toMatch(/^\/api\/files\/company_logo\//);
    const data = await createClient(owner, { logo: url });
    expect(data.company.logo).toBe(url);
  });

  it('answers 422 with Spanish messages per field and creates nothing', async () => {
    const owner = await createOwner(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customers?withCompany=1', headers: owner.headers, payload: { name: ' ', email: 'nope', phone: 'abc', logo: 'javascript:x' } });
    const body = expectError(res, 422, 'VALIDATION_ERROR', { field: 'name', message: CLIENT_MESSAGES.nameRequired });
    expect(body.errors).toEqual({
      name: [CLIENT_MESSAGES.nameRequired],
      email: [CLIENT_MESSAGES.emailInvalid],
      phone: [CLIENT_MESSAGES.phoneInvalid],
      logo: [CLIENT_MESSAGES.logoInvalid],
      company_name: [CLIENT_MESSAGES.companyRequired],
    });
    expect(await t.db.select().from(companies).where(eq(companies.workspaceId, owner.workspace.id))).toHaveLength(0);
  });

  it('email is unique per workspace (any case), but two workspaces may share one', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const shared = email('compartido');
    await createClient(a, { email: shared });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers?withCompany=1',
      headers: a.headers,
      payload: { name: 'Otra', email: shared.toUpperCase(), company_name: 'Otra empresa' },
    });
    expectError(dup, 422, 'VALIDATION_ERROR', { field: 'email', message: CLIENT_MESSAGES.emailTaken });
    expect(await t.db.select().from(companies).where(eq(companies.workspaceId, a.workspace.id))).toHaveLength(1);
    await createClient(b, { email: shared });
  });

  it('a body that is not an object answers 422, never 500', async () => {
    const owner = await createOwner(t.db);
    for (const payload of ['[]', '"texto"', 'null']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/customers?withCompany=1', headers: { ...owner.headers, 'content-type': 'application/json' }, payload });
      expectError(res, 422, 'VALIDATION_ERROR');
    }
  });

  it('answers 401 without a token and 403 without a workspace', async () => {
    const payload = { name: 'X', email: email(), company_name: 'Y' };
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/customers?withCompany=1', payload }), 401, 'UNAUTHENTICATED');
    const lonely = await createUser(t.db);
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/customers?withCompany=1', headers: bearer(await tokenFor(t.db, lonely.id)), payload }), 403, 'FORBIDDEN');
  });

  it('a member may create clients', async () => {
    const owner = await createOwner(t.db);
    const member = await createMember(t.db, owner.workspace.id, 'member');
    await createClient(member);
  });
});

describe('POST /v1/customers (a member of an existing company) and PUT /v1/customers/{id}', () => {
  it('adds a member; is_contact moves the main contact', async () => {
    const owner = await createOwner(t.db);
    const first = await createClient(owner);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers',
      headers: owner.headers,
      payload: { name: 'Luis Rojas', email: 'LUIS@Panaderia.cl', company_id: first.company.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const second = res.json().data;
    expect(second).toMatchObject({ email: 'luis@panaderia.cl', is_contact: false });
    expect(second.company.members).toHaveLength(2);
    expect(second.company.contact.id).toBe(first.id);

    const moved = await t.app.inject({ method: 'PUT', url: `/api/v1/customers/${second.id}`, headers: owner.headers, payload: { is_contact: true } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.company.contact.id).toBe(second.id);
    expect(moved.json().data.company.members.filter((m: Json) => m.is_contact)).toHaveLength(1);
  });

  it('updates name, email (lower-cased) and phone; refuses a taken email and bad input in Spanish', async () => {
    const owner = await createOwner(t.db);
    const one = await createClient(owner);
    const other = await createClient(owner);
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/customers/${one.id}`, headers: owner.headers, payload: { name: 'Marta N.', email: 'NUEVO.' + one.email, phone: '' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Marta N.', email: 'nuevo.' + one.email, phone: null });
    expectError(
      await t.app.inject({ method: 'PUT', url: `/api/v1/customers/${one.id}`, headers: owner.headers, payload: { email: other.email.toUpperCase() } }),
      422,
      'VALIDATION_ERROR',
      { field: 'email', message: CLIENT_MESSAGES.emailTaken },
    );
    expectError(await t.app.inject({ method: 'PUT', url: `/api/v1/customers/${one.id}`, headers: owner.headers, payload: { name: '', email: 'x' } }), 422, 'VALIDATION_ERROR', {
      field: 'email',
      message: CLIENT_MESSAGES.emailInvalid,
    });
    // Its own email again is fine.
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/customers/${other.id}`, headers: owner.headers, payload: { email: other.email } })).statusCode).toBe(200);
  });

  it('refuses without company_id (422) and without a token (401)', async () => {
    const owner = await createOwner(t.db);
    expectError(await t.app.inject({ method: 'POST', url: '/api/v1/customers', headers: owner.headers, payload: { name: 'A', email: email() } }), 422, 'VALIDATION_ERROR', {
      field: 'company_id',
      message: CLIENT_MESSAGES.companyIdInvalid,
    });
    expectError(await t.app.inject({ method: 'PUT', url: `/api/v1/customers/${crypto.randomUUID()}`, payload: { name: 'A' } }), 401, 'UNAUTHENTICATED');
  });

  it('another workspace can neither add members to, nor change, our customers (404, nothing changed)', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const mine = await createClient(a);
    const add = await t.app.inject({ method: 'POST', url: '/api/v1/customers', headers: b.headers, payload: { name: 'Intruso', email: email(), company_id: mine.company.id } });
    expectError(add, 404, 'NOT_FOUND');
    const put = await t.app.inject({ method: 'PUT', url: `/api/v1/customers/${mine.id}`, headers: b.headers, payload: { name: 'Hackeado', email: email() } });
    expectError(put, 404, 'NOT_FOUND');
    expect(leaksNothing(add.body + put.body, [mine.email, mine.company.name, mine.name])).toBe(true);
    const rows = await t.db.select().from(customers).where(eq(customers.companyId, mine.company.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: mine.name, email: mine.email });
  });
});

describe('GET /v1/companies', () => {
  it('pages by 10 with the SPEC §3 meta, newest first', async () => {
    const owner = await createOwner(t.db);
    for (let i = 1; i <= 12; i++) await createClient(owner, { company_name: `Empresa ${String(i).padStart(2, '0')}` });
    const first = await get(owner, '/api/v1/companies');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.data).toHaveLength(10);
    expect(body.data[0].name).toBe('Empresa 12');
    expect(body.meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 2,
      links: { first: '/api/v1/companies?page=1', last: '/api/v1/companies?page=2', prev: null, next: '/api/v1/companies?page=2' },
      path: '/api/v1/companies',
      per_page: 10,
      to: 10,
      total: 12,
    });
    const second = (await get(owner, '/api/v1/companies?page=2')).json();
    expect(second.data.map((c: Json) => c.name)).toEqual(['Empresa 02', 'Empresa 01']);
    expect(second.meta).toMatchObject({ current_page: 2, from: 11, to: 12, links: { prev: '/api/v1/companies?page=1', next: null } });
    expect(second.data[0]).toMatchObject({ contact: { is_contact: true }, projects_count: 0, amount_sell: '0.00' });
    expectError(await get(owner, '/api/v1/companies?page=0'), 422, 'VALIDATION_ERROR', { field: 'page', message: 'La página debe ser un número entero mayor o igual a 1.' });
  });

  it('searches company, member names and emails ignoring accents and case', async () => {
    const owner = await createOwner(t.db);
    const pan = await createClient(owner, { company_name: 'Panadería Ñuñoa', name: 'Marta Núñez', email: email('marta') });
    await createClient(owner, { company_name: 'Ferretería Sur', name: 'José Pérez', email: 'jose.perez@ferre.cl' });
    const names = async (q: string) => (await get(owner, `/api/v1/companies?search=${encodeURIComponent(q)}`)).json().data.map((c: Json) => c.name);
    expect(await names('panaderia nunoa')).toEqual(['Panadería Ñuñoa']);
    expect(await names('PANADERÍA')).toEqual(['Panadería Ñuñoa']);
    expect(await names('marta nunez')).toEqual(['Panadería Ñuñoa']);
    expect(await names('JOSE.PEREZ@')).toEqual(['Ferretería Sur']);
    expect(await names('ería')).toHaveLength(2);
    expect(await names('100%')).toEqual([]);
    expect(await names('zzz')).toEqual([]);
    const res = (await get(owner, '/api/v1/companies?search=nunoa')).json();
    expect(res.meta).toMatchObject({ total: 1, links: { first: '/api/v1/companies?search=nunoa&page=1' } });
    expect(res.data[0].id).toBe(pan.company.id);
  });

  it('archives and recovers: archived companies leave the list and show with archived=1', async () => {
    const owner = await createOwner(t.db);
    const keep = await createClient(owner, { company_name: 'Activa' });
    const gone = await createClient(owner, { company_name: 'Archivable' });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/companies/${gone.company.id}`, headers: owner.headers });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().data).toMatchObject({ id: gone.company.id, archived: true, archived_at: expect.any(String) });
    expect((await get(owner, '/api/v1/companies')).json().data.map((c: Json) => c.id)).toEqual([keep.company.id]);
    const archived = (await get(owner, '/api/v1/companies?archived=1')).json();
    expect(archived.data.map((c: Json) => c.id)).toEqual([gone.company.id]);
    expect(archived.meta.links.first).toBe('/api/v1/companies?archived=1&page=1');
    // Still readable while archived; archiving twice is harmless.
    expect((await get(owner, `/api/v1/companies/${gone.company.id}`)).json().data.archived).toBe(true);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/companies/${gone.company.id}`, headers: owner.headers })).statusCode).toBe(200);

    const rec = await t.app.inject({ method: 'PUT', url: `/api/v1/companies/${gone.company.id}/recover`, headers: owner.headers });
    expect(rec.statusCode, rec.body).toBe(200);
    expect(rec.json().data).toMatchObject({ archived: false, archived_at: null });
    expect((await get(owner, '/api/v1/companies')).json().meta.total).toBe(2);
    expect((await get(owner, '/api/v1/companies?archived=1')).json().meta.total).toBe(0);
  });

  it('answers 401 without a token', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/companies' }), 401, 'UNAUTHENTICATED');
  });

  it('lists only the caller workspace companies', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const mine = await createClient(a, { company_name: 'Secreta de A' });
    const res = await get(b, '/api/v1/companies?search=secreta');
    expect(res.json().data).toEqual([]);
    expect(leaksNothing(res.body, [mine.company.id, mine.email])).toBe(true);
  });
});

describe('GET/PUT /v1/companies/{id}, archive, recover, related lists', () => {
  it('reads and updates a company (name, logo, is_person)', async () => {
    const owner = await createOwner(t.db);
    const c = await createClient(owner);
    const one = await get(owner, `/api/v1/companies/${c.company.id}`);
    expect(one.json().data).toMatchObject({ id: c.company.id, name: 'Panadería Ñuñoa', members: [{ id: c.id }] });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${c.company.id}`,
      headers: owner.headers,
      payload: { name: 'Panadería Ñuñoa Ltda.', logo: '/api/files/company_logo/x.png', is_person: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ name: 'Panadería Ñuñoa Ltda.', logo: '/api/files/company_logo/x.png', contact: { id: c.id } });
    const cleared = await t.app.inject({ method: 'PUT', url: `/api/v1/companies/${c.company.id}`, headers: owner.headers, payload: { logo: null } });
    expect(cleared.json().data.logo).toBeNull();
    expectError(await t.app.inject({ method: 'PUT', url: `/api/v1/companies/${c.company.id}`, headers: owner.headers, payload: { name: ' ', logo: 'ftp://x' } }), 422, 'VALIDATION_ERROR', {
      field: 'name',
      message: CLIENT_MESSAGES.companyRequired,
    });
    expectError(await get(owner, `/api/v1/companies/${crypto.randomUUID()}`), 404, 'NOT_FOUND');
    expectError(await get(owner, '/api/v1/companies/no-es-uuid'), 422, 'VALIDATION_ERROR');
  });

  it('a new company has empty related lists (clients.related.test.ts covers real rows); files lists uploads of the company', async () => {
    const owner = await createOwner(t.db);
    const c = await createClient(owner);
    for (const list of ['projects', 'proposals', 'payments', 'files']) {
      const res = await get(owner, `/api/v1/companies/${c.company.id}/${list}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        data: [],
        meta: expect.objectContaining({ current_page: 1, total: 0, from: null, to: null, per_page: 10, path: `/api/v1/companies/${c.company.id}/${list}` }),
      });
    }
    const form = await multipart(
      [['directory', 'company_files'], ['fileableId', c.company.id], ['file', { filename: 'brief.png', bytes: PNG_1X1, type: 'image/png' }]],
      owner.headers,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/upload/file', ...form })).statusCode).toBe(200);
    const files = (await get(owner, `/api/v1/companies/${c.company.id}/files`)).json();
    expect(files.meta.total).toBe(1);
    expect(files.data[0]).toMatchObject({ name: 'brief.png', mime_type: 'image/png', url: expect.stringMatching(/^\/api\/files\/company_files\//) });
  });

  it('answers 401 without a token on every company endpoint', async () => {
    const id = crypto.randomUUID();
    for (const [method, url] of [
      ['GET', `/api/v1/companies/${id}`],
      ['PUT', `/api/v1/companies/${id}`],
      ['DELETE', `/api/v1/companies/${id}`],
      ['PUT', `/api/v1/companies/${id}/recover`],
      ['GET', `/api/v1/companies/${id}/projects`],
      ['GET', `/api/v1/companies/${id}/proposals`],
      ['GET', `/api/v1/companies/${id}/payments`],
      ['GET', `/api/v1/companies/${id}/files`],
    ] as const) {
      expectError(await t.app.inject({ method, url, ...(method === 'PUT' ? { payload: {} } : {}) }), 401, 'UNAUTHENTICATED');
    }
  });

  it('another workspace gets 404 on every company endpoint, learns nothing and changes nothing', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const mine = await createClient(a, { company_name: 'Privada de A' });
    const id = mine.company.id;
    const calls = [
      { method: 'GET', url: `/api/v1/companies/${id}` },
      { method: 'PUT', url: `/api/v1/companies/${id}`, payload: { name: 'Robada' } },
      { method: 'DELETE', url: `/api/v1/companies/${id}` },
      { method: 'PUT', url: `/api/v1/companies/${id}/recover` },
      { method: 'GET', url: `/api/v1/companies/${id}/projects` },
      { method: 'GET', url: `/api/v1/companies/${id}/proposals` },
      { method: 'GET', url: `/api/v1/companies/${id}/payments` },
      { method: 'GET', url: `/api/v1/companies/${id}/files` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: b.headers });
      expectError(res, 404, 'NOT_FOUND');
      expect(leaksNothing(res.body, ['Privada de A', mine.email])).toBe(true);
    }
    const [row] = await t.db.select().from(companies).where(eq(companies.id, id));
    expect(row).toMatchObject({ name: 'Privada de A', archivedAt: null });
  });
});

describe('demo seed', () => {
  it('gives the demo workspace five clients with contacts, one of them a person', async () => {
    const owner = await createOwner(t.db, { workspace: { isDemo: true } });
    await t.db.transaction((tx) => seedDemoClients(tx, owner.workspace.id));
    const list = (await get(owner, '/api/v1/companies')).json();
    expect(list.meta.total).toBe(5);
    expect(list.data.filter((c: Json) => c.is_person)).toHaveLength(1);
    expect(list.data.every((c: Json) => c.contact?.is_contact)).toBe(true);
    expect((await get(owner, '/api/v1/companies?search=nunoa')).json().data.map((c: Json) => c.name)).toEqual(['Panadería Ñuñoa']);
  });
});
