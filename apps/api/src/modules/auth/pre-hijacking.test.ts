import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@trato/domain/auth/schemas';
import { useTestApp } from '../../../test/app.ts';
import { createOwner, createUser, tokenFor } from '../../../test/factories.ts';
import { bearer, expectError } from '../../../test/http.ts';
import { linkIn, useMailSink } from '../../../test/mail.ts';
import { startOidcIssuer, type OidcIssuer } from '../../../test/oidc-issuer.ts';
import { accessTokens, oneTimeTokens, users } from '../../db/schema/index.ts';
import { issueOneTimeToken } from './tokens.ts';

// Issue 9 §2, reproduced end to end: an attacker registers the victim's address with their own
// password and keeps every register token they can get. Whatever proves the address afterwards
// (a password reset, an accepted invitation, Google, the verification link), those tokens must
// never become a session. Decision 0010 says what each proof keeps and drops.
let issuer: OidcIssuer;
const t = useTestApp(async () => {
  issuer = await startOidcIssuer({ clientId: 'trato-test-client', clientSecret: 'secret' });
  return { OIDC_ISSUER: issuer.url, GOOGLE_CLIENT_ID: 'trato-test-client', GOOGLE_CLIENT_SECRET: 'secret' };
});
const mail = useMailSink(t);
afterAll(() => issuer?.close());

const ATTACKER_PASSWORD = 'clave-del-intruso-2024';
const VICTIM_PASSWORD = 'faro-naranja-velero-77';
const victimEmail = () => `victima.${randomBytes(4).toString('hex')}@ejemplo.test`;

const post = (url: string, payload?: object, headers?: Record<string, string>) => t.app.inject({ method: 'POST', url, payload, headers });
const me = (token: string) => post('/api/auth/user', undefined, bearer(token));
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const redirect = (registerToken: string) => post(`/api/auth/register/redirect?t=${encodeURIComponent(registerToken)}`);

/** Delivers the outbox and returns the newest `path` link mailed to `to`. */
async function linkMailedTo(to: string, path: string): Promise<URL> {
  const withLink = (await mail.deliver(to)).filter((m) => m.text.includes(path));
  expect(withLink.length, `no ${path} email to ${to}`).toBeGreaterThan(0);
  return linkIn(withLink.at(-1)!, path);
}

type Attacker = { userId: string; registerTokens: string[] };

/** The attacker signs up with the victim's address, then logs in again while it is unverified for a second register token. */
async function preHijack(email: string): Promise<Attacker> {
  const check = await post('/api/auth/register/check', { email });
  expect(check.statusCode, check.body).toBe(200);
  const registered = await post(`/api/auth/register?t=${encodeURIComponent(check.json().registerToken)}`, { name: 'Intruso', email, password: ATTACKER_PASSWORD });
  expect(registered.statusCode, registered.body).toBe(201);
  const again = await login(email, ATTACKER_PASSWORD);
  expect(again.json()).toMatchObject({ redirect_url: '/register/verify', register_token: expect.any(String) });
  // The tokens are good until the address is proven: they resume the sign-up at the verify step.
  for (const token of [registered.json().register_token, again.json().register_token]) {
    expect((await redirect(token)).json()).toMatchObject({ token: null, redirect_step: 'verify' });
  }
  await mail.deliver(email); // the verification email reaches the victim's inbox now, before anything else
  return { userId: registered.json().user.id, registerTokens: [registered.json().register_token, again.json().register_token] };
}

/** After the proof: no register token gives a session, nothing single-use is left, only the victim's session is alive. */
async function expectAttackerShutOut(attacker: Attacker, email: string, victimSession: string, opts: { signUpPasswordKept?: boolean } = {}) {
  for (const token of attacker.registerTokens) {
    const res = await redirect(token);
    expectError(res, 422, 'VALIDATION_ERROR', { field: 't', message: AUTH_MESSAGES.emailAlreadyConfirmed });
    expect(res.body).not.toContain('access_token');
  }
  const live = await t.db.select().from(oneTimeTokens).where(and(eq(oneTimeTokens.userId, attacker.userId), isNull(oneTimeTokens.usedAt)));
  expect(live, 'every single-use token issued before the proof is spent').toEqual([]);
  const sessions = await t.db.select().from(accessTokens).where(and(eq(accessTokens.userId, attacker.userId), isNull(accessTokens.revokedAt)));
  expect(sessions).toHaveLength(1);
  expect((await me(victimSession)).json().user).toMatchObject({ id: attacker.userId, email, email_verified: true });
  if (!opts.signUpPasswordKept) {
    expectError(await login(email, ATTACKER_PASSWORD), 422, 'VALIDATION_ERROR', { field: 'email', message: AUTH_MESSAGES.badCredentials });
  }
}

