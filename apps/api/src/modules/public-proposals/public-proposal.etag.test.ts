import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { projects, visitLogs } from '../../db/schema/index.ts';
import { api } from '../proposals/proposals.fixtures.ts';
import { signOk } from '../signatures/signatures.fixtures.ts';
import { BROWSER_UA, published, signedInCustomer } from './public.fixtures.ts';

// GET /v1/proposal/{slug}: a weak ETag of the body, If-None-Match → 304 without a body (issue 13).
const t = useTestApp();

const open = (slug: string, ifNoneMatch?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/proposal/${slug}`, headers: { ...headers, ...(ifNoneMatch && { 'if-none-match': ifNoneMatch }) } });

async function etagOf(slug: string): Promise<string> {
  const res = await open(slug);
  expect(res.statusCode, res.body).toBe(200);
  return String(res.headers.etag);
}

describe('GET /v1/proposal/{slug} ETag and 304', () => {
  it('200 with a weak ETag and a private, revalidated cache; the same ETag back gets 304 with no body', async () => {
    const p = await published(t);
    const first = await open(p.proposal.slug);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toContain('Authorization');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.json().data.id).toBe(p.proposal.id);

    const again = await open(p.proposal.slug, String(first.headers.etag));
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    // Among several tags, or `*`; the strong form of the same tag matches too (weak comparison).
    expect((await open(p.proposal.slug, `W/"otro", ${first.headers.etag}`)).statusCode).toBe(304);
    expect((await open(p.proposal.slug, '*')).statusCode).toBe(304);
    expect((await open(p.proposal.slug, String(first.headers.etag).slice(2))).statusCode).toBe(304);
    expect((await open(p.proposal.slug, 'W/"otro"')).statusCode).toBe(200);
  });

  it('an edit, a signature, and the valid-until date passing each give a 200 with a new ETag', async () => {
    const p = await published(t);
    const slug = p.proposal.slug;
    const seen = [await etagOf(slug)];

    expect((await api(t).put(p.owner.headers, `/api/v1/proposals/${p.proposal.id}`, { name: 'Rediseño de marca 2027' })).statusCode).toBe(200);
    const edited = await open(slug, seen[0]);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.name).toBe('Rediseño de marca 2027');
    seen.push(String(edited.headers.etag));

    // A past valid-until day, written without touching updated_at: as when the day simply passes,
    // only `expired` changes, and the ETag follows the body.
    const [{ updatedAt } = { updatedAt: new Date() }] = await t.db.select({ updatedAt: projects.updatedAt }).from(projects).where(eq(projects.id, p.proposal.id));
    const setValidUntil = (validUntilAt: Date | null) => t.db.update(projects).set({ validUntilAt, updatedAt }).where(eq(projects.id, p.proposal.id));
    await setValidUntil(new Date('2020-01-01T00:00:00Z'));
    const expired = await open(slug, seen[1]);
    expect(expired.statusCode).toBe(200);
    expect(expired.json().data).toMatchObject({ expired: true, can_sign: false });
    seen.push(String(expired.headers.etag));
    await setValidUntil(null);
    seen.push(await etagOf(slug));

    await signOk(t, slug);
    const signed = await open(slug, seen[3]);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data).toMatchObject({ status: 'ACCEPTED', signature: { signer_name: 'Marta Núñez' } });
    seen.push(String(signed.headers.etag));
    // Back to no expiry: the same body as after the edit, hence the same tag; every other one differs.
    expect(new Set(seen).size).toBe(4);
    expect(seen[3]).toBe(seen[1]);
  });

  it('a comment changes nothing this answer shows (the thread is GET /v1/comments): same body, 304', async () => {
    const p = await published(t);
    const before = await open(p.proposal.slug);
    const comment = await t.app.inject({
      method: 'POST',
      url: '/api/v1/comments',
      headers: { 'user-agent': BROWSER_UA },
      payload: { type: 'proposal', proposalId: p.proposal.slug, origin: 'public', body: '¿Incluye el dominio?', author_name: 'Marta', author_email: 'marta@panaderia.test' },
      remoteAddress: '198.51.100.40',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const after = await open(p.proposal.slug);
    expect(after.body).toBe(before.body);
    expect((await open(p.proposal.slug, String(before.headers.etag))).statusCode).toBe(304);
  });

  it('never a 304 across two proposals, even with the same name, client and services', async () => {
    const a = await published(t, { name: 'Gemela' });
    const b = await published(t, { name: 'Gemela' });
    const tagA = await etagOf(a.proposal.slug);
    const res = await open(b.proposal.slug, tagA);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(b.proposal.id);
    expect(res.headers.etag).not.toBe(tagA);
  });

  it('a 304 records no visit (POST …/visit does, as before), a customer of its project is still redirected, and a gone link is 404', async () => {
    const p = await published(t);
    const tag = await etagOf(p.proposal.slug);
    const visits = async () => (await t.db.select().from(visitLogs).where(eq(visitLogs.projectId, p.proposal.id))).length;
    expect((await open(p.proposal.slug, tag)).statusCode).toBe(304);
    expect(await visits()).toBe(0);
    const visit = await t.app.inject({ method: 'POST', url: `/api/v1/proposal/${p.proposal.slug}/visit`, headers: { 'user-agent': BROWSER_UA }, remoteAddress: '198.51.100.41' });
    expect(visit.statusCode).toBe(204);
    expect(await visits()).toBe(1);

    const customer = await signedInCustomer(t, p);
    const redirected = await open(p.proposal.slug, tag, customer.headers);
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('/c/dashboard');

    await t.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, p.proposal.id));
    expect((await open(p.proposal.slug, tag)).statusCode).toBe(404);
  });
});
