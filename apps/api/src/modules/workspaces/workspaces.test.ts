import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BUSINESS_SECTORS } from '@trato/domain/options/business-sectors';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner, createUser, getWorkspace, tokenFor } from '../../../test/factories.ts';
import { bearer, expectError, multipart, PNG_1X1 } from '../../../test/http.ts';
import { leaksNothing, twoWorkspaces } from '../../../test/tenants.ts';
import { memberships, subscriptions, surveyAnswers, uploads } from '../../db/schema/index.ts';

// Everything in workspaces.routes.ts on one database for the file.
const t = useTestApp();

const SURVEY = { business_sector: BUSINESS_SECTORS[3]!, how_did_you_hear: 'linkedin', company_size: '2-5' };
const TAKEN = 'Ese nombre ya está en uso. Prueba con otro.';
const LOGO = '/api/files/workspace_logos/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.png';

describe('sign-up steps: POST /v1/organization (survey), PUT /v1/organization/{id} (config), logo upload', () => {

  /** A verified user who has not created a workspace yet. */
  async function newcomer(name = 'Carla Núñez') {
    const user = await createUser(t.db, { name, password: null });
    return { user, token: await tokenFor(t.db, user.id) };
  }
  const survey = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/organization', headers: bearer(token), payload });
  const config = (token: string, id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/organization/${id}`, headers: bearer(token), payload });
  const account = async (token: string) => (await t.app.inject({ method: 'POST', url: '/api/auth/user', headers: bearer(token) })).json();

  describe('POST /api/v1/organization', () => {
    it('creates the workspace with an owner membership and the instance default plan (unlimited), and saves the survey (201)', async () => {
      const { user, token } = await newcomer('Carla Núñez');
      const res = await survey(token, SURVEY);
      expect(res.statusCode).toBe(201);
      const ws = res.json().result;
      expect(ws).toMatchObject({
        name: 'Espacio de Carla',
        domain: 'espacio-de-carla',
        business_sector: SURVEY.business_sector,
        primary_color: '#1d4ed8',
        default_currency: null,
        is_demo: false,
      });
      const [membership] = await t.db.select().from(memberships).where(eq(memberships.workspaceId, ws.id));
      expect(membership).toMatchObject({ userId: user.id, role: 'owner' });
      const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.workspaceId, ws.id));
      expect(sub).toMatchObject({ planId: 'unlimited', status: 'active', source: 'default' });
      const [answers] = await t.db.select().from(surveyAnswers).where(eq(surveyAnswers.workspaceId, ws.id));
      expect(answers).toMatchObject({ userId: user.id, businessSector: SURVEY.business_sector, howDidYouHear: 'linkedin', companySize: '2-5' });

      const me = await account(token);
      expect(me).toMatchObject({
        role: 'owner',
        workspace: { id: ws.id },
        subscription: { plan: { name: 'Sin límites', limits: { active_proposals: null, active_portals: null } } },
        redirect_step: 'config',
      });
    });

    it('uses the given name, and gives two default names their own domains', async () => {
      const a = await newcomer('Pedro Soto');
      const b = await newcomer('Pedro Ríos');
      const first = (await survey(a.token, SURVEY)).json().result;
      const second = (await survey(b.token, SURVEY)).json().result;
      expect(first.name).toBe(second.name);
      expect(first.domain).not.toBe(second.domain);
      const named = await newcomer();
      expect((await survey(named.token, { ...SURVEY, name: 'Fotografía Luz Sur' })).json().result).toMatchObject({
        name: 'Fotografía Luz Sur',
        domain: 'fotografia-luz-sur',
      });
    });

    it('refuses invalid answers with a Spanish message per field and creates nothing', async () => {
      const { user, token } = await newcomer();
      expectError(await survey(token, { ...SURVEY, business_sector: 'Venta de humo' }), 422, 'VALIDATION_ERROR', {
        field: 'business_sector',
        message: 'Elige el rubro de tu negocio.',
      });
      expectError(await survey(token, { ...SURVEY, how_did_you_hear: 'paloma mensajera' }), 422, 'VALIDATION_ERROR', {
        field: 'how_did_you_hear',
        message: 'Cuéntanos cómo nos conociste.',
      });
      expectError(await survey(token, { ...SURVEY, company_size: '7' }), 422, 'VALIDATION_ERROR', {
        field: 'company_size',
        message: 'Elige el tamaño de tu empresa.',
      });
      const empty = expectError(await survey(token, {}), 422, 'VALIDATION_ERROR');
      expect(empty.errors).toMatchObject({
        business_sector: ['Elige el rubro de tu negocio.'],
        how_did_you_hear: ['Cuéntanos cómo nos conociste.'],
        company_size: ['Elige el tamaño de tu empresa.'],
      });
      expect(await t.db.select().from(memberships).where(eq(memberships.userId, user.id))).toHaveLength(0);
    });

    it('answers 409 the second time', async () => {
      const { user, token } = await newcomer();
      expect((await survey(token, SURVEY)).statusCode).toBe(201);
      expectError(await survey(token, SURVEY), 409, 'CONFLICT', { message: 'Ya tienes un espacio de trabajo.' });
      expect(await t.db.select().from(memberships).where(eq(memberships.userId, user.id))).toHaveLength(1);
    });

    it('answers 401 without a token', async () => {
      expectError(await t.app.inject({ method: 'POST', url: '/api/v1/organization', payload: SURVEY }), 401, 'UNAUTHENTICATED');
    });
  });

  describe('PUT /api/v1/organization/{id}', () => {
    it('choosing a currency finishes the sign-up steps (redirect_step done)', async () => {
      const { token } = await newcomer();
      const ws = (await survey(token, SURVEY)).json().result;
      const res = await config(token, ws.id, { name: 'Estudio Brisa', currency: 'CLP', primary_color: '#FF5733' });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({
        id: ws.id,
        name: 'Estudio Brisa',
        domain: 'estudio-brisa',
        default_currency: 'CLP',
        currency_code: 'CLP',
        primary_color: '#ff5733',
        config: { color: '#ff5733', currency: 'CLP' },
      });
      expect((await account(token)).redirect_step).toBe('done');
    });

    it('refuses a bad colour, currency or name and changes nothing', async () => {
      const { workspace, token } = await createOwner(t.db, { user: { password: null } });
      expectError(await config(token, workspace.id, { primary_color: 'rojo' }), 422, 'VALIDATION_ERROR', {
        field: 'primary_color',
        message: 'El color debe tener el formato #RRGGBB.',
      });
      expectError(await config(token, workspace.id, { primary_color: '#fff' }), 422, 'VALIDATION_ERROR', { field: 'primary_color' });
      expectError(await config(token, workspace.id, { currency: 'XYZ' }), 422, 'VALIDATION_ERROR', { field: 'currency', message: 'Elige una moneda de la lista.' });
      expectError(await config(token, workspace.id, { name: 'x' }), 422, 'VALIDATION_ERROR', { field: 'name', message: 'El nombre debe tener al menos 2 caracteres.' });
      expect(await getWorkspace(t.db, workspace.id)).toEqual(workspace);
    });

    it('refuses a name another workspace has', async () => {
      await createOwner(t.db, { user: { password: null }, workspace: { name: 'Nombre Ocupado' } });
      const { workspace, token } = await createOwner(t.db, { user: { password: null } });
      expectError(await config(token, workspace.id, { name: 'nombre ocupado' }), 422, 'VALIDATION_ERROR', {
        field: 'name',
        message: 'Ese nombre ya está en uso. Prueba con otro.',
      });
      expect((await getWorkspace(t.db, workspace.id)).name).toBe(workspace.name);
    });

    it("answers 404 for another workspace's id or an unknown id, and changes nothing", async () => {
      const mine = await createOwner(t.db, { user: { password: null } });
      const theirs = await createOwner(t.db, { user: { password: null } });
      const res = await config(mine.token, theirs.workspace.id, { name: 'Robado', currency: 'USD', primary_color: '#000000' });
      const body = expectError(res, 404, 'NOT_FOUND');
      expect(JSON.stringify(body)).not.toContain(theirs.workspace.name);
      expect(await getWorkspace(t.db, theirs.workspace.id)).toEqual(theirs.workspace);
      expectError(await config(mine.token, randomUUID(), { currency: 'USD' }), 404, 'NOT_FOUND');
      expectError(await config(mine.token, 'no-es-uuid', { currency: 'USD' }), 422, 'VALIDATION_ERROR');
    });

    it('a member may not change the workspace (403); an admin may', async () => {
      const { workspace } = await createOwner(t.db, { user: { password: null } });
      const member = await createMember(t.db, workspace.id, 'member', { password: null });
      const admin = await createMember(t.db, workspace.id, 'admin', { password: null });
      expectError(await config(member.token, workspace.id, { currency: 'USD' }), 403, 'FORBIDDEN');
      expect((await getWorkspace(t.db, workspace.id)).defaultCurrency).toBe('CLP');
      expect((await config(admin.token, workspace.id, { currency: 'USD' })).json().result.default_currency).toBe('USD');
    });
  });

  describe('POST /api/v1/organization/{id}/upload', () => {
    const upload = async (token: string, id: string, parts: Parameters<typeof multipart>[0]) =>
      t.app.inject({ method: 'POST', url: `/api/v1/organization/${id}/upload`, ...(await multipart(parts, bearer(token))) });

    it('sets the logo, and with dark=1 the dark logo; both are served back', async () => {
      const { workspace, token } = await createOwner(t.db, { user: { password: null } });
      const light = await upload(token, workspace.id, [['file', { filename: 'logo.png', bytes: PNG_1X1, type: 'image/png' }]]);
      expect(light.statusCode, light.body).toBe(200);
      const logo = light.json().result.logo as string;
      expect(logo).toMatch(/^\/api\/files\/workspace_logos\/[A-Za-z0-9_-]{43}\.png$/);
      expect(light.json().result.logo_dark).toBeNull();

      const dark = await upload(token, workspace.id, [
        ['dark', '1'],
        ['file', { filename: 'logo-oscuro.png', bytes: PNG_1X1, type: 'image/png' }],
      ]);
      expect(dark.statusCode, dark.body).toBe(200);
      expect(dark.json().result.logo).toBe(logo);
      expect(dark.json().result.logo_dark).toMatch(/^\/api\/files\/workspace_logos_dark\/[A-Za-z0-9_-]{43}\.png$/);

      const served = await t.app.inject({ method: 'GET', url: logo });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
      expect((await getWorkspace(t.db, workspace.id)).logo).toBe(logo);
    });

    it('refuses a file that is not an image (415) and keeps the logo', async () => {
      const { workspace, token } = await createOwner(t.db, { user: { password: null } });
      const res = await upload(token, workspace.id, [['file', { filename: 'logo.png', bytes: Buffer.from('<script>alert(1)</script>'), type: 'image/png' }]]);
      expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', { field: 'file', message: 'El archivo debe ser una imagen PNG, JPG, WEBP o GIF.' });
      expect((await getWorkspace(t.db, workspace.id)).logo).toBeNull();
    });

    it('asks for a file when none is attached', async () => {
      const { workspace, token } = await createOwner(t.db, { user: { password: null } });
      expectError(await upload(token, workspace.id, [['dark', '1']]), 422, 'VALIDATION_ERROR', { field: 'file' });
    });
  });
});

describe('settings: POST /v1/workspace/current, PUT /v1/workspace, PUT /v1/currencies', () => {

  const current = (token?: string) => t.app.inject({ method: 'POST', url: '/api/v1/workspace/current', headers: token ? bearer(token) : {} });
  const update = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/v1/workspace', headers: bearer(token), payload });
  const currency = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/v1/currencies', headers: bearer(token), payload });

  describe('POST /api/v1/workspace/current', () => {
    it("returns the caller's workspace", async () => {
      const { workspace, token } = await createOwner(t.db, { user: { password: null }, workspace: { name: 'Casa Azul' } });
      const res = await current(token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: workspace.id, name: 'Casa Azul', domain: 'casa-azul', default_currency: 'CLP' });
    });

    it('a member sees the workspace they belong to', async () => {
      const { workspace } = await createOwner(t.db, { user: { password: null } });
      const member = await createMember(t.db, workspace.id, 'member', { password: null });
      expect((await current(member.token)).json().data.id).toBe(workspace.id);
    });

    it('answers 403 before the survey created a workspace, and 401 without a token', async () => {
      const user = await createUser(t.db, { password: null });
      expectError(await current(await tokenFor(t.db, user.id)), 403, 'FORBIDDEN', { message: 'Primero configura tu espacio de trabajo.' });
      expectError(await current(), 401, 'UNAUTHENTICATED');
    });
  });

  describe('PUT /api/v1/workspace', () => {
    it('changes name, colour, logos and currency', async () => {
      const { workspace, token } = await createOwner(t.db, { user: { password: null } });
      const res = await update(token, { name: 'Taller Ñuñoa', primary_color: '#0F766E', logo: LOGO, logo_dark: 'https://cdn.ejemplo.test/oscuro.png', currency_code: 'EUR' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: workspace.id,
        name: 'Taller Ñuñoa',
        domain: 'taller-nunoa',
        primary_color: '#0f766e',
        logo: LOGO,
        logo_dark: 'https://cdn.ejemplo.test/oscuro.png',
        currency_code: 'EUR',
        default_currency: 'EUR',
        config: { color: '#0f766e', logo: LOGO, currency: 'EUR' },
      });
      expect((await current(token)).json().data.name).toBe('Taller Ñuñoa');
      // Clearing the logo.
      expect((await update(token, { logo: null })).json().data.logo).toBeNull();
    });

    it('keeps its own name (no self-conflict) but refuses one another workspace has', async () => {
      await createOwner(t.db, { user: { password: null }, workspace: { name: 'Marca Registrada' } });
      const { workspace, token } = await createOwner(t.db, { user: { password: null }, workspace: { name: 'Mi Marca' } });
      expect((await update(token, { name: 'MI MARCA' })).statusCode).toBe(200);
      for (const name of ['Marca Registrada', 'marca  registrada', 'Márca Registrada!']) {
        expectError(await update(token, { name }), 422, 'VALIDATION_ERROR', { field: 'name', message: TAKEN });
      }
      expect((await getWorkspace(t.db, workspace.id)).domain).toBe('mi-marca');
    });

    it('refuses bad values with Spanish messages', async () => {
      const { workspace, token } = await createOwner(t.db, { user: { password: null } });
      expectError(await update(token, { primary_color: 'azul' }), 422, 'VALIDATION_ERROR', { field: 'primary_color', message: 'El color debe tener el formato #RRGGBB.' });
      expectError(await update(token, { currency_code: 'XYZ' }), 422, 'VALIDATION_ERROR', { field: 'currency_code', message: 'Elige una moneda de la lista.' });
      expectError(await update(token, { logo: 'javascript:alert(1)' }), 422, 'VALIDATION_ERROR', { field: 'logo', message: 'La dirección del archivo no es válida.' });
      expectError(await update(token, { name: 'a'.repeat(61) }), 422, 'VALIDATION_ERROR', { field: 'name', message: 'El nombre no puede superar los 60 caracteres.' });
      expect(await getWorkspace(t.db, workspace.id)).toEqual(workspace);
    });

    it('a member gets 403 and nothing changes; an admin may change it', async () => {
      const { workspace } = await createOwner(t.db, { user: { password: null } });
      const member = await createMember(t.db, workspace.id, 'member', { password: null });
      const admin = await createMember(t.db, workspace.id, 'admin', { password: null });
      expectError(await update(member.token, { primary_color: '#000000' }), 403, 'FORBIDDEN', { message: 'No tienes permiso para realizar esta acción.' });
      expect((await getWorkspace(t.db, workspace.id)).primaryColor).toBe('#1d4ed8');
      const res = await update(admin.token, { primary_color: '#000000' });
      expect(res.statusCode).toBe(200);
      expect((await getWorkspace(t.db, workspace.id)).primaryColor).toBe('#000000');
    });

    it('answers 401 without a token', async () => {
      expectError(await t.app.inject({ method: 'PUT', url: '/api/v1/workspace', payload: { name: 'X X' } }), 401, 'UNAUTHENTICATED');
    });
  });

  describe('PUT /api/v1/currencies', () => {
    it('sets the default currency', async () => {
      const { workspace, token } = await createOwner(t.db, { user: { password: null }, workspace: { defaultCurrency: null } });
      const res = await currency(token, { currency: 'MXN' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: workspace.id, default_currency: 'MXN', currency_code: 'MXN' });
      const me = await t.app.inject({ method: 'POST', url: '/api/auth/user', headers: bearer(token) });
      expect(me.json().redirect_step).toBe('done');
    });

    it("refuses a currency that is not in the list ('XYZ') and a missing one", async () => {
      const { workspace, token } = await createOwner(t.db, { user: { password: null } });
      expectError(await currency(token, { currency: 'XYZ' }), 422, 'VALIDATION_ERROR', { field: 'currency', message: 'Elige una moneda de la lista.' });
      expectError(await currency(token, { currency: 'clp' }), 422, 'VALIDATION_ERROR', { field: 'currency' });
      expectError(await currency(token, {}), 422, 'VALIDATION_ERROR', { field: 'currency', message: 'Elige una moneda de la lista.' });
      expect((await getWorkspace(t.db, workspace.id)).defaultCurrency).toBe('CLP');
    });

    it('a member may not change it', async () => {
      const { workspace } = await createOwner(t.db, { user: { password: null } });
      const member = await createMember(t.db, workspace.id, 'member', { password: null });
      expectError(await currency(member.token, { currency: 'USD' }), 403, 'FORBIDDEN');
      expect((await getWorkspace(t.db, workspace.id)).defaultCurrency).toBe('CLP');
    });
  });
});

describe("cross-tenant: workspace B can never read or change workspace A's data", () => {

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
