import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BUSINESS_SECTORS } from '@trato/domain/options/business-sectors';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner, createUser, getWorkspace, tokenFor } from '../../../test/factories.ts';
import { bearer, expectError, multipart, PNG_1X1 } from '../../../test/http.ts';
import { memberships, subscriptions, surveyAnswers } from '../../db/schema/index.ts';

const SURVEY = { business_sector: BUSINESS_SECTORS[3]!, how_did_you_hear: 'linkedin', company_size: '2-5' };

describe('sign-up steps: POST /v1/organization (survey), PUT /v1/organization/{id} (config), logo upload', () => {
  const t = useTestApp();

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
    it('creates the workspace with an owner membership and the free plan, and saves the survey (201)', async () => {
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
      expect(sub).toMatchObject({ planId: 'free', status: 'active' });
      const [answers] = await t.db.select().from(surveyAnswers).where(eq(surveyAnswers.workspaceId, ws.id));
      expect(answers).toMatchObject({ userId: user.id, businessSector: SURVEY.business_sector, howDidYouHear: 'linkedin', companySize: '2-5' });

      const me = await account(token);
      expect(me).toMatchObject({
        role: 'owner',
        workspace: { id: ws.id },
        subscription: { plan: { name: 'Gratis', limits: { active_proposals: 3, active_portals: 1 } } },
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
