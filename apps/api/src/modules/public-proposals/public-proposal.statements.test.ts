import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { countStatements } from '../../../test/statements.ts';
import { INSTALLMENTS, SERVICES } from '../proposals/proposals.fixtures.ts';
import { published, signedInCustomer } from './public.fixtures.ts';

// Issue 13: the public proposal in at most 2 statements, counting every one (there is no staff
// session lookup here; a bearer token is looked up together with the portal access it may open).
const t = useTestApp();

const read = (slug: string, headers: Record<string, string> = {}) =>
  countStatements(t.db, () => t.app.inject({ method: 'GET', url: `/api/v1/proposal/${slug}`, headers }), { session: true });

describe('GET /v1/proposal/{slug} statement count', () => {
  it('a visitor: one statement; with a customer or staff token: two; the customer of its project is redirected in two', async () => {
    const p = await published(t, { extra: { services: SERVICES, payments: INSTALLMENTS } });
    const other = await published(t);
    const customer = await signedInCustomer(t, p);

    const guest = await read(p.proposal.slug);
    expect(guest.result.statusCode).toBe(200);
    expect(guest.result.json().data.services).toHaveLength(3);
    expect(guest.statements).toHaveLength(1);

    for (const headers of [customer.headers, p.owner.headers]) {
      const visitor = await read(other.proposal.slug, headers);
      expect(visitor.result.statusCode).toBe(200);
      expect(visitor.statements).toHaveLength(2);
    }
    const redirected = await read(p.proposal.slug, customer.headers);
    expect(redirected.result.statusCode).toBe(302);
    expect(redirected.statements).toHaveLength(2);
  });

  it('an unknown link costs one statement, a malformed one none', async () => {
    expect((await read('a'.repeat(24))).statements).toHaveLength(1);
    const junk = await read(encodeURIComponent("'; drop table projects; --"));
    expect(junk.result.statusCode).toBe(404);
    expect(junk.statements).toHaveLength(0);
  });
});
