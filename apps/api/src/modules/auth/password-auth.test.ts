import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner, createUser, createWorkspace, DEFAULT_PASSWORD, tokenFor } from '../../../test/factories.ts';
import { bearer, expectError } from '../../../test/http.ts';
import { linkIn, useMailSink } from '../../../test/mail.ts';
import { accessTokens, emailOutbox, oneTimeTokens, users } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';

// Everything in password-auth.routes.ts, on one database and one SMTP sink for the file. Requests
// come from one address, so each action stays under the default per-IP limit (30 per 10 minutes);
// rate limits themselves are tested in rate-limit.test.ts.
const t = useTestApp();
const mail = useMailSink(t);

const PASSWORD = DEFAULT_PASSWORD;
const NEW_PASSWORD = 'lampara-nube-tortuga-77';
const TAKEN = 'Este correo no está disponible.';
const LINK_INVALID = 'El enlace no es válido o ha expirado. Solicita uno nuevo.';
const BAD_CREDENTIALS = 'Correo o contraseña incorrectos.';
const RESET_SENT = { success: true, message: 'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer la contraseña.' };
const fresh = (prefix = 'nuevo') => `${prefix}.${randomBytes(4).toString('hex')}@ejemplo.test`;

describe('password sign-up: check, register, verify, redirect, resend', () => {

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

    it('two sign-ups with one email at the same time create one account', async () => {
      const email = fresh('carrera');
      const results = await Promise.all([register({ email }), register({ email: email.toUpperCase() })]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
      expect(results.find((r) => r.statusCode === 422)!.json().errors.email).toEqual([TAKEN]);
      expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
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
    it('sends an unverified account to the verify step; once verified it says to sign in and gives no session', async () => {
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

      // Whoever typed the address first holds the register token, so it never becomes a session.
      const done = await post(`/api/auth/register/redirect?t=${reg.register_token}`);
      expectError(done, 422, 'VALIDATION_ERROR', { field: 't', message: 'Tu correo ya está confirmado. Inicia sesión para continuar.' });
      expect(done.body).not.toContain('access_token');
      expect((await post('/api/auth/login', { email, password: PASSWORD })).json().token.access_token).toEqual(expect.any(String));
    });

    it('refuses an expired register token', async () => {
      const reg = (await register({ email: fresh('caduca') })).json();
      await t.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.tokenHash, sha256(reg.register_token)));
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

describe('login, logout and the current account', () => {

  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const me = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/user', headers: bearer(token) });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password and the token works on /auth/user', async () => {
      const { user, workspace } = await createOwner(t.db);
      const res = await login(user.email, DEFAULT_PASSWORD);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        handler: 'redirect_dashboard',
        token: { token_type: 'Bearer' },
        user: { id: user.id, email: user.email, email_verified: true },
        redirect_step: 'done',
      });
      expect(body.token.access_token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
      const account = await me(body.token.access_token);
      expect(account.statusCode).toBe(200);
      expect(account.json().workspace.id).toBe(workspace.id);
      // Only a hash of the token is stored.
      const rows = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
      expect(rows.map((r) => r.tokenHash)).toContain(sha256(body.token.access_token));
      expect(JSON.stringify(rows)).not.toContain(body.token.access_token);
    });

    it('accepts the email in any case and with spaces around it', async () => {
      const user = await createUser(t.db);
      const res = await login(`  ${user.email.toUpperCase()} `, DEFAULT_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(user.id);
    });

    it('refuses a wrong password and an unknown email with the same message', async () => {
      const user = await createUser(t.db);
      const wrong = expectError(await login(user.email, 'otra-clave-que-no-es'), 422, 'VALIDATION_ERROR', { field: 'email', message: BAD_CREDENTIALS });
      const unknown = expectError(await login('nadie.aqui@ejemplo.test', DEFAULT_PASSWORD), 422, 'VALIDATION_ERROR', { field: 'email', message: BAD_CREDENTIALS });
      expect(unknown).toEqual(wrong);
      expect(wrong.message).toBe(BAD_CREDENTIALS);
    });

    it('refuses a Google-only account (no password) without a session', async () => {
      const user = await createUser(t.db, { password: null, googleSub: 'sub-sin-clave' });
      expectError(await login(user.email, DEFAULT_PASSWORD), 422, 'VALIDATION_ERROR', { message: BAD_CREDENTIALS });
    });

    it('sends an unverified account back to /register/verify with no token', async () => {
      const user = await createUser(t.db, { emailVerifiedAt: null });
      const res = await login(user.email, DEFAULT_PASSWORD);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, redirect_url: '/register/verify', user: { id: user.id, email_verified: false } });
      expect(body.register_token).toEqual(expect.any(String));
      expect(body).not.toHaveProperty('token');
      expect(await t.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id))).toHaveLength(0);
      // The register token resumes sign-up at the verify step.
      const resume = await t.app.inject({ method: 'POST', url: `/api/auth/register/redirect?t=${body.register_token}` });
      expect(resume.json()).toMatchObject({ redirect_step: 'verify', token: null, user: { id: user.id } });
    });

    it('an unverified account with a wrong password learns nothing either', async () => {
      const user = await createUser(t.db, { emailVerifiedAt: null });
      expectError(await login(user.email, 'otra-clave-que-no-es'), 422, 'VALIDATION_ERROR', { message: BAD_CREDENTIALS });
    });
  });

  describe('POST /api/auth/logout', () => {
    it('revokes the token server-side: /auth/user then answers 401', async () => {
      const user = await createUser(t.db);
      const token = (await login(user.email, DEFAULT_PASSWORD)).json().token.access_token;
      const other = await tokenFor(t.db, user.id); // another device
      expect((await me(token)).statusCode).toBe(200);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Sesión cerrada.' });
      expectError(await me(token), 401, 'UNAUTHENTICATED');
      expectError(await t.app.inject({ method: 'GET', url: '/api/v1/account', headers: bearer(token) }), 401, 'UNAUTHENTICATED');
      expectError(await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) }), 401, 'UNAUTHENTICATED');
      // Logging out on one device leaves the others signed in.
      expect((await me(other)).statusCode).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expectError(await t.app.inject({ method: 'POST', url: '/api/auth/logout' }), 401, 'UNAUTHENTICATED');
    });
  });

  describe('POST /api/auth/user', () => {
    it('returns the Account shape with the free plan and its limits', async () => {
      const { user, workspace, token } = await createOwner(t.db, { user: { name: 'Ana María Pérez', password: null } });
      const res = await me(token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        user: {
          id: user.id,
          name: 'Ana María Pérez',
          firstName: 'Ana',
          email: user.email,
          avatar: null,
          is_god: false,
          email_verified: true,
          register_token: null,
        },
        workspace: {
          id: workspace.id,
          name: workspace.name,
          domain: workspace.domain,
          logo: null,
          logo_dark: null,
          primary_color: '#1d4ed8',
          business_sector: null,
          currency_code: 'CLP',
          default_currency: 'CLP',
          is_subscribed: false,
          is_demo: false,
          payment_data: {},
          time_zone: 'America/Santiago',
          config: { color: '#1d4ed8', logo: null, currency: 'CLP', workWith: [] },
        },
        role: 'owner',
        subscription: {
          status: 'active',
          status_description: 'Activa',
          current_period_start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          current_period_end: null,
          card: null,
          plan: { id: 'free', name: 'Gratis', limits: { active_proposals: 3, active_portals: 1 } },
          incomes: null,
        },
        modules: [],
        redirect_step: 'done',
      });
    });

    it('says survey for an account without a workspace', async () => {
      const user = await createUser(t.db, { password: null });
      const body = (await me(await tokenFor(t.db, user.id))).json();
      expect(body).toMatchObject({ workspace: null, role: null, subscription: null, redirect_step: 'survey' });
    });

    it('says config while the workspace has no default currency', async () => {
      const { token } = await createOwner(t.db, { user: { password: null }, workspace: { defaultCurrency: null } });
      const body = (await me(token)).json();
      expect(body.redirect_step).toBe('config');
      expect(body.workspace.default_currency).toBeNull();
    });

    it("gives a member their role in the owner's workspace", async () => {
      const { workspace } = await createOwner(t.db, { user: { password: null } });
      const member = await createMember(t.db, workspace.id, 'member', { password: null });
      const body = (await me(member.token)).json();
      expect(body).toMatchObject({ role: 'member', workspace: { id: workspace.id }, subscription: { plan: { id: 'free' } }, redirect_step: 'done' });
    });

    it('acts in the current workspace of a user who belongs to two', async () => {
      const user = await createUser(t.db, { password: null });
      await createWorkspace(t.db, user.id, { name: 'Primero Uno' });
      const second = await createWorkspace(t.db, user.id, { name: 'Segundo Dos' });
      const body = (await me(await tokenFor(t.db, user.id))).json();
      expect(body.workspace.id).toBe(second.id);
    });

    it('answers 401 for a missing, malformed, unknown or expired token', async () => {
      const user = await createUser(t.db, { password: null });
      const token = await tokenFor(t.db, user.id);
      expectError(await t.app.inject({ method: 'POST', url: '/api/auth/user' }), 401, 'UNAUTHENTICATED');
      expectError(await t.app.inject({ method: 'POST', url: '/api/auth/user', headers: { authorization: token } }), 401, 'UNAUTHENTICATED');
      expectError(await me('x'.repeat(43)), 401, 'UNAUTHENTICATED');
      await t.db.update(accessTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accessTokens.tokenHash, sha256(token)));
      expectError(await me(token), 401, 'UNAUTHENTICATED', { message: 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.' });
    });
  });
});

