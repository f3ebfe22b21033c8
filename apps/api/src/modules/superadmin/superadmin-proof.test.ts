import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@trato/domain/auth/schemas';
import { buildTestApp, useTestApp } from '../../../test/app.ts';
import { createUser, DEFAULT_PASSWORD, tokenFor } from '../../../test/factories.ts';
import { bearer, expectError } from '../../../test/http.ts';
import { linkIn, useMailSink } from '../../../test/mail.ts';
import { startOidcIssuer, type OidcIssuer } from '../../../test/oidc-issuer.ts';
import { accessTokens, users } from '../../db/schema/index.ts';
import { setSuperadmin } from './superadmin-command.ts';
import { expectSuperadminAnswers } from './superadmin.fixtures.ts';

// Issue 29 §3: SUPERADMIN_EMAILS made superadmin whoever registered the operator's address first,
// before anyone proved it, and the verification link kept that person's password. Superadmin power
// needs a proven address and an account in the operator's set, read again on every request, and
// proving the address ends whatever the first registrant set up (decision 0059).

const LISTED = ['jefa@instancia.test', 'duena@instancia.test', 'google@instancia.test', 'reset@instancia.test', 'lista@instancia.test'];
let issuer: OidcIssuer;
const t = useTestApp(async () => {
  issuer = await startOidcIssuer({ clientId: 'trato-test-client', clientSecret: 'secret' });
  // Upper case and spaces as an operator may write them.
  return { SUPERADMIN_EMAILS: ` ${LISTED.join(' , ').toUpperCase()} `, OIDC_ISSUER: issuer.url, GOOGLE_CLIENT_ID: 'trato-test-client', GOOGLE_CLIENT_SECRET: 'secret' };
});
const mail = useMailSink(t);
afterAll(() => issuer?.close());

/** The command's view of SUPERADMIN_EMAILS when the variable is empty. */
const NONE = { superadminEmails: [] };
const INTRUDER_PASSWORD = 'clave-del-intruso-2024';
const OWNER_PASSWORD = 'faro-naranja-velero-77';

const post = (url: string, payload?: object, headers?: Record<string, string>) => t.app.inject({ method: 'POST', url, payload, headers });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const me = (token: string) => post('/api/auth/user', undefined, bearer(token));
const account = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/account', headers: bearer(token) });

/** The newest `path` link mailed to `to`, delivered through the real SMTP sink. */
async function linkMailedTo(to: string, path: string): Promise<URL> {
  const withLink = (await mail.deliver(to)).filter((m) => m.text.includes(path));
  expect(withLink.length, `no ${path} email to ${to}`).toBeGreaterThan(0);
  return linkIn(withLink.at(-1)!, path);
}

type Intruder = { userId: string; registerTokens: string[]; session: string };

/**
 * Someone who does not own `email` signs it up with their own password, as the web does, and logs in
 * while it is unverified. Nothing they get says or opens superadmin. `session` stands for a session
 * held while unverified (none is issued today, but the area must not depend on that).
 */
async function preRegister(email: string): Promise<Intruder> {
  const check = await post('/api/auth/register/check', { email });
  expect(check.statusCode, check.body).toBe(200);
  const registered = await post(`/api/auth/register?t=${encodeURIComponent(check.json().registerToken)}`, { name: 'Intruso', email, password: INTRUDER_PASSWORD });
  expect(registered.statusCode, registered.body).toBe(201);
  expect(registered.json().user).toMatchObject({ email, is_god: false, email_verified: false });

  const again = await login(email, INTRUDER_PASSWORD);
  expect(again.statusCode, again.body).toBe(200);
  expect(again.json()).toMatchObject({ redirect_url: '/register/verify', register_token: expect.any(String), user: { is_god: false, email_verified: false } });
  expect(again.json()).not.toHaveProperty('token');
  const registerTokens = [registered.json().register_token, again.json().register_token];
  const resumed = await post(`/api/auth/register/redirect?t=${encodeURIComponent(registerTokens[1])}`);
  expect(resumed.json()).toMatchObject({ token: null, user: { is_god: false } });

  const userId = registered.json().user.id as string;
  const session = await tokenFor(t.db, userId);
  expect((await me(session)).json().user).toMatchObject({ is_god: false, email_verified: false });
  expect((await account(session)).json().data).toMatchObject({ is_god: false });
  await expectSuperadminAnswers(t, bearer(session), 403);
  for (const token of registerTokens) await expectSuperadminAnswers(t, bearer(token), 401);
  return { userId, registerTokens, session };
}

