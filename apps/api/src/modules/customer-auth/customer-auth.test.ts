import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { customerAccessTokens } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { customerApi, magicTokenOf, signableProposal, signOk } from '../signatures/signatures.fixtures.ts';
import { CUSTOMER_AUTH_MESSAGES as M } from './messages.ts';

const t = useTestApp();
const c = customerApi(t);

/** A signed proposal and the magic link its (new) customer got. */
async function signedWithLink() {
  const s = await signableProposal(t);
  const data = await signOk(t, s.proposal.slug);
  return { ...s, data, token: magicTokenOf(data.magic_link) };
}

describe('POST /auth/customer/login-link', () => {
  it('spends the link once: a 30-day magic-link session (hash stored); the same link again → 401', async () => {
    const { company, data, token } = await signedWithLink();
    const res = await c.loginLink(token);
    expect(res.statusCode, res.body).toBe(200);
    const access = res.json().token.access_token as string;
    const [session] = await t.db.select().from(customerAccessTokens).where(eq(customerAccessTokens.tokenHash, sha256(access)));
    expect(session).toMatchObject({ customerId: company.contact.id, strategy: 'magic-link' });
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
