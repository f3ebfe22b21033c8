import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createOwner, createUser, DEFAULT_PASSWORD, tokenFor } from '../../../test/factories.ts';
import { bearer, expectError } from '../../../test/http.ts';

const NEW_PASSWORD = 'lampara-nube-tortuga-77';

describe('GET/PUT /api/v1/account', () => {
  const t = useTestApp();

  const get = (token?: string) => t.app.inject({ method: 'GET', url: '/api/v1/account', headers: token ? bearer(token) : {} });
  const put = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/v1/account', headers: bearer(token), payload });
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('returns the signed-in user', async () => {
    const { user, token } = await createOwner(t.db, { user: { name: 'Ana Pérez', password: null } });
    const res = await get(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { id: user.id, name: 'Ana Pérez', firstName: 'Ana', email: user.email, avatar: null, is_god: false, email_verified: true, register_token: null },
    });
  });

  it('answers 401 without a valid token', async () => {
    expectError(await get(), 401, 'UNAUTHENTICATED');
    expectError(await get('x'.repeat(43)), 401, 'UNAUTHENTICATED');
    expectError(await t.app.inject({ method: 'PUT', url: '/api/v1/account', payload: { name: 'Nadie' } }), 401, 'UNAUTHENTICATED');
  });

  it('answers the account unchanged, not 500, for a body with none of its fields', async () => {
    const { user, token } = await createOwner(t.db, { user: { name: 'Ana Pérez' } });
    for (const payload of [{}, { desconocido: 'x' }]) {
      const res = await put(token, payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ id: user.id, name: 'Ana Pérez', email: user.email });
    }
    expect((await get(token)).statusCode).toBe(200);
  });

  it('renames the user; the new name is what /auth/user shows', async () => {
    const { token } = await createOwner(t.db, { user: { password: null } });
    const res = await put(token, { name: '  Beatriz Olmos  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Beatriz Olmos', firstName: 'Beatriz' });
    const me = await t.app.inject({ method: 'POST', url: '/api/auth/user', headers: bearer(token) });
    expect(me.json().user.name).toBe('Beatriz Olmos');
  });

  it('refuses an empty or too long name and leaves it unchanged', async () => {
    const { token } = await createOwner(t.db, { user: { name: 'Ana Pérez', password: null } });
    expectError(await put(token, { name: '  ' }), 422, 'VALIDATION_ERROR', { field: 'name', message: 'Ingresa tu nombre.' });
    expectError(await put(token, { name: 'a'.repeat(121) }), 422, 'VALIDATION_ERROR', { field: 'name', message: 'El nombre no puede superar los 120 caracteres.' });
    expect((await get(token)).json().data.name).toBe('Ana Pérez');
  });

  it('sets and clears the avatar, refusing a non-file URL', async () => {
    const { token } = await createOwner(t.db, { user: { password: null } });
    expect((await put(token, { avatar: '/api/files/images/abcdefghijklmnopqrstuvwxyz.png' })).json().data.avatar).toBe(
      '/api/files/images/abcdefghijklmnopqrstuvwxyz.png',
    );
    expectError(await put(token, { avatar: 'javascript:alert(1)' }), 422, 'VALIDATION_ERROR', { field: 'avatar', message: 'La dirección del archivo no es válida.' });
    expect((await put(token, { avatar: null })).json().data.avatar).toBeNull();
  });

  describe('changing the password', () => {
    it('needs the current password', async () => {
      const user = await createUser(t.db);
      const token = await tokenFor(t.db, user.id);
      expectError(await put(token, { password: NEW_PASSWORD }), 422, 'VALIDATION_ERROR', {
        field: 'current_password',
        message: 'La contraseña actual no es correcta.',
      });
      expectError(await put(token, { current_password: 'no-es-la-actual', password: NEW_PASSWORD }), 422, 'VALIDATION_ERROR', {
        field: 'current_password',
      });
      expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(422);
    });

    it('with the current password, the new one works and the old one stops', async () => {
      const user = await createUser(t.db);
      const token = await tokenFor(t.db, user.id);
      const res = await put(token, { current_password: DEFAULT_PASSWORD, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
      expectError(await login(user.email, DEFAULT_PASSWORD), 422, 'VALIDATION_ERROR', { message: 'Correo o contraseña incorrectos.' });
    });

    it('signs out every other session but keeps the one that changed it', async () => {
      const user = await createUser(t.db);
      const current = await tokenFor(t.db, user.id);
      const other = await tokenFor(t.db, user.id);
      expect((await put(current, { current_password: DEFAULT_PASSWORD, password: NEW_PASSWORD })).statusCode).toBe(200);
      expect((await get(current)).statusCode).toBe(200);
      expectError(await get(other), 401, 'UNAUTHENTICATED');
    });

    it('applies the password rules', async () => {
      const user = await createUser(t.db);
      const token = await tokenFor(t.db, user.id);
      expectError(await put(token, { current_password: DEFAULT_PASSWORD, password: 'corta' }), 422, 'VALIDATION_ERROR', {
        field: 'password',
        message: 'La contraseña debe tener al menos 10 caracteres.',
      });
      expectError(await put(token, { current_password: DEFAULT_PASSWORD, password: 'contraseña123' }), 422, 'VALIDATION_ERROR', {
        field: 'password',
        message: 'Esta contraseña es demasiado común. Elige otra.',
      });
      expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    });

    it('lets a Google-only account (no password yet) set one', async () => {
      const user = await createUser(t.db, { password: null, googleSub: 'sub-cuenta-google' });
      const token = await tokenFor(t.db, user.id);
      expect((await put(token, { password: NEW_PASSWORD })).statusCode).toBe(200);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });
});
