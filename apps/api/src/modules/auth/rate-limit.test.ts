import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { rateLimits } from '../../db/schema/index.ts';

const TOO_MANY = 'Demasiados intentos. Inténtalo de nuevo en unos minutos.';
const PER_ACCOUNT = 8; // the default AUTH_RATE_LIMIT_PER_ACCOUNT

/** A different client address for every request, so only the per-account limit can apply. */
let n = 0;
const nextIp = () => `10.1.${Math.floor(++n / 250)}.${(n % 250) + 1}`;

describe('per-account rate limits on login, check, reset and resend (default: 8 per 10 minutes)', () => {
  const t = useTestApp();

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
