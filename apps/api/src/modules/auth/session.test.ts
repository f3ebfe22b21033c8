import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner, createUser, createWorkspace, DEFAULT_PASSWORD, tokenFor } from '../../../test/factories.ts';
import { bearer, expectError } from '../../../test/http.ts';
import { accessTokens } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';

const BAD_CREDENTIALS = 'Correo o contraseña incorrectos.';

describe('login, logout and the current account', () => {
  const t = useTestApp();

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
