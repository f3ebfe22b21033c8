import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../test/app.ts';
import { createOwner, createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { bearer, expectError } from '../../../test/http.ts';
import { startOidcIssuer, type OidcIssuer } from '../../../test/oidc-issuer.ts';
import { users } from '../../db/schema/index.ts';

const GOOGLE_FAILED = 'No pudimos verificar tu cuenta de Google.';
const uid = () => randomBytes(4).toString('hex');

describe('Google sign-in against a real local OpenID Connect issuer', () => {
  let issuer: OidcIssuer;
  const t = useTestApp(async () => {
    issuer = await startOidcIssuer({ clientId: 'trato-test-client', clientSecret: 'secret' });
    return { OIDC_ISSUER: issuer.url, GOOGLE_CLIENT_ID: 'trato-test-client', GOOGLE_CLIENT_SECRET: 'secret' };
  });
  afterAll(() => issuer?.close());

  const oneTap = (credential: string) => t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } });
  const me = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/user', headers: bearer(token) });
  const identity = () => ({ sub: `sub-${uid()}`, email: `g.${uid()}@gmail.test`, email_verified: true, name: 'Gabriela Soto' });

  it('GET /auth/providers says Google is available', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google: true });
  });

  describe('POST /api/auth/google (one-tap ID token)', () => {
    it('signs a new person in and sends them to /register/confirm', async () => {
      const who = identity();
      const res = await oneTap(await issuer.mintIdToken({ ...who, email: who.email.toUpperCase(), picture: 'https://lh3.example/foto.png' }));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        strategy: 'google',
        is_new: true,
        redirect_url: '/register/confirm',
        redirect_step: 'survey',
        token: { token_type: 'Bearer' },
        user: { email: who.email, name: 'Gabriela Soto', email_verified: true, avatar: 'https://lh3.example/foto.png' },
      });
      const account = (await me(body.token.access_token)).json();
      expect(account).toMatchObject({ user: { email: who.email }, workspace: null, redirect_step: 'survey' });

      // Signing in again finds the same account by its Google subject.
      const again = (await oneTap(await issuer.mintIdToken(who))).json();
      expect(again).toMatchObject({ is_new: false, user: { id: body.user.id }, redirect_url: '/register/survey' });
    });

    it('links an existing account with the same email and keeps its workspace', async () => {
      const owner = await createOwner(t.db, { user: { email: `existe.${uid()}@ejemplo.test` } });
      const sub = `sub-${uid()}`;
      const res = await oneTap(await issuer.mintIdToken({ sub, email: owner.user.email.toUpperCase(), email_verified: true }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ is_new: false, redirect_url: '/dashboard', redirect_step: 'done', user: { id: owner.user.id } });
      const [row] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
      expect(row!.googleSub).toBe(sub);
      // The password still works for a verified account that linked Google.
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.user.email, password: DEFAULT_PASSWORD } })).statusCode).toBe(200);
    });

    it('linking an unverified password account drops the unproven password (no pre-hijacking)', async () => {
      // Someone registered this address with their own password but never confirmed it.
      const squatted = await createUser(t.db, { email: `victima.${uid()}@gmail.test`, emailVerifiedAt: null, password: 'clave-del-intruso-1' });
      const res = await oneTap(await issuer.mintIdToken({ sub: `sub-${uid()}`, email: squatted.email, email_verified: true }));
      expect(res.json()).toMatchObject({ is_new: false, user: { id: squatted.id, email_verified: true } });
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: squatted.email, password: 'clave-del-intruso-1' } });
      expectError(login, 422, 'VALIDATION_ERROR', { message: 'Correo o contraseña incorrectos.' });
    });

    const refused: [string, () => Promise<string>][] = [
      ['wrong audience', () => issuer.mintIdToken(identity(), { audience: 'otra-aplicacion' })],
      ['expired', () => issuer.mintIdToken(identity(), { expiresIn: -3600 })],
      ['bad signature (signed by a key the issuer never published)', () => issuer.mintIdToken(identity(), { foreignKey: true })],
      ['another issuer', () => issuer.mintIdToken(identity(), { issuer: 'https://accounts.evil.test' })],
      ['unverified email', () => issuer.mintIdToken({ ...identity(), email_verified: false })],
      ['a payload edited after signing', async () => {
        const [h, , s] = (await issuer.mintIdToken(identity())).split('.');
        const forged = Buffer.from(JSON.stringify({ iss: issuer.url, aud: 'trato-test-client', sub: 'x', email: 'jefe@ejemplo.test', email_verified: true, exp: 4e9 })).toString('base64url');
        return `${h}.${forged}.${s}`;
      }],
      ['alg none', async () => {
        const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
        return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ iss: issuer.url, aud: 'trato-test-client', sub: 'x', email: 'jefe@ejemplo.test', email_verified: true, exp: 4e9 })}.`;
      }],
      ['an HS256 token keyed with the client secret', async () => {
        return new SignJWT({ email: 'jefe@ejemplo.test', email_verified: true })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer(issuer.url)
          .setAudience('trato-test-client')
          .setSubject('x')
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('secret'));
      }],
      ['garbage', async () => 'esto.no.es-un-jwt-de-verdad'],
    ];
    for (const [name, make] of refused) {
      it(`refuses ${name} with 422 and creates no account`, async () => {
        const count = (await t.db.select({ id: users.id }).from(users)).length;
        expectError(await oneTap(await make()), 422, 'VALIDATION_ERROR', { field: 'credential', message: GOOGLE_FAILED });
        expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(count);
      });
    }

    it('refuses a token from a key with a kid the issuer does not know', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      const token = await new SignJWT({ email: 'jefe@ejemplo.test', email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid: 'desconocida' })
        .setIssuer(issuer.url)
        .setAudience('trato-test-client')
        .setSubject('x')
        .setExpirationTime('1h')
        .sign(privateKey);
      expectError(await oneTap(token), 422, 'VALIDATION_ERROR', { field: 'credential', message: GOOGLE_FAILED });
    });
  });

  describe('the redirect + callback code flow', () => {
    async function authorize(redirectUri = 'http://trato.test/callback') {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/authorize/google/redirect', payload: { redirect_uri: redirectUri } });
      expect(res.statusCode, res.body).toBe(200);
      const url = new URL(res.json().url);
      // Follow it like the browser would; the issuer sends the person back with a code.
      const back = await fetch(url, { redirect: 'manual' });
      expect(back.status).toBe(302);
      return { url, back: new URL(back.headers.get('location')!) };
    }
    const callback = (query: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/auth/authorize/google/callback?${new URLSearchParams(query)}` });

    it('sends the browser to the issuer with client id, state and nonce, and signs in on the way back', async () => {
      const who = identity();
      issuer.user = who;
      const { url, back } = await authorize();
      expect(url.origin + url.pathname).toBe(`${issuer.url}/authorize`);
      expect(url.searchParams.get('client_id')).toBe('trato-test-client');
      expect(url.searchParams.get('response_type')).toBe('code');
      expect(url.searchParams.get('scope')).toContain('openid');
      expect(url.searchParams.get('nonce')!.length).toBeGreaterThanOrEqual(32);
      expect(back.origin + back.pathname).toBe('http://trato.test/callback');
      expect(back.searchParams.get('state')).toBe(url.searchParams.get('state'));

      const res = await callback({ code: back.searchParams.get('code')!, state: back.searchParams.get('state')! });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ strategy: 'google', is_new: true, redirect_url: '/register/confirm', user: { email: who.email } });
      expect((await me(body.token.access_token)).json().user.email).toBe(who.email);
      // The server traded the code with its client secret.
      expect(issuer.tokenRequests.at(-1)).toMatchObject({ client_id: 'trato-test-client', client_secret: 'secret', redirect_uri: 'http://trato.test/callback' });

      // A code works once.
      expectError(await callback({ code: back.searchParams.get('code')!, state: back.searchParams.get('state')! }), 422, 'VALIDATION_ERROR', {
        message: GOOGLE_FAILED,
      });
    });

    it('refuses a tampered or missing state', async () => {
      issuer.user = identity();
      const { back } = await authorize();
      const state = back.searchParams.get('state')!;
      const [payload, mac] = state.split('.');
      const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
      const tampered = `${Buffer.from(JSON.stringify({ ...decoded, redirectUri: 'http://evil.test/callback' })).toString('base64url')}.${mac}`;
      expectError(await callback({ code: back.searchParams.get('code')!, state: tampered }), 422, 'VALIDATION_ERROR', { field: 'state', message: GOOGLE_FAILED });
      expectError(await callback({ code: back.searchParams.get('code')!, state: `${state}x` }), 422, 'VALIDATION_ERROR', { field: 'state' });
      expectError(await callback({ code: back.searchParams.get('code')! }), 422, 'VALIDATION_ERROR', { field: 'state' });
      const count = (await t.db.select().from(users).where(eq(users.email, issuer.user.email))).length;
      expect(count).toBe(0);
    });

    it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
      issuer.user = identity();
      const { back } = await authorize();
      issuer.nextTokenClaims = { nonce: 'nonce-de-otra-sesion' };
      expectError(await callback({ code: back.searchParams.get('code')!, state: back.searchParams.get('state')! }), 422, 'VALIDATION_ERROR', {
        message: GOOGLE_FAILED,
      });
    });

    it('refuses a redirect_uri on another origin', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/authorize/google/redirect', payload: { redirect_uri: 'https://evil.test/callback' } });
      expectError(res, 422, 'VALIDATION_ERROR', { field: 'redirect_uri' });
    });

    it('accepts a one-tap ID token on the callback too', async () => {
      const who = identity();
      const res = await callback({ idToken: await issuer.mintIdToken(who) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user: { email: who.email }, is_new: true });
      expectError(await callback({ idToken: await issuer.mintIdToken(identity(), { audience: 'otra' }) }), 422, 'VALIDATION_ERROR', { message: GOOGLE_FAILED });
    });
  });

  it('without GOOGLE_CLIENT_ID: providers says false and the Google endpoints answer 404', async () => {
    const app = await buildTestApp(t.database, t.dataDir, { OIDC_ISSUER: issuer.url });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false });
      const res = await app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential: await issuer.mintIdToken(identity()) } });
      expectError(res, 404, 'NOT_FOUND', { message: 'El inicio de sesión con Google no está configurado.' });
      expectError(await app.inject({ method: 'POST', url: '/api/auth/authorize/google/redirect', payload: {} }), 404, 'NOT_FOUND');
    } finally {
      await app.close();
    }
  });
});
