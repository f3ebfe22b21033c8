import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner, createUser, getWorkspace, tokenFor } from '../../../test/factories.ts';
import { bearer, expectError } from '../../../test/http.ts';

const TAKEN = 'Ese nombre ya está en uso. Prueba con otro.';
const LOGO = '/api/files/workspace_logos/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.png';

describe('settings: POST /v1/workspace/current, PUT /v1/workspace, PUT /v1/currencies', () => {
  const t = useTestApp();

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
