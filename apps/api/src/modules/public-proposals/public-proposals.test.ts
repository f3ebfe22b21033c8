import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { projects } from '../../db/schema/index.ts';
import { pdfPages } from '../proposals/proposal-pdf.test-helpers.ts';
import { api } from '../proposals/proposals.fixtures.ts';
import { signOk, SIGNER } from '../signatures/signatures.fixtures.ts';
import { published, signedInCustomer } from './public.fixtures.ts';
import { isExpired } from './public-proposal.serialize.ts';

const t = useTestApp();
const { get } = api(t);
const none = {};

describe('GET /v1/proposal/{slugOrId}', () => {
  it('shows the finished proposal to anyone with the link (slug or id), without the staff-only fields', async () => {
    const p = await published(t);
    const bySlug = await get(none, `/api/v1/proposal/${p.proposal.slug}`);
    expect(bySlug.statusCode, bySlug.body).toBe(200);
    const data = bySlug.json().data;
    expect(data).toMatchObject({
      id: p.proposal.id,
      name: 'Rediseño de marca Ñuñoa',
      status: 'DRAFT',
      is_demo: false,
      expired: false,
      can_sign: true,
      can_decline: true,
      signature: null,
      organization: { name: p.owner.workspace.name },
      client: { name: 'Panadería Ñuñoa' },
      links: { public: `http://trato.test/p/${p.proposal.slug}`, pdf: `http://trato.test/api/v1/proposal/${p.proposal.slug}/pdf` },
      terms: { url: '/terminos', version: expect.any(String) },
    });
    for (const staffOnly of ['form_step', 'editable', 'deleted_at', 'line_id', 'line', 'company_id', 'visitLogs', 'comments_count', 'project']) {
      expect(data, staffOnly).not.toHaveProperty(staffOnly);
    }
    const byId = await get(none, `/api/v1/proposal/${p.proposal.id}`);
    expect(byId.json().data.id).toBe(p.proposal.id);
  });

  it("a staff token (own or another workspace's) sees the same public page", async () => {
    const p = await published(t);
    const other = await published(t);
    for (const headers of [p.owner.headers, other.owner.headers]) {
      const res = await get(headers, `/api/v1/proposal/${p.proposal.slug}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).not.toHaveProperty('visitLogs');
    }
  });

  it('a signed-in customer of the project made from it is sent to their dashboard (302)', async () => {
    const p = await published(t);
    const customer = await signedInCustomer(t, p);
    const res = await get(customer.headers, `/api/v1/proposal/${p.proposal.slug}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/c/dashboard');
    // The same customer on another workspace's proposal is just a visitor.
    const other = await published(t);
    expect((await get(customer.headers, `/api/v1/proposal/${other.proposal.slug}`)).statusCode).toBe(200);
  });

  it('404 for an unknown link, an unfinished (init) or trashed proposal, a project row, and junk ids; nothing leaks', async () => {
    const p = await published(t, { name: 'Secreto de la agencia' });
    const init = await published(t, { finish: false, name: 'Borrador secreto' });
    const trashed = await published(t, { name: 'Papelera secreta' });
    await t.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, trashed.proposal.id));
    const { projectId } = await signedInCustomer(t, p);
    const [project] = await t.db.select().from(projects).where(eq(projects.id, projectId));
    for (const key of [init.proposal.slug, init.proposal.id, trashed.proposal.slug, project!.slug, project!.id, 'x'.repeat(30), crypto.randomUUID(), "'; drop table projects; --"]) {
      const res = await get(none, `/api/v1/proposal/${encodeURIComponent(key)}`);
      expectError(res, 404, 'NOT_FOUND', { message: 'No encontramos esa cotización.' });
      expect(leaksNothing(res.body, ['Secreto', 'secreto', 'Papelera', p.owner.workspace.name])).toBe(true);
    }
  });

  it('an expired proposal (past the end of its valid-until day, UTC) cannot be answered; a demo one neither', async () => {
    const expired = await published(t);
    await t.db.update(projects).set({ validUntilAt: new Date('2025-01-31T00:00:00Z') }).where(eq(projects.id, expired.proposal.id));
    expect((await get(none, `/api/v1/proposal/${expired.proposal.slug}`)).json().data).toMatchObject({ expired: true, can_sign: false, can_decline: false });

    const demo = await published(t, { isDemo: true });
    expect((await get(none, `/api/v1/proposal/${demo.proposal.slug}`)).json().data).toMatchObject({ is_demo: true, expired: false, can_sign: false, can_decline: false });
  });

  it('once signed: the public page shows the signature and offers no answer; staff see the signature and the project', async () => {
    const p = await published(t);
    const signed = await signOk(t, p.proposal.slug);
    const pub = (await get(none, `/api/v1/proposal/${p.proposal.slug}`)).json().data;
    expect(pub).toMatchObject({
      status: 'ACCEPTED',
      can_sign: false,
      can_decline: false,
      signature: { signer_name: SIGNER.name, signed_at: signed.signature.signed_at, snapshot_sha256: signed.signature.snapshot_sha256 },
    });
    const staff = (await get(p.owner.headers, `/api/v1/proposals/${p.proposal.id}`)).json().data;
    expect(staff.signature).toEqual(pub.signature);
    expect(staff.project).toEqual({ id: signed.project_id, name: 'Rediseño de marca Ñuñoa' });
  });

  it('isExpired: valid through the whole valid-until day in UTC', () => {
    expect(isExpired(null)).toBe(false);
    expect(isExpired('2026-03-10T00:00:00.000Z', new Date('2026-03-10T23:59:59.999Z'))).toBe(false);
    expect(isExpired('2026-03-10T00:00:00.000Z', new Date('2026-03-11T00:00:00.000Z'))).toBe(true);
  });
});

describe('GET /v1/proposal/{slugOrId}/pdf', () => {
  it('serves the proposal as an inline PDF to anyone with the link; 404 for an unfinished one', async () => {
    const p = await published(t);
    const res = await get(none, `/api/v1/proposal/${p.proposal.slug}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="cotizacion-rediseno-de-marca-nunoa.pdf"');
    expect((await pdfPages(res.rawPayload))[0]).toContain('Rediseño de marca Ñuñoa');
    const init = await published(t, { finish: false });
    expectError(await get(none, `/api/v1/proposal/${init.proposal.slug}/pdf`), 404, 'NOT_FOUND');
  });
});

