import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@trato/domain/auth/schemas';
import { PORTAL_MESSAGES as PM } from '@trato/domain/portal/messages';
import { useTestApp } from '../../../test/app.ts';
import { bearer, expectError } from '../../../test/http.ts';
import { startOidcIssuer, type OidcIssuer } from '../../../test/oidc-issuer.ts';
import { customerAccessTokens, customerLoginLinks, customers } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { scopedSession, signedPortal } from '../portal/portal.fixtures.ts';
import { addCompany, readyProposal, SERVICES } from '../proposals/proposals.fixtures.ts';
import { signableProposal, signOk, someIp } from '../signatures/signatures.fixtures.ts';

const uid = () => randomBytes(4).toString('hex');

describe('customer Google sign-in against a real local OpenID Connect issuer', () => {
  let issuer: OidcIssuer;
  const t = useTestApp(async () => {
    issuer = await startOidcIssuer({ clientId: 'trato-test-client', clientSecret: 'secret' });
    return { OIDC_ISSUER: issuer.url, GOOGLE_CLIENT_ID: 'trato-test-client', GOOGLE_CLIENT_SECRET: 'secret' };
  });
  afterAll(() => issuer?.close());

  const google = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/customer/google', payload, remoteAddress: someIp() });
  const current = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/customer/current', headers: bearer(token) });

  it('the client of a portal signs in with Google: full session, google_sub set, and older sessions and links end (proof of email)', async () => {
    const p = await signedPortal(t);
    const scoped = await scopedSession(t, p.customer.id, p.project);
    const sub = `sub-${uid()}`;
    const res = await google({ credential: await issuer.mintIdToken({ sub, email: p.customer.email.toUpperCase(), email_verified: true, name: 'Marta' }) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, strategy: 'google', redirectUrl: '/c/dashboard', user: { id: p.customer.id } });
    const [session] = await t.db.select().from(customerAccessTokens).where(eq(customerAccessTokens.tokenHash, sha256(body.token.access_token)));
    expect(session).toMatchObject({ strategy: 'google', projectId: null });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, p.customer.id));
    expect(row!.googleSub).toBe(sub);
    expect(row!.emailVerifiedAt).not.toBeNull();
    // Whatever was issued before the proof is gone: the scoped session, the fixture's full session, unused links.
    expectError(await current(scoped.token), 401, 'UNAUTHENTICATED');
    expectError(await current(p.token), 401, 'UNAUTHENTICATED');
    const open = await t.db.select().from(customerLoginLinks).where(sql`${customerLoginLinks.customerId} = ${p.customer.id} and ${customerLoginLinks.usedAt} is null`);
    expect(open).toEqual([]);
    expect((await current(body.token.access_token)).json().projects).toEqual([{ id: p.project, name: p.proposal.name }]);

    // A later sign-in finds the account by subject (even with another email on Google) and ends nothing.
    const again = await google({ access_token: await issuer.mintIdToken({ sub, email: `otro.${uid()}@gmail.test`, email_verified: true }) });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().user.id).toBe(p.customer.id);
    expect((await current(body.token.access_token)).statusCode).toBe(200);
  });

  it("a portal held since a stranger signed another company's proposal with her email joins her account when Google proves it (decision 0061)", async () => {
    const s = await signableProposal(t);
    const victim = s.company.contact;
    const other = await addCompany(t, s.owner.workspace.id, 'Ferretería Los Andes');
    const foreign = await readyProposal(t, s.owner, { lineId: s.line.id, companyId: other.id, name: 'Bodega de Ferretería', extra: { services: SERVICES } });
    const signed = await signOk(t, foreign.slug, { signer: { name: 'Persona Ajena', email: victim.email } });
    expect(signed.magic_link).toBeNull();

    const res = await google({ credential: await issuer.mintIdToken({ sub: `sub-${uid()}`, email: victim.email, email_verified: true, name: 'Marta' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.id).toBe(victim.id);
    expect((await current(res.json().token.access_token)).json().projects).toEqual([{ id: signed.project_id, name: 'Bodega de Ferretería' }]);
  });

  it('GET /auth/customer/authorize/google/callback?idToken signs in the same way', async () => {
    const p = await signedPortal(t);
    const idToken = await issuer.mintIdToken({ sub: `sub-${uid()}`, email: p.customer.email, email_verified: true });
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/customer/authorize/google/callback?idToken=${idToken}`, remoteAddress: someIp() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ strategy: 'google', user: { id: p.customer.id } });
  });

  describe('the redirect + callback code flow (Google returns to /c/login)', () => {
    async function authorize(payload: object = {}) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/customer/authorize/google/redirect', payload });
      expect(res.statusCode, res.body).toBe(200);
      const url = new URL(res.json().url);
      // Followed like the browser would: the issuer sends the person back with a code.
      const back = await fetch(url, { redirect: 'manual' });
      expect(back.status).toBe(302);
      return { url, back: new URL(back.headers.get('location')!) };
    }
    const callback = (query: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/auth/customer/authorize/google/callback?${new URLSearchParams(query)}`, remoteAddress: someIp() });

    it('signs the client in on the way back, to /c/login by default; the code works once', async () => {
      const p = await signedPortal(t);
      issuer.user = { sub: `sub-${uid()}`, email: p.customer.email, email_verified: true, name: 'Marta' };
      const { url, back } = await authorize();
      expect(url.origin + url.pathname).toBe(`${issuer.url}/authorize`);
      expect(back.origin + back.pathname).toBe('http://trato.test/c/login');
      const query = { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
      const res = await callback(query);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ strategy: 'google', redirectUrl: '/c/dashboard', user: { id: p.customer.id } });
      expect((await current(res.json().token.access_token)).statusCode).toBe(200);
      expectError(await callback(query), 422, 'VALIDATION_ERROR', { field: 'credential', message: AUTH_MESSAGES.googleFailed });
    });

    it('422: another origin for redirect_uri, a missing or tampered state, a staff sign-in state', async () => {
      const bad = await t.app.inject({ method: 'POST', url: '/api/auth/customer/authorize/google/redirect', payload: { redirect_uri: 'https://evil.test/c/login' } });
      expectError(bad, 422, 'VALIDATION_ERROR', { field: 'redirect_uri' });
      const { back } = await authorize({ redirect_uri: 'http://trato.test/c/login' });
      const code = back.searchParams.get('code')!;
      expectError(await callback({ code }), 422, 'VALIDATION_ERROR', { field: 'state', message: AUTH_MESSAGES.googleFailed });
      expectError(await callback({ code, state: `${back.searchParams.get('state')}x` }), 422, 'VALIDATION_ERROR', { field: 'state' });
      const staff = await t.app.inject({ method: 'POST', url: '/api/auth/authorize/google/redirect', payload: {} });
      const staffState = new URL(staff.json().url).searchParams.get('state')!;
      expectError(await callback({ code, state: staffState }), 422, 'VALIDATION_ERROR', { field: 'state' });
    });
  });

  it('422 in Spanish: no portal for that Google account, unverified email, bad signature, wrong audience, expired, missing token', async () => {
    expectError(await google({ credential: await issuer.mintIdToken({ sub: `sub-${uid()}`, email: `nadie.${uid()}@gmail.test`, email_verified: true }) }), 422, 'VALIDATION_ERROR', {
      field: 'credential',
      message: PM.googleNoAccount,
    });
    const p = await signedPortal(t);
    const who = { sub: `sub-${uid()}`, email: p.customer.email };
    const failed = { field: 'credential', message: AUTH_MESSAGES.googleFailed };
    expectError(await google({ credential: await issuer.mintIdToken({ ...who, email_verified: false }) }), 422, 'VALIDATION_ERROR', failed);
    expectError(await google({ credential: await issuer.mintIdToken({ ...who, email_verified: true }, { foreignKey: true }) }), 422, 'VALIDATION_ERROR', failed);
    expectError(await google({ credential: await issuer.mintIdToken({ ...who, email_verified: true }, { audience: 'otro-cliente' }) }), 422, 'VALIDATION_ERROR', failed);
    expectError(await google({ credential: await issuer.mintIdToken({ ...who, email_verified: true }, { expiresIn: -3600 }) }), 422, 'VALIDATION_ERROR', failed);
    expectError(await google({}), 422, 'VALIDATION_ERROR', { field: 'credential' });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, p.customer.id));
    expect(row!.googleSub).toBeNull();
    expect((await current(p.token)).statusCode).toBe(200);
  });
});

describe('customer Google sign-in without Google configured', () => {
  const t = useTestApp();
  it('404 in Spanish', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/customer/google', payload: { credential: 'x'.repeat(40) } });
    expectError(res, 404, 'NOT_FOUND', { message: AUTH_MESSAGES.googleNotConfigured });
  });
});