describe('forgot / reset password through the emailed link', () => {

  const post = (url: string, payload: object, headers?: Record<string, string>) => t.app.inject({ method: 'POST', url, payload, headers });
  const forgot = (email: string) => post('/api/auth/password/email', { email });
  const reset = (token: string, email: string, password = NEW_PASSWORD, confirmation = password) =>
    post('/api/auth/password/reset', { token, email, password, password_confirmation: confirmation });
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });

  /** Asks for a reset and reads the link from the message the SMTP server received. */
  async function resetLink(email: string) {
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(RESET_SENT);
    const message = await mail.lastTo(email);
    expect(message.subject).toBe('Restablece tu contraseña de Trato');
    const link = linkIn(message, '/auth/reset');
    expect(link.origin).toBe('http://trato.test');
    return { token: link.searchParams.get('token')!, email: link.searchParams.get('email')!, message };
  }

  it('resets once: the new password works, the old one stops, existing sessions are revoked', async () => {
    const user = await createUser(t.db, { name: 'Rosa Díaz' });
    const session = await tokenFor(t.db, user.id);
    const link = await resetLink(user.email);
    expect(link.email).toBe(user.email);
    expect(link.message.text).toContain('Hola Rosa Díaz');

    const res = await reset(link.token, link.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Tu contraseña se actualizó. Ya puedes iniciar sesión.' });

    expect((await login(user.email, NEW_PASSWORD)).json().token.access_token).toEqual(expect.any(String));
    expectError(await login(user.email, DEFAULT_PASSWORD), 422, 'VALIDATION_ERROR', { message: 'Correo o contraseña incorrectos.' });
    expectError(await post('/api/auth/user', {}, bearer(session)), 401, 'UNAUTHENTICATED');

    // The link works once.
    expectError(await reset(link.token, link.email, 'otra-clave-distinta-9'), 422, 'VALIDATION_ERROR', { field: 'token', message: LINK_INVALID });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('the same link used twice at once works only once', async () => {
    const user = await createUser(t.db);
    const link = await resetLink(user.email);
    const results = await Promise.all([reset(link.token, user.email, NEW_PASSWORD), reset(link.token, user.email, 'otra-clave-distinta-9')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const winner = results[0]!.statusCode === 200 ? NEW_PASSWORD : 'otra-clave-distinta-9';
    expect((await login(user.email, winner)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.db, { password: 'clave-antigua-segura-1' });
    const link = await resetLink(user.email);
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(oneTimeTokens.tokenHash, sha256(link.token)));
    expectError(await reset(link.token, link.email), 422, 'VALIDATION_ERROR', { field: 'token', message: LINK_INVALID });
    expect((await login(user.email, 'clave-antigua-segura-1')).statusCode).toBe(200);
  });

  it('refuses a link used with another email, and still works with the right one', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const link = await resetLink(user.email);
    expectError(await reset(link.token, other.email), 422, 'VALIDATION_ERROR', { field: 'token', message: LINK_INVALID });
    expect((await login(other.email, NEW_PASSWORD)).statusCode).toBe(422);
    expect((await reset(link.token, user.email.toUpperCase())).statusCode).toBe(200);
  });

  it('a newer link makes the older one useless', async () => {
    const user = await createUser(t.db);
    const first = await resetLink(user.email);
    const second = await resetLink(user.email);
    expect(second.token).not.toBe(first.token);
    expectError(await reset(first.token, user.email), 422, 'VALIDATION_ERROR', { field: 'token' });
    expect((await reset(second.token, user.email)).statusCode).toBe(200);
  });

  it('checks the new password and its confirmation without spending the link', async () => {
    const user = await createUser(t.db);
    const link = await resetLink(user.email);
    expectError(await reset(link.token, user.email, 'corta'), 422, 'VALIDATION_ERROR', {
      field: 'password',
      message: 'La contraseña debe tener al menos 10 caracteres.',
    });
    expectError(await reset(link.token, user.email, 'contraseña123'), 422, 'VALIDATION_ERROR', {
      field: 'password',
      message: 'Esta contraseña es demasiado común. Elige otra.',
    });
    expectError(await reset(link.token, user.email, NEW_PASSWORD, `${NEW_PASSWORD}x`), 422, 'VALIDATION_ERROR', {
      field: 'password_confirmation',
      message: 'Las contraseñas no coinciden.',
    });
    expect((await reset(link.token, user.email)).statusCode).toBe(200);
  });

  it('refuses garbage tokens', async () => {
    const user = await createUser(t.db);
    expectError(await reset('no-es-un-token', user.email), 422, 'VALIDATION_ERROR', { field: 'token', message: LINK_INVALID });
    expectError(await post('/api/auth/password/reset', { email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }), 422, 'VALIDATION_ERROR', {
      field: 'token',
    });
  });

  it('does not tell whether an account exists: an unknown email gets the same answer and no email', async () => {
    const before = await t.db.select().from(emailOutbox);
    const res = await forgot('desconocido@ejemplo.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(RESET_SENT);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(before.length);
    expect(await mail.deliver('desconocido@ejemplo.test')).toHaveLength(0);
  });

  it('following the link also verifies an account that had not confirmed its email', async () => {
    const user = await createUser(t.db, { emailVerifiedAt: null });
    const link = await resetLink(user.email);
    expect((await reset(link.token, user.email)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect((await login(user.email, NEW_PASSWORD)).json().token).toBeDefined();
  });

  it('keeps only a hash of the reset token', async () => {
    const user = await createUser(t.db);
    const link = await resetLink(user.email);
    const rows = await t.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.kind, 'password_reset')));
    expect(rows.map((r) => r.tokenHash)).toContain(sha256(link.token));
    expect(JSON.stringify(rows)).not.toContain(link.token);
  });
});