/** After the owner's proof: the intruder's password, register tokens and session are worth nothing. */
async function expectIntruderShutOut(intruder: Intruder, email: string): Promise<void> {
  expectError(await login(email, INTRUDER_PASSWORD), 422, 'VALIDATION_ERROR', { field: 'email', message: AUTH_MESSAGES.badCredentials });
  for (const token of intruder.registerTokens) {
    const res = await post(`/api/auth/register/redirect?t=${encodeURIComponent(token)}`);
    expectError(res, 422, 'VALIDATION_ERROR', { field: 't', message: AUTH_MESSAGES.emailAlreadyConfirmed });
    expect(res.body).not.toContain('access_token');
  }
  expectError(await me(intruder.session), 401, 'UNAUTHENTICATED');
  await expectSuperadminAnswers(t, bearer(intruder.session), 401);
}

describe('superadmin needs a proven address (issue 29 §3)', () => {
  it('an address in SUPERADMIN_EMAILS pre-registered by someone else: nothing until the owner clicks the emailed link, which ends the intruder’s password and sessions; the owner sets a password and is superadmin', async () => {
    const email = LISTED[0]!;
    const intruder = await preRegister(email);
    // The operator's users list says the same: that account holds no power.
    const operator = await createUser(t.db, { isGod: true });
    const row = async () => (await t.app.inject({ method: 'GET', url: `/api/v1/superadmin?list=users&search=${email}`, headers: bearer(await tokenFor(t.db, operator.id)) })).json().data[0];
    expect(await row()).toMatchObject({ email, is_god: false, email_verified: false });

    // The verification email reaches the real owner's mailbox; they click it.
    const link = await linkMailedTo(email, '/register/verify');
    const verified = await post('/api/auth/verify', { token: link.searchParams.get('token') });
    expect(verified.statusCode, verified.body).toBe(200);
    // The session the proof returns is the owner's: from here on the account is superadmin.
    expect(verified.json().user).toMatchObject({ email, email_verified: true, is_god: true });
    const ownerSession = verified.json().token.access_token as string;
    await expectSuperadminAnswers(t, bearer(ownerSession), 'served');
    expect(await row()).toMatchObject({ email, is_god: true, email_verified: true });

    await expectIntruderShutOut(intruder, email);
    const live = await t.db.select({ id: accessTokens.id }).from(accessTokens).where(and(eq(accessTokens.userId, intruder.userId), isNull(accessTokens.revokedAt)));
    expect(live, 'only the session the proof returned is alive').toHaveLength(1);

    // The password typed at sign-up was dropped, so the owner chooses one without an old one.
    const set = await t.app.inject({ method: 'PUT', url: '/api/v1/account', headers: bearer(ownerSession), payload: { password: OWNER_PASSWORD } });
    expect(set.statusCode, set.body).toBe(200);
    const signedIn = await login(email, OWNER_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user).toMatchObject({ is_god: true, email_verified: true });
    await expectSuperadminAnswers(t, bearer(signedIn.json().token.access_token), 'served');
    expectError(await login(email, INTRUDER_PASSWORD), 422, 'VALIDATION_ERROR', { field: 'email' });
  });

  it('the owner proves the address with a password reset instead: the same, with the password they chose', async () => {
    const email = LISTED[3]!;
    const intruder = await preRegister(email);
    expect((await post('/api/auth/password/email', { email })).statusCode).toBe(200);
    const link = await linkMailedTo(email, '/auth/reset');
    const reset = await post('/api/auth/password/reset', { token: link.searchParams.get('token'), email, password: OWNER_PASSWORD, password_confirmation: OWNER_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);

    await expectIntruderShutOut(intruder, email);
    const signedIn = await login(email, OWNER_PASSWORD);
    expect(signedIn.json().user).toMatchObject({ is_god: true });
    await expectSuperadminAnswers(t, bearer(signedIn.json().token.access_token), 'served');
  });

  it('the owner signs in with Google (a verified address): the same, and that sign-in already says is_god', async () => {
    const email = LISTED[2]!;
    const intruder = await preRegister(email);
    const google = await post('/api/auth/google', { credential: await issuer.mintIdToken({ sub: `sub-${randomBytes(4).toString('hex')}`, email, email_verified: true }) });
    expect(google.statusCode, google.body).toBe(200);
    expect(google.json().user).toMatchObject({ id: intruder.userId, is_god: true, email_verified: true });

    await expectIntruderShutOut(intruder, email);
    await expectSuperadminAnswers(t, bearer(google.json().token.access_token), 'served');
  });

  it('a superadmin whose verification is revoked, or who leaves the set, loses the area on the very next request', async () => {
    // Made superadmin by the command (users.is_god), address proven.
    const god = await createUser(t.db, { email: `olga.${randomBytes(4).toString('hex')}@ejemplo.test` });
    expect((await setSuperadmin(t.db, god.email, false, NONE)).ok).toBe(true);
    const session = await tokenFor(t.db, god.id);
    await expectSuperadminAnswers(t, bearer(session), 'served');

    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, god.id));
    await expectSuperadminAnswers(t, bearer(session), 403);
    expect((await account(session)).json().data.is_god).toBe(false);

    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, god.id));
    await expectSuperadminAnswers(t, bearer(session), 'served');

    expect((await setSuperadmin(t.db, god.email, true, NONE)).ok).toBe(true);
    await expectSuperadminAnswers(t, bearer(session), 403);
    expect((await me(session)).json().user.is_god).toBe(false);
  });

  it('an address taken out of SUPERADMIN_EMAILS is no longer superadmin once the server runs without it: nothing was written for it', async () => {
    const listed = await createUser(t.db, { email: LISTED[4]! });
    const signedIn = await login(listed.email, DEFAULT_PASSWORD);
    expect(signedIn.json().user.is_god).toBe(true);
    const session = bearer(signedIn.json().token.access_token);
    await expectSuperadminAnswers(t, session, 'served');

    const without = await buildTestApp(t.database, t.dataDir, { SUPERADMIN_EMAILS: LISTED.filter((e) => e !== listed.email).join(',') });
    try {
      for (const e of ['/api/v1/superadmin?list=users', '/api/v1/superadmin/diagnostics']) {
        expectError(await without.inject({ method: 'GET', url: e, headers: session }), 403, 'FORBIDDEN');
      }
      expect((await without.inject({ method: 'POST', url: '/api/auth/user', headers: session })).json().user.is_god).toBe(false);
    } finally {
      await without.close();
    }
    expect((await t.db.select({ isGod: users.isGod }).from(users).where(eq(users.id, listed.id)))[0]!.isGod).toBe(false);
  });

  it('the command may name an unverified account: the area stays closed until the owner proves the address, and that proof ends the sign-up password', async () => {
    const email = `nuevo.${randomBytes(4).toString('hex')}@ejemplo.test`;
    const intruder = await preRegister(email);
    const granted = await setSuperadmin(t.db, email, false, NONE);
    expect(granted).toMatchObject({ ok: true, message: expect.stringContaining('cuando confirme su correo') });
    expect((await login(email, INTRUDER_PASSWORD)).json().user.is_god).toBe(false);
    await expectSuperadminAnswers(t, bearer(intruder.session), 403);

    const link = await linkMailedTo(email, '/register/verify');
    const verified = await post('/api/auth/verify', { token: link.searchParams.get('token') });
    expect(verified.json().user).toMatchObject({ is_god: true });
    await expectIntruderShutOut(intruder, email);
  });

  it('the command’s --remove says so when SUPERADMIN_EMAILS still names the address; an unknown address is refused', async () => {
    const listed = await createUser(t.db, { email: LISTED[1]! });
    const removed = await setSuperadmin(t.db, listed.email, true, { superadminEmails: LISTED });
    expect(removed).toMatchObject({ ok: true, message: expect.stringContaining('SUPERADMIN_EMAILS') });
    expect((await login(listed.email, DEFAULT_PASSWORD)).json().user.is_god).toBe(true);
    expect(await setSuperadmin(t.db, 'nadie@instancia.test', false, NONE)).toMatchObject({ ok: false, message: expect.stringContaining('No hay ninguna cuenta') });
  });

  it('a normal sign-up still keeps the password typed at registration when its link is clicked (decision 0010)', async () => {
    const email = `normal.${randomBytes(4).toString('hex')}@ejemplo.test`;
    const check = await post('/api/auth/register/check', { email });
    expect((await post(`/api/auth/register?t=${encodeURIComponent(check.json().registerToken)}`, { name: 'Ana Normal', email, password: OWNER_PASSWORD })).statusCode).toBe(201);
    const link = await linkMailedTo(email, '/register/verify');
    const verified = await post('/api/auth/verify', { token: link.searchParams.get('token') });
    expect(verified.json().user).toMatchObject({ is_god: false, email_verified: true });
    const signedIn = await login(email, OWNER_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    await expectSuperadminAnswers(t, bearer(signedIn.json().token.access_token), 403);
  });
});