describe('pre-hijacking through the register token (issue 9 §2)', () => {
  it('(a) the owner resets the password through the emailed link: the attacker is shut out', async () => {
    const email = victimEmail();
    const attacker = await preHijack(email);

    expect((await post('/api/auth/password/email', { email })).statusCode).toBe(200);
    const link = await linkMailedTo(email, '/auth/reset');
    const reset = await post('/api/auth/password/reset', {
      token: link.searchParams.get('token'),
      email,
      password: VICTIM_PASSWORD,
      password_confirmation: VICTIM_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const signedIn = await login(email, VICTIM_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    await expectAttackerShutOut(attacker, email, signedIn.json().token.access_token);
  });

  it('(b) the owner accepts a team invitation as admin, which completes the sign-up: the attacker does not become admin', async () => {
    const email = victimEmail();
    const attacker = await preHijack(email);
    const owner = await createOwner(t.db);

    expect((await post('/api/v1/teams/invite', { email, role: 'admin' }, owner.headers)).statusCode).toBe(201);
    const link = await linkMailedTo(email, '/team/accept');
    const accepted = await post('/api/auth/invitations/accept', { token: link.searchParams.get('token'), name: 'Víctima Real', password: VICTIM_PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = accepted.json().token.access_token;
    expect((await me(session)).json()).toMatchObject({ role: 'admin', workspace: { id: owner.workspace.id } });

    await expectAttackerShutOut(attacker, email, session);
  });

  it('(c) the owner signs in with Google: the attacker is shut out', async () => {
    const email = victimEmail();
    const attacker = await preHijack(email);

    const google = await post('/api/auth/google', { credential: await issuer.mintIdToken({ sub: `sub-${randomBytes(4).toString('hex')}`, email, email_verified: true }) });
    expect(google.statusCode, google.body).toBe(200);
    expect(google.json()).toMatchObject({ is_new: false, user: { id: attacker.userId } });

    await expectAttackerShutOut(attacker, email, google.json().token.access_token);
  });

  it('(d) the owner clicks the emailed verification link: register tokens die; that sign-up, password included, is what they confirmed', async () => {
    const email = victimEmail();
    const attacker = await preHijack(email);

    const link = await linkMailedTo(email, '/register/verify');
    const verified = await post('/api/auth/verify', { token: link.searchParams.get('token') });
    expect(verified.statusCode, verified.body).toBe(200);

    await expectAttackerShutOut(attacker, email, verified.json().token.access_token, { signUpPasswordKept: true });
    // The person who clicked confirmed the sign-up the email describes, with its password (decision 0010).
    expect((await login(email, ATTACKER_PASSWORD)).statusCode).toBe(200);
  });

  it('a register token still on file for a verified account gives no session, only the sign-in message', async () => {
    const user = await createUser(t.db);
    const leftover = await issueOneTimeToken(t.db, user.id, 'register');
    const res = await redirect(leftover);
    expectError(res, 422, 'VALIDATION_ERROR', { field: 't', message: AUTH_MESSAGES.emailAlreadyConfirmed });
    expect(await t.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id))).toEqual([]);
  });

  it('a reset ends the sessions, links and register tokens issued before it, the owner’s own included', async () => {
    const user = await createUser(t.db);
    const olderSession = await tokenFor(t.db, user.id);
    const olderRegisterToken = await issueOneTimeToken(t.db, user.id, 'register');
    expect((await post('/api/auth/password/email', { email: user.email })).statusCode).toBe(200);
    const link = await linkMailedTo(user.email, '/auth/reset');
    const reset = await post('/api/auth/password/reset', { token: link.searchParams.get('token'), email: user.email, password: VICTIM_PASSWORD, password_confirmation: VICTIM_PASSWORD });
    expect(reset.statusCode).toBe(200);

    expectError(await me(olderSession), 401, 'UNAUTHENTICATED');
    expectError(await redirect(olderRegisterToken), 422, 'VALIDATION_ERROR', { field: 't', message: AUTH_MESSAGES.emailAlreadyConfirmed });
    expect(await t.db.select().from(oneTimeTokens).where(and(eq(oneTimeTokens.userId, user.id), isNull(oneTimeTokens.usedAt)))).toEqual([]);
  });

  it('linking Google to an account is a proof (older sessions end); a later Google sign-in is just a login', async () => {
    const owner = await createOwner(t.db);
    const sub = `sub-${randomBytes(4).toString('hex')}`;
    const first = await post('/api/auth/google', { credential: await issuer.mintIdToken({ sub, email: owner.user.email, email_verified: true }) });
    expect(first.statusCode, first.body).toBe(200);
    expectError(await me(owner.token), 401, 'UNAUTHENTICATED');
    const linkedSession = first.json().token.access_token;

    const later = await post('/api/auth/google', { credential: await issuer.mintIdToken({ sub, email: owner.user.email, email_verified: true }) });
    expect(later.statusCode).toBe(200);
    expect((await me(linkedSession)).statusCode).toBe(200);
    expect((await me(later.json().token.access_token)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row!.passwordHash, 'a verified account keeps its password when Google is linked').not.toBeNull();
  });
});
