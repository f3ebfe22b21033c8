import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@trato/domain/auth/schemas';
import { PORTAL_MESSAGES as PM } from '@trato/domain/portal/messages';
import { useTestApp } from '../../../test/app.ts';
import { bearer, expectError } from '../../../test/http.ts';
import { customerAccessTokens, customers } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { scopedSession, signedPortal } from '../portal/portal.fixtures.ts';
import { someIp } from '../signatures/signatures.fixtures.ts';

const NEW_PASSWORD = 'tortuga-marina-azul-93';

// A low per-account budget, so the throttle test needs few tries.
const t = useTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: '4' });

const check = (email: string, ip = someIp()) => t.app.inject({ method: 'POST', url: '/api/auth/customer/check', payload: { email }, remoteAddress: ip });
const login = (email: string, password: string, ip = someIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/customer/login', payload: { email, password }, remoteAddress: ip });
const setPassword = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/v1/customer/password', headers: bearer(token), payload });
const current = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/customer/current', headers: bearer(token) });

describe('POST /auth/customer/check', () => {
  it('2 for an unknown email and for a customer without a password; 1 once they set one (email case ignored)', async () => {
    const p = await signedPortal(t);
    expect((await check(`nadie.${Date.now()}@ejemplo.cl`)).json()).toEqual({ status: 2 });
    expect((await check(p.customer.email)).json()).toEqual({ status: 2 });
    expect((await setPassword(p.token, { password: NEW_PASSWORD })).statusCode).toBe(200);
    const res = await check(p.customer.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1 });
  });

  it('422 in Spanish for a missing or invalid email', async () => {
    expectError(await check('no-es-correo'), 422, 'VALIDATION_ERROR', { field: 'email', message: AUTH_MESSAGES.emailInvalid });
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/customer/check', payload: {} }), 422, 'VALIDATION_ERROR', { field: 'email' });
  });
});

describe('PUT /v1/customer/password and POST /auth/customer/login', () => {
  it('a customer sets a password from a full session, then signs in with it: a full password session', async () => {
    const p = await signedPortal(t);
    const res = await setPassword(p.token, { password: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PM.passwordSet });

    const signedIn = await login(p.customer.email.toUpperCase(), NEW_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const body = signedIn.json();
    expect(body).toMatchObject({ success: true, handler: 'redirect_dashboard', strategy: 'local', redirectUrl: '/c/dashboard', user: { id: p.customer.id, email: p.customer.email } });
    const [session] = await t.db.select().from(customerAccessTokens).where(eq(customerAccessTokens.tokenHash, sha256(body.token.access_token)));
    expect(session).toMatchObject({ customerId: p.customer.id, strategy: 'password', projectId: null });
    expect((await current(body.token.access_token)).json().projects).toEqual([{ id: p.project, name: p.proposal.name }]);
  });

  it('a wrong password, an unknown email and an account without password all answer the same 422', async () => {
    const p = await signedPortal(t);
    expectError(await login(p.customer.email, NEW_PASSWORD), 422, 'VALIDATION_ERROR', { field: 'email', message: AUTH_MESSAGES.badCredentials });
    await setPassword(p.token, { password: NEW_PASSWORD });
    expectError(await login(p.customer.email, 'otra-clave-equivocada'), 422, 'VALIDATION_ERROR', { field: 'email', message: AUTH_MESSAGES.badCredentials });
    expectError(await login(`nadie.${Date.now()}@ejemplo.cl`, NEW_PASSWORD), 422, 'VALIDATION_ERROR', { field: 'email', message: AUTH_MESSAGES.badCredentials });
    expectError(await login('', ''), 422, 'VALIDATION_ERROR', { field: 'email' });
  });

  it('throttled per account and client like the staff login: past the budget 429, another client still signs in', async () => {
    const p = await signedPortal(t);
    await setPassword(p.token, { password: NEW_PASSWORD });
    const ip = someIp();
    for (let i = 0; i < 4; i++) expect((await login(p.customer.email, 'equivocada-123456', ip)).statusCode).toBe(422);
    expectError(await login(p.customer.email, NEW_PASSWORD, ip), 429, 'TOO_MANY_REQUESTS');
    expect((await login(p.customer.email, NEW_PASSWORD, someIp())).statusCode).toBe(200);
  });

  it('changing it needs the current password (422 in Spanish), and ends the other sessions but this one', async () => {
    const p = await signedPortal(t);
    await setPassword(p.token, { password: NEW_PASSWORD });
    const other = (await login(p.customer.email, NEW_PASSWORD)).json().token.access_token as string;
    expectError(await setPassword(p.token, { password: 'nueva-clave-segura-77' }), 422, 'VALIDATION_ERROR', { field: 'current_password', message: PM.currentPasswordRequired });
    expectError(await setPassword(p.token, { password: 'nueva-clave-segura-77', current_password: 'no-es-esta-123' }), 422, 'VALIDATION_ERROR', {
      field: 'current_password',
      message: PM.currentPasswordWrong,
    });
    expect((await setPassword(p.token, { password: 'nueva-clave-segura-77', current_password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await current(p.token)).statusCode).toBe(200);
    expectError(await current(other), 401, 'UNAUTHENTICATED');
    expect((await login(p.customer.email, 'nueva-clave-segura-77')).statusCode).toBe(200);
  });

  it('422 for a short, long or common password', async () => {
    const p = await signedPortal(t);
    expectError(await setPassword(p.token, { password: 'corta' }), 422, 'VALIDATION_ERROR', { field: 'password', message: AUTH_MESSAGES.passwordTooShort });
    expectError(await setPassword(p.token, { password: 'x'.repeat(129) }), 422, 'VALIDATION_ERROR', { field: 'password', message: AUTH_MESSAGES.passwordTooLong });
    expectError(await setPassword(p.token, { password: '1234567890' }), 422, 'VALIDATION_ERROR', { field: 'password', message: AUTH_MESSAGES.passwordCommon });
  });

  it('401 without a customer session (none, staff token); 403 from a session scoped by signing', async () => {
    const p = await signedPortal(t);
    expectError(await t.app.inject({ method: 'PUT', url: '/api/v1/customer/password', payload: { password: NEW_PASSWORD } }), 401, 'UNAUTHENTICATED');
    expectError(await setPassword(p.owner.token, { password: NEW_PASSWORD }), 401, 'UNAUTHENTICATED');
    const scoped = await scopedSession(t, p.customer.id, p.project);
    expectError(await setPassword(scoped.token, { password: NEW_PASSWORD }), 403, 'FORBIDDEN', { message: PM.passwordNeedsFullSession });
    const [row] = await t.db.select({ hash: customers.passwordHash }).from(customers).where(eq(customers.id, p.customer.id));
    expect(row!.hash).toBeNull();
  });

  it("a customer of two workspaces signs in to the account whose password matches", async () => {
    const a = await signedPortal(t);
    const b = await signedPortal(t);
    // Same person, same address, at another provider.
    await t.db.update(customers).set({ email: a.customer.email }).where(eq(customers.id, b.customer.id));
    await setPassword(b.token, { password: 'clave-del-segundo-44' });
    const res = await login(a.customer.email, 'clave-del-segundo-44');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.id).toBe(b.customer.id);
  });
});
