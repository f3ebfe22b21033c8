import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../test/app.ts';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { rateLimits } from '../../db/schema/index.ts';

const TOO_MANY = 'Demasiados intentos. Inténtalo de nuevo en unos minutos.';
const PER_ACCOUNT = 8; // the default AUTH_RATE_LIMIT_PER_ACCOUNT
const PER_IP = 5;
const email = () => `ip.${randomBytes(4).toString('hex')}@ejemplo.test`;

/** A different client address for every request, so only the per-account limit can apply. */
let n = 0;
const nextIp = () => `10.1.${Math.floor(++n / 250)}.${(n % 250) + 1}`;

const shared = useTestApp();

describe('per-account rate limits on login, check, reset and resend (default: 8 per 10 minutes)', () => {
  const t = shared;

  const actions: { name: string; url: string; body: (email: string) => object; before: number[] }[] = [
    { name: 'login', url: '/api/auth/login', body: (email) => ({ email, password: 'no-es-la-clave-1' }), before: [422] },
    { name: 'register/check', url: '/api/auth/register/check', body: (email) => ({ email }), before: [422] },
    { name: 'password/email', url: '/api/auth/password/email', body: (email) => ({ email }), before: [200] },
    { name: 'verify/resend', url: '/api/auth/verify/resend', body: (email) => ({ email }), before: [200] },
  ];

  for (const action of actions) {
    it(`${action.name}: the 9th attempt for one account is refused with 429, from any address and in any case`, async () => {
      const user = await createUser(t.db, { emailVerifiedAt: null });
      for (let i = 0; i < PER_ACCOUNT; i++) {
        const email = i % 2 ? user.email.toUpperCase() : user.email;
        const res = await t.app.inject({ method: 'POST', url: action.url, payload: action.body(email), remoteAddress: nextIp() });
        expect(action.before, `attempt ${i + 1}: ${res.body}`).toContain(res.statusCode);
      }
      const blocked = await t.app.inject({ method: 'POST', url: action.url, payload: action.body(user.email), remoteAddress: nextIp() });
      expectError(blocked, 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });

      // Another account is not affected.
      const other = await createUser(t.db, { emailVerifiedAt: null });
      const fine = await t.app.inject({ method: 'POST', url: action.url, payload: action.body(other.email), remoteAddress: nextIp() });
      expect(action.before).toContain(fine.statusCode);
    });
  }

  it('login: once locked, even the right password is refused until the window passes', async () => {
    const user = await createUser(t.db);
    const attempt = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password }, remoteAddress: nextIp() });
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await attempt('no-es-la-clave-1')).statusCode).toBe(422);
    expectError(await attempt(DEFAULT_PASSWORD), 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });

    // Ten minutes later (window moved into the past), the right password works again.
    await t.db.update(rateLimits).set({ windowStart: sql`now() - interval '11 minutes'` }).where(eq(rateLimits.key, `login:acct:${user.email}`));
    const res = await attempt(DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().token.access_token).toEqual(expect.any(String));
  });

  it('check: an unknown address is limited too, so limits do not reveal which accounts exist', async () => {
    const email = `libre.${randomBytes(4).toString('hex')}@ejemplo.test`;
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/register/check', payload: { email }, remoteAddress: nextIp() })).statusCode).toBe(200);
    }
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/register/check', payload: { email }, remoteAddress: nextIp() }), 429, 'TOO_MANY_REQUESTS', {
      message: TOO_MANY,
    });
  });
});

describe('per-IP rate limits (AUTH_RATE_LIMIT_PER_IP=5, a second app on the same database)', () => {
  const t = { app: null as unknown as FastifyInstance };
  beforeAll(async () => {
    t.app = await buildTestApp(shared.database, shared.dataDir, { AUTH_RATE_LIMIT_PER_IP: String(PER_IP) });
  });
  afterAll(() => t.app?.close());

  const actions: { name: string; url: string; body: () => object; ok: number[] }[] = [
    { name: 'login', url: '/api/auth/login', body: () => ({ email: email(), password: 'no-es-la-clave-1' }), ok: [422] },
    { name: 'register/check', url: '/api/auth/register/check', body: () => ({ email: email() }), ok: [200] },
    { name: 'password/email', url: '/api/auth/password/email', body: () => ({ email: email() }), ok: [200] },
    { name: 'password/reset', url: '/api/auth/password/reset', body: () => ({ token: 'x'.repeat(43), email: email(), password: 'lampara-nube-tortuga-77', password_confirmation: 'lampara-nube-tortuga-77' }), ok: [422] },
    { name: 'verify/resend', url: '/api/auth/verify/resend', body: () => ({ email: email() }), ok: [200] },
    { name: 'verify', url: '/api/auth/verify', body: () => ({ token: 'x'.repeat(43) }), ok: [422] },
  ];

  actions.forEach((action, i) => {
    it(`${action.name}: a 6th attempt from one address is refused, whatever the account; other addresses still pass`, async () => {
      const ip = `192.0.2.${i + 1}`; // addresses not used by the per-account tests
      const send = (remoteAddress: string) => t.app.inject({ method: 'POST', url: action.url, payload: action.body(), remoteAddress });
      for (let k = 0; k < PER_IP; k++) {
        const res = await send(ip);
        expect(action.ok, `attempt ${k + 1}: ${res.body}`).toContain(res.statusCode);
      }
      expectError(await send(ip), 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });
      expectError(await send(ip), 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });
      expect(action.ok).toContain((await send(`198.51.100.${i + 1}`)).statusCode);
    });
  });

  it('limits on one action do not spill into another', async () => {
    const ip = '203.0.113.9';
    for (let k = 0; k < PER_IP + 1; k++) await t.app.inject({ method: 'POST', url: '/api/auth/register/check', payload: { email: email() }, remoteAddress: ip });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: email(), password: 'no-es-la-clave-1' }, remoteAddress: ip });
    expectError(res, 422, 'VALIDATION_ERROR', { message: 'Correo o contraseña incorrectos.' });
  });
});
