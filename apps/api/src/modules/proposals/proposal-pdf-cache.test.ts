import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { leaksNothing, twoWorkspaces } from '../../../test/tenants.ts';
import { companies, projects, workspaces } from '../../db/schema/index.ts';
import { sign, signableProposal } from '../signatures/signatures.fixtures.ts';
import { pdfPages } from './proposal-pdf.test-helpers.ts';
import { addCompany, addLine, api, readyProposal, SERVICES } from './proposals.fixtures.ts';

const t = useTestApp();
const { get, put } = api(t);

/** The cached object of a document in the test app's local storage (header line, then the PDF). */
const storedPath = (dir: 'pdf_cache' | 'pdf_signed', id: string) => path.join(t.dataDir, 'uploads', dir, `${id}.pdf`);

/**
 * Replaces the stored PDF's bytes with a marker, keeping its version line: a later answer that
 * carries the marker was read from storage, not drawn again.
 */
function markStored(file: string): Buffer {
  const stored = fs.readFileSync(file);
  const marker = Buffer.from('%PDF-1.3 stored copy, not drawn again');
  fs.writeFileSync(file, Buffer.concat([stored.subarray(0, stored.indexOf(0x0a) + 1), marker]));
  return marker;
}

async function proposalOf(owner: Awaited<ReturnType<typeof twoWorkspaces>>['a'], name: string) {
  const line = await addLine(t, owner.workspace.id);
  const company = await addCompany(t, owner.workspace.id, 'Panadería Ñuñoa');
  const proposal = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name, extra: { services: SERVICES } });
  return { company, proposal };
}

describe('cached proposal PDFs (staff download)', () => {
  it('the second download streams the stored copy; 304 for the ETag the client holds', async () => {
    const { a } = await twoWorkspaces(t.db);
    const { proposal } = await proposalOf(a, 'Campaña de otoño');
    const url = `/api/v1/proposals/${proposal.id}/pdf`;

    const first = await get(a.headers, url);
    expect(first.statusCode).toBe(200);
    expect((await pdfPages(first.rawPayload))[0]).toContain('Campaña de otoño');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const marker = markStored(storedPath('pdf_cache', proposal.id));
    const second = await get(a.headers, url);
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(etag);
    expect(second.rawPayload.equals(marker)).toBe(true);
    expect(second.headers['content-disposition']).toBe('attachment; filename="cotizacion-campana-de-otono.pdf"');

    const notModified = await get({ ...a.headers, 'if-none-match': etag }, url);
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it('an edit of the proposal, its client or its workspace gives a new PDF that shows the edit', async () => {
    const { a } = await twoWorkspaces(t.db);
    const { company, proposal } = await proposalOf(a, 'Sitio institucional');
    const url = `/api/v1/proposals/${proposal.id}/pdf`;
    const etags = new Set<string>();
    const download = async () => {
      const res = await get(a.headers, url);
      expect(res.statusCode).toBe(200);
      etags.add(res.headers.etag as string);
      return (await pdfPages(res.rawPayload)).join('\n');
    };
    expect(await download()).toContain('Sitio institucional');

    // The old ETag no longer answers 304 once the proposal changed.
    const before = [...etags][0]!;
    expect((await put(a.headers, `/api/v1/proposals/${proposal.id}`, { name: 'Sitio institucional 2027' })).statusCode).toBe(200);
    expect((await get({ ...a.headers, 'if-none-match': before }, url)).statusCode).toBe(200);
    expect(await download()).toContain('Sitio institucional 2027');

    await t.db.update(companies).set({ name: 'Pastelería Ñandú' }).where(eq(companies.id, company.id));
    expect(await download()).toContain('Pastelería Ñandú');

    await t.db.update(workspaces).set({ name: 'Estudio Renombrado' }).where(eq(workspaces.id, a.workspace.id));
    expect(await download()).toContain('Estudio Renombrado');

    await t.db.update(workspaces).set({ primaryColor: '#be123c' }).where(eq(workspaces.id, a.workspace.id));
    await download();
    // Five downloads, five versions: each edit changed the document.
    expect(etags.size).toBe(5);
  });

  it("another workspace gets 404 for a cached PDF and learns nothing, ETag or not", async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const { proposal } = await proposalOf(a, 'Secreto cacheado de A');
    const url = `/api/v1/proposals/${proposal.id}/pdf`;
    const own = await get(a.headers, url);
    expect(own.statusCode).toBe(200);

    for (const headers of [b.headers, { ...b.headers, 'if-none-match': own.headers.etag as string }]) {
      const res = await get(headers, url);
      expectError(res, 404, 'NOT_FOUND');
      expect(res.headers.etag).toBeUndefined();
      expect(leaksNothing(res.body, ['Secreto cacheado de A', a.workspace.name])).toBe(true);
    }
    expectError(await get({}, url), 401, 'UNAUTHENTICATED');
  });
});

describe('public PDF', () => {
  it('before signing: the live proposal, cached and revalidated with its ETag', async () => {
    const { proposal } = await signableProposal(t, { name: 'Propuesta pública' });
    const url = `/api/v1/proposal/${proposal.slug}/pdf`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toBe('inline; filename="cotizacion-propuesta-publica.pdf"');
    expect((await pdfPages(first.rawPayload))[0]).toContain('Propuesta pública');
    const marker = markStored(storedPath('pdf_cache', proposal.id));
    expect((await t.app.inject({ method: 'GET', url })).rawPayload.equals(marker)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag as string } })).statusCode).toBe(304);
  });

  it('the signed copy is drawn once and stays byte-identical across workspace and proposal edits', async () => {
    const { owner, proposal } = await signableProposal(t, { name: 'Contrato firmado' });
    const url = `/api/v1/proposal/${proposal.slug}/pdf`;
    const live = await t.app.inject({ method: 'GET', url });
    const signed = await sign(t, { signableId: proposal.slug });
    expect(signed.statusCode, signed.body).toBe(201);

    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(live.headers.etag);
    expect((await pdfPages(first.rawPayload)).join('\n')).toContain('Certificado de firma electrónica');
    expect(fs.existsSync(storedPath('pdf_signed', proposal.id))).toBe(true);

    await t.db.update(workspaces).set({ name: 'Otro nombre', primaryColor: '#0f766e' }).where(eq(workspaces.id, owner.workspace.id));
    await t.db.update(projects).set({ name: 'Portal renombrado', cover: null }).where(eq(projects.id, proposal.id));
    const later = await t.app.inject({ method: 'GET', url });
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(later.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag as string } })).statusCode).toBe(304);
  });

  it('404 for an unknown link, with no ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/proposal/no-existe-esta/pdf' });
    expectError(res, 404, 'NOT_FOUND');
    expect(res.headers.etag).toBeUndefined();
  });
});
