import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@trato/domain/auth/schemas';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { linkIn, useMailSink } from '../../../test/mail.ts';
import { customerAccessTokens } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { customerApi, magicTokenOf, signableProposal, signOk, someIp } from '../signatures/signatures.fixtures.ts';
import { CUSTOMER_AUTH_MESSAGES as M } from './messages.ts';

const TOO_MANY = 'Demasiados intentos. Inténtalo de nuevo en unos minutos.';

const t = useTestApp();
const c = customerApi(t);
const mail = useMailSink(t);

/** A proposal signed by its company's contact, and the magic link the answer handed her (email not yet proven). */
async function signedWithLink() {
  const s = await signableProposal(t);
  const data = await signOk(t, s.proposal.slug, { signer: s.company.contact });
  return { ...s, data, token: magicTokenOf(data.magic_link) };
}

describe('POST /auth/customer/login-link', () => {
  it("spends the link once: a 30-day magic-link session (hash stored), scoped to the signed project; the same link again → 401", async () => {
    const { company, data, token } = await signedWithLink();
    const res = await c.loginLink(token);
    expect(res.statusCode, res.body).toBe(200);
    const access = res.json().token.access_token as string;
    const [session] = await t.db.select().from(customerAccessTokens).where(eq(customerAccessTokens.tokenHash, sha256(access)));
    expect(session).toMatchObject({ customerId: company.contact.id, strategy: 'magic-link', projectId: data.project_id });
    expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    expect(res.json().redirectUrl).toBe(`/c/project/${data.project_id}`);
    expectError(await c.loginLink(token), 401, 'UNAUTHENTICATED', { message: M.linkInvalid });
  });

  it('two requests racing with the same link: exactly one session', async () => {
    const { token } = await signedWithLink();
    const results = await Promise.all([c.loginLink(token), c.loginLink(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('an expired, unknown or missing link → 401 with the Spanish message', async () => {
    const { token } = await signedWithLink();
    await t.db.execute(sql`update customer_login_links set expires_at = now() - interval '1 minute' where token_hash = ${sha256(token)}`);
    expectError(await c.loginLink(token), 401, 'UNAUTHENTICATED', { message: M.linkInvalid });
    expectError(await c.loginLink('x'.repeat(43)), 401, 'UNAUTHENTICATED', { message: M.linkInvalid });
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/customer/login-link' }), 401, 'UNAUTHENTICATED', { message: M.linkInvalid });
  });
});

describe('POST /auth/customer/current', () => {
  it("answers the customer and only their own portals", async () => {
    const first = await signedWithLink();
    await signedWithLink(); // another client's portal
    const access = (await c.loginLink(first.token)).json().token.access_token as string;
    const res = await c.current(access);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      user: { id: first.company.contact.id, name: first.company.contact.name, email: first.company.contact.email },
      projects: [{ id: first.data.project_id, name: first.proposal.name }],
    });
  });

  it('401 without a token, with a staff token, or with a revoked or expired customer session', async () => {
    const { owner, token } = await signedWithLink();
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/customer/current' }), 401, 'UNAUTHENTICATED');
    expectError(await c.current(owner.token), 401, 'UNAUTHENTICATED');
    const access = (await c.loginLink(token)).json().token.access_token as string;
    await t.db.update(customerAccessTokens).set({ revokedAt: new Date() }).where(eq(customerAccessTokens.tokenHash, sha256(access)));
    expectError(await c.current(access), 401, 'UNAUTHENTICATED');
    await t.db.update(customerAccessTokens).set({ revokedAt: null, expiresAt: new Date(Date.now() - 1000) }).where(eq(customerAccessTokens.tokenHash, sha256(access)));
    expectError(await c.current(access), 401, 'UNAUTHENTICATED');
  });
});

describe('POST /auth/customer/login-link/send', () => {
  const send = (payload: object, ip = someIp()) => t.app.inject({ method: 'POST', url: '/api/auth/customer/login-link/send', payload, remoteAddress: ip });
  const SENT = { success: true, message: M.linkSent };

  it("with the proposal's slug: mails a link to its accepted page that signs in once (any case of the email)", async () => {
    const { company, data, proposal } = await signedWithLink();
    const before = (await mail.deliver(company.contact.email)).length; // the signature's own mail
    const res = await send({ email: company.contact.email.toUpperCase(), slug: proposal.slug });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(SENT);
    const message = await mail.lastTo(company.contact.email);
    expect((await mail.deliver(company.contact.email)).length).toBe(before + 1);
    expect(message.subject).toContain('Tu enlace de acceso');
    const url = linkIn(message, `/p/${proposal.slug}/accepted`);
    const login = await c.loginLink(url.searchParams.get('magic_link')!);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ user: { id: company.contact.id }, redirectUrl: `/c/project/${data.project_id}` });
    expectError(await c.loginLink(url.searchParams.get('magic_link')!), 401, 'UNAUTHENTICATED', { message: M.linkInvalid });
  });

  it("without a slug, or with another proposal's slug: a link to the portal's sign-in page", async () => {
    const { company } = await signedWithLink();
    // Deliver the signature's own mail first: mails flushed together may reach the sink in any order.
    await mail.deliver(company.contact.email);
    const other = await signableProposal(t); // a proposal this customer has no portal for
    for (const body of [{ email: company.contact.email }, { email: company.contact.email, slug: other.proposal.slug }]) {
      expect((await send(body)).json()).toEqual(SENT);
      const url = linkIn(await mail.lastTo(company.contact.email), '/c/login');
      const login = await c.loginLink(url.searchParams.get('magic_link')!);
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().redirectUrl).toBe('/c/dashboard');
    }
  });

  it('an email that is no customer, or a customer without a portal: the same 200 and no mail', async () => {
    const { company } = await signableProposal(t); // its contact has no portal until someone signs
    for (const email of ['nadie.aqui@ejemplo.test', company.contact.email]) {
      const res = await send({ email });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(SENT);
      expect(await mail.deliver(email)).toEqual([]);
    }
  });

  it('422 with the Spanish message for a missing or invalid email', async () => {
    expectError(await send({ email: 'no-es-un-correo' }), 422, 'VALIDATION_ERROR', { field: 'email', message: AUTH_MESSAGES.emailInvalid });
    expectError(await send({}), 422, 'VALIDATION_ERROR', { field: 'email', message: AUTH_MESSAGES.emailRequired });
  });

  it('429 after 8 requests for one email (from any address) and after 30 from one address', async () => {
    const { company } = await signedWithLink();
    for (let i = 0; i < 8; i++) expect((await send({ email: company.contact.email })).statusCode).toBe(200);
    expectError(await send({ email: company.contact.email }), 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });
    const ip = someIp();
    for (let i = 0; i < 30; i++) expect((await send({ email: `visita.${i}@ejemplo.test` }, ip)).statusCode).toBe(200);
    expectError(await send({ email: 'otra.visita@ejemplo.test' }, ip), 429, 'TOO_MANY_REQUESTS', { message: TOO_MANY });
  });
});
