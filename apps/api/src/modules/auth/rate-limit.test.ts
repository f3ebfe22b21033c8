import { randomBytes } from 'node:crypto';
import { like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../test/app.ts';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { rateLimits } from '../../db/schema/index.ts';

const TOO_MANY = 'Demasiados intentos. Inténtalo de nuevo en unos minutos.';
const PER_ACCOUNT = 8; // the default AUTH_RATE_LIMIT_PER_ACCOUNT
const PER_IP = 5;
const CHECK_PER_IP_DEFAULT = 10; // a third of the default AUTH_RATE_LIMIT_PER_IP (30)
const CHECK_PER_IP = 2; // a third of PER_IP, rounded up
const email = () => `ip.${randomBytes(4).toString('hex')}@ejemplo.test`;

/** A different client address for every request, so only the per-account limit can apply. */
let n = 0;
const nextIp = () => `10.1.${Math.floor(++n / 250)}.${(n % 250) + 1}`;

const shared = useTestApp();

describe('per-account rate limits on check, reset and resend (default: 8 per 10 minutes)', () => {
  const t = shared;

  const actions: { name: string; url: string; body: (email: string) => object; before: number[] }[] = [
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

describe('login: throttled per account and address, so nobody elsewhere can lock the owner out (issue 9 §6)', () => {
  const t = shared;
  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('8 wrong passwords from one address lock that address out of the account; the owner elsewhere signs in', async () => {
    const user = await createUser(t.db);
    const attacker = nextIp();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const email = i % 2 ? user.email.toUpperCase() : user.email;
      expectError(await login(email, 'no-es-la-clave-1', attacker), 422, 'VALIDATION_ERROR', { message: 'Correo o contraseña incorrectos.' });
    }
    // Even the right password is refused from there…
    expectError(await login(user.email, DEFAULT_PASSWORD, attacker), 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });
    // …while the owner, from their own address, still gets in.
    const owner = await login(user.email, DEFAULT_PASSWORD, nextIp());
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().token.access_token).toEqual(expect.any(String));
    // The attacker's address is not locked out of other accounts by this one.
    const other = await createUser(t.db);
    expect((await login(other.email, DEFAULT_PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('once locked, the right password works from that address again when the window passes', async () => {
    const user = await createUser(t.db);
    const ip = nextIp();
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await login(user.email, 'no-es-la-clave-1', ip)).statusCode).toBe(422);
    expectError(await login(user.email, DEFAULT_PASSWORD, ip), 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });

    // Ten minutes later (the account's windows moved into the past), the right password works again.
    await t.db.update(rateLimits).set({ windowStart: sql`now() - interval '11 minutes'` }).where(like(rateLimits.key, `login:acct:${user.email}:%`));
    const res = await login(user.email, DEFAULT_PASSWORD, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json().token.access_token).toEqual(expect.any(String));
  });
});

describe('register/check: a third of the per-IP budget, since it must say whether an address is taken (SPEC §5)', () => {
  const t = shared;
  const check = (remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register/check', payload: { email: email() }, remoteAddress });

  it(`one address gets ${CHECK_PER_IP_DEFAULT} checks per 10 minutes; the next is refused, another address is not`, async () => {
    const ip = nextIp();
    for (let i = 0; i < CHECK_PER_IP_DEFAULT; i++) expect((await check(ip)).statusCode).toBe(200);
    expectError(await check(ip), 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });
    expect((await check(nextIp())).statusCode).toBe(200);
  });
});

describe('per-IP rate limits (AUTH_RATE_LIMIT_PER_IP=5, a second app on the same database)', () => {
  const t = { app: null as unknown as FastifyInstance };
  beforeAll(async () => {
    t.app = await buildTestApp(shared.database, shared.dataDir, { AUTH_RATE_LIMIT_PER_IP: String(PER_IP) });
  });
  afterAll(() => t.app?.close());

  const actions: { name: string; url: string; body: () => object; ok: number[]; limit?: number }[] = [
    { name: 'login', url: '/api/auth/login', body: () => ({ email: email(), password: 'no-es-la-clave-1' }), ok: [422] },
    { name: 'register/check', url: '/api/auth/register/check', body: () => ({ email: email() }), ok: [200], limit: CHECK_PER_IP },
    { name: 'password/email', url: '/api/auth/password/email', body: () => ({ email: email() }), ok: [200] },
    { name: 'password/reset', url: '/api/auth/password/reset', body: () => ({ token: 'x'.repeat(43), email: email(), password: 'lampara-nube-tortuga-77', password_confirmation: 'lampara-nube-tortuga-77' }), ok: [422] },
    { name: 'verify/resend', url: '/api/auth/verify/resend', body: () => ({ email: email() }), ok: [200] },
    { name: 'verify', url: '/api/auth/verify', body: () => ({ token: 'x'.repeat(43) }), ok: [422] },
  ];

  actions.forEach((action, i) => {
    const limit = action.limit ?? PER_IP;
    it(`${action.name}: attempt ${limit + 1} from one address is refused, whatever the account; other addresses still pass`, async () => {
      const ip = `192.0.2.${i + 1}`; // addresses not used by the per-account tests
      const send = (remoteAddress: string) => t.app.inject({ method: 'POST', url: action.url, payload: action.body(), remoteAddress });
      for (let k = 0; k < limit; k++) {
        const res = await send(ip);
        expect(action.ok, `attempt ${k + 1}: ${res.body}`).toContain(res.statusCode);
      }
      expectError(await send(ip), 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });
      expectError(await send(ip), 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });
      expect(action.ok).toContain((await send(`198.51.100.${i + 1}`)).statusCode);
    });
  });

  it('the addresses of one IPv6 /64 share a counter (one host can use them all); the next /64 has its own', async () => {
    const send = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: email(), password: 'no-es-la-clave-1' }, remoteAddress });
    for (let k = 1; k <= PER_IP; k++) expect((await send(`2001:db8:7:1::${k.toString(16)}`)).statusCode).toBe(422);
    expectError(await send('2001:db8:7:1:ffff:abcd:1234:9'), 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });
    expectError(await send('2001:0db8:0007:0001::beef'), 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });
    expect((await send('2001:db8:7:2::1')).statusCode).toBe(422);
  });

  it('limits on one action do not spill into another', async () => {
    const ip = '203.0.113.9';
    for (let k = 0; k < PER_IP + 1; k++) await t.app.inject({ method: 'POST', url: '/api/auth/register/check', payload: { email: email() }, remoteAddress: ip });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: email(), password: 'no-es-la-clave-1' }, remoteAddress: ip });
    expectError(res, 422, 'VALIDATION_ERROR', { message: 'Correo o contraseña incorrectos.' });
  });
});
