import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createOwner, createUser } from '../../../test/factories.ts';
import { bearer, expectError } from '../../../test/http.ts';
import { linkIn, useMailSink } from '../../../test/mail.ts';
import { emailOutbox, users } from '../../db/schema/index.ts';

const PASSWORD = 'caballo-bateria-grapa-42';
const TAKEN = 'Este correo no está disponible.';
const LINK_INVALID = 'El enlace no es válido o ha expirado. Solicita uno nuevo.';
const fresh = (prefix = 'nuevo') => `${prefix}.${randomBytes(4).toString('hex')}@ejemplo.test`;

describe('password sign-up: check, register, verify, redirect, resend', () => {
  const t = useTestApp();
  const mail = useMailSink(t);

  const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload });
  const register = (body: { name?: string; email?: string; password?: string }, query = '') =>
    post(`/api/auth/register${query}`, { name: 'Ana Pérez', email: fresh(), password: PASSWORD, ...body });

  describe('POST /api/auth/register/check', () => {
    it('gives a register token and the next page for a free email', async () => {
      const res = await post('/api/auth/register/check', { email: fresh() });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, redirect_url: '/register' });
      expect(body.registerToken).toEqual(expect.any(String));
      expect(body.registerToken.length).toBeGreaterThan(20);
    });

    it('refuses a taken email with exactly the Spanish message', async () => {
      const user = await createUser(t.db, { password: null });
      const res = await post('/api/auth/register/check', { email: user.email });
      expectError(res, 422, 'VALIDATION_ERROR', { field: 'email', message: TAKEN });
      expect(res.json().errors.email).toEqual([TAKEN]);
    });

    it('treats emails case-insensitively: Foo@X.com is taken once foo@x.com exists', async () => {
      const local = `foo${randomBytes(3).toString('hex')}`;
      await createUser(t.db, { email: `${local}@x.com`, password: null });
      const res = await post('/api/auth/register/check', { email: `  ${local.toUpperCase()}@X.COM ` });
      expectError(res, 422, 'VALIDATION_ERROR', { field: 'email', message: TAKEN });
    });

    it('refuses an address that is not an email', async () => {
      expectError(await post('/api/auth/register/check', { email: 'no-es-correo' }), 422, 'VALIDATION_ERROR', {
        field: 'email',
        message: 'Ingresa un correo electrónico válido.',
      });
      expectError(await post('/api/auth/register/check', {}), 422, 'VALIDATION_ERROR', { field: 'email' });
    });
  });

  describe('POST /api/auth/register', () => {
    it('creates an unverified account (201) with the register token from the check', async () => {
      const email = fresh();
      const check = (await post('/api/auth/register/check', { email })).json();
      const res = await register({ email, name: '  Lucía Gómez  ' }, `?t=${encodeURIComponent(check.registerToken)}`);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        strategy: 'password',
        redirect_url: '/register/verify',
        user: { name: 'Lucía Gómez', firstName: 'Lucía', email, email_verified: false, is_god: false, avatar: null },
      });
      expect(body.register_token).toEqual(expect.any(String));
      expect(body.user.register_token).toBe(body.register_token);
      expect(body).not.toHaveProperty('token');
      const [row] = await t.db.select().from(users).where(eq(users.email, email));
      expect(row!.emailVerifiedAt).toBeNull();
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row!.passwordHash).not.toContain(PASSWORD);
    });

    it('stores the email lower-cased: Foo@… and foo@… are the same account', async () => {
      const local = `Foo${randomBytes(3).toString('hex')}`;
      const res = await register({ email: `${local}@Ejemplo.TEST` });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.email).toBe(`${local.toLowerCase()}@ejemplo.test`);
      const again = await register({ email: `${local.toLowerCase()}@ejemplo.test` });
      expectError(again, 422, 'VALIDATION_ERROR', { field: 'email', message: TAKEN });
    });

    it('refuses a password shorter than 10 characters', async () => {
      const res = await register({ password: 'corta1234' });
      expectError(res, 422, 'VALIDATION_ERROR', { field: 'password', message: 'La contraseña debe tener al menos 10 caracteres.' });
    });

    it('refuses a common password from the shipped list', async () => {
      for (const password of ['contraseña123', 'password123', 'QWERTYUIOP']) {
        const res = await register({ password });
        expectError(res, 422, 'VALIDATION_ERROR', { field: 'password', message: 'Esta contraseña es demasiado común. Elige otra.' });
      }
    });

    it('refuses a bad email and a missing name with Spanish messages', async () => {
      expectError(await register({ email: 'ana@' }), 422, 'VALIDATION_ERROR', { field: 'email', message: 'Ingresa un correo electrónico válido.' });
      const noName = await post('/api/auth/register', { email: fresh(), password: PASSWORD });
      expectError(noName, 422, 'VALIDATION_ERROR', { field: 'name', message: 'Ingresa tu nombre.' });
      expectError(await register({ name: '   ' }), 422, 'VALIDATION_ERROR', { field: 'name', message: 'Ingresa tu nombre.' });
    });

    it('refuses a register token issued for another email, or a forged one', async () => {
      const check = (await post('/api/auth/register/check', { email: fresh() })).json();
      const email = fresh();
      const other = await register({ email }, `?t=${encodeURIComponent(check.registerToken)}`);
      expectError(other, 422, 'VALIDATION_ERROR', { field: 'email', message: LINK_INVALID });
      const forged = `${check.registerToken.split('.')[0]}.AAAA`;
      expectError(await register({ email }, `?t=${forged}`), 422, 'VALIDATION_ERROR', { field: 'email', message: LINK_INVALID });
      expectError(await register({ email }, '?t=basura'), 422, 'VALIDATION_ERROR', { field: 'email' });
      // None of the refused attempts created the account.
      expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    });

    it('refuses an email that already has an account', async () => {
      const user = await createUser(t.db, { password: null });
      expectError(await register({ email: user.email.toUpperCase() }), 422, 'VALIDATION_ERROR', { field: 'email', message: TAKEN });
    });
  });

  describe('the verification email and POST /api/auth/verify', () => {
    it('emails a link that verifies and signs in once; the second use is refused', async () => {
      const email = fresh('verifica');
      const reg = (await register({ email, name: 'Marta Ruiz' })).json();
      const message = await mail.lastTo(email);
      expect(message.subject).toBe('Confirma tu correo en Trato');
      expect(message.text).toContain('Hola Marta Ruiz');
      expect(message.from).toContain('no-reply@trato.test');
      const link = linkIn(message, '/register/verify');
      expect(link.origin).toBe('http://trato.test');
      expect(message.html).toContain(link.searchParams.get('token')!);

      // Before verification, login gives no session.
      const before = (await post('/api/auth/login', { email, password: PASSWORD })).json();
      expect(before).toMatchObject({ success: true, redirect_url: '/register/verify' });
      expect(before).not.toHaveProperty('token');

      const res = await post('/api/auth/verify', { token: link.searchParams.get('token') });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        handler: 'redirect_dashboard',
        token: { token_type: 'Bearer' },
        user: { id: reg.user.id, email, email_verified: true },
        redirect_step: 'survey',
      });
      expect(new Date(body.token.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
      const me = await t.app.inject({ method: 'POST', url: '/api/auth/user', headers: bearer(body.token.access_token) });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.email_verified).toBe(true);

      const again = await post('/api/auth/verify', { token: link.searchParams.get('token') });
      expectError(again, 422, 'VALIDATION_ERROR', { field: 'token', message: LINK_INVALID });
    });

    it('refuses a garbage or missing token', async () => {
      expectError(await post('/api/auth/verify', { token: 'x'.repeat(43) }), 422, 'VALIDATION_ERROR', { field: 'token', message: LINK_INVALID });
      expectError(await post('/api/auth/verify', {}), 422, 'VALIDATION_ERROR', { field: 'token' });
    });
  });

  describe('POST /api/auth/register/redirect', () => {
    it('sends an unverified account to the verify step, then signs it in once verified', async () => {
      const email = fresh('redirige');
      const reg = (await register({ email })).json();
      const pending = await post(`/api/auth/register/redirect?t=${reg.register_token}`);
      expect(pending.statusCode).toBe(200);
      expect(pending.json()).toMatchObject({
        strategy: 'password',
        token: null,
        redirect_step: 'verify',
        workspace: null,
        register_token: reg.register_token,
        user: { email, email_verified: false },
      });

      const link = linkIn(await mail.lastTo(email), '/register/verify');
      expect((await post('/api/auth/verify', { token: link.searchParams.get('token') })).statusCode).toBe(200);

      const done = await post(`/api/auth/register/redirect?t=${reg.register_token}`);
      expect(done.statusCode).toBe(200);
      const body = done.json();
      expect(body).toMatchObject({ strategy: 'password', redirect_step: 'survey', register_token: null, user: { email, email_verified: true } });
      expect(body.token.access_token).toEqual(expect.any(String));
      const me = await t.app.inject({ method: 'POST', url: '/api/auth/user', headers: bearer(body.token.access_token) });
      expect(me.json().user.email).toBe(email);

      // The register token was spent on that session.
      expectError(await post(`/api/auth/register/redirect?t=${reg.register_token}`), 422, 'VALIDATION_ERROR', { field: 't', message: LINK_INVALID });
    });

    it('refuses an unknown or missing register token', async () => {
      expectError(await post('/api/auth/register/redirect?t=nada'), 422, 'VALIDATION_ERROR', { field: 't' });
      expectError(await post('/api/auth/register/redirect'), 422, 'VALIDATION_ERROR');
    });
  });

  describe('POST /api/auth/verify/resend', () => {
    const SENT = { success: true, message: 'Si tu cuenta está pendiente de verificación, te enviamos un nuevo enlace.' };

    it('sends a new link to an unverified account; the previous link stops working', async () => {
      const email = fresh('reenvia');
      await register({ email });
      const first = linkIn(await mail.lastTo(email), '/register/verify');
      const res = await post('/api/auth/verify/resend', { email: email.toUpperCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SENT);
      const delivered = await mail.deliver(email);
      expect(delivered).toHaveLength(2);
      const second = linkIn(delivered[1]!, '/register/verify');
      expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
      expectError(await post('/api/auth/verify', { token: first.searchParams.get('token') }), 422, 'VALIDATION_ERROR');
      expect((await post('/api/auth/verify', { token: second.searchParams.get('token') })).statusCode).toBe(200);
    });

    it('answers the same for verified and unknown accounts and sends them nothing', async () => {
      const { user } = await createOwner(t.db, { user: { password: null } });
      const unknown = fresh('nadie');
      const before = await t.db.select().from(emailOutbox);
      for (const email of [user.email, unknown]) {
        const res = await post('/api/auth/verify/resend', { email });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(SENT);
      }
      expect(await t.db.select().from(emailOutbox)).toHaveLength(before.length);
      expect(await mail.deliver(user.email)).toHaveLength(0);
      expect(await mail.deliver(unknown)).toHaveLength(0);
    });
  });

  describe('POST /api/auth/register/check-workspace', () => {
    const check = (name: string, headers?: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register/check-workspace', payload: { name }, headers });

    it('says a free name is valid and gives its domain', async () => {
      const res = await check('Estudio Ñandú Creativo');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid: true, domain: 'estudio-nandu-creativo', message: 'Nombre disponible.' });
    });

    it('says a taken name (in any case or accents) is not valid', async () => {
      await createOwner(t.db, { user: { password: null }, workspace: { name: 'Diseño Pacífico' } });
      for (const name of ['Diseño Pacífico', 'DISENO pacifico']) {
        expect((await check(name)).json()).toEqual({ valid: false, domain: 'diseno-pacifico', message: 'Ese nombre ya está en uso. Prueba con otro.' });
      }
    });

    it('lets the owner keep their own workspace name', async () => {
      const owner = await createOwner(t.db, { user: { password: null }, workspace: { name: 'Taller Propio' } });
      expect((await check('Taller Propio', owner.headers)).json()).toMatchObject({ valid: true, domain: 'taller-propio' });
    });

    it('refuses a name without letters or digits, and a missing one', async () => {
      expect((await check('!!')).json()).toEqual({ valid: false, domain: '', message: 'El nombre debe tener al menos 2 caracteres.' });
      expectError(await check('x'), 422, 'VALIDATION_ERROR', { field: 'name', message: 'El nombre debe tener al menos 2 caracteres.' });
      expectError(await t.app.inject({ method: 'POST', url: '/api/auth/register/check-workspace', payload: {} }), 422, 'VALIDATION_ERROR', {
        field: 'name',
        message: 'Ingresa el nombre de tu espacio de trabajo.',
      });
    });
  });
});
