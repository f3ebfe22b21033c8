import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createOwner } from '../../../test/factories.ts';
import { expectError, multipart } from '../../../test/http.ts';
import { leaksNothing, twoWorkspaces } from '../../../test/tenants.ts';
import { workspaces } from '../../db/schema/index.ts';
import { richContent } from './proposal-pdf.fixture.ts';
import { pdfImageCounts, pdfPages, solidPng } from './proposal-pdf.test-helpers.ts';
import { addCompany, addLine, api, INSTALLMENTS, readyProposal, SERVICES } from './proposals.fixtures.ts';

const t = useTestApp();
const { get, del } = api(t);

async function upload(headers: Record<string, string>, directory: string): Promise<string> {
  const form = await multipart([['directory', directory], ['file', { filename: 'imagen.png', bytes: solidPng(60, 30), type: 'image/png' }]], headers);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/upload/image', ...form });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('GET /v1/proposals/{id}/pdf', () => {
  it('downloads the proposal as a PDF with its content, services, totals, plan and stored images', async () => {
    const owner = await createOwner(t.db, { workspace: { name: 'Estudio Añil' } });
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id);
    const [logo, cover, image] = await Promise.all([upload(owner.headers, 'logos'), upload(owner.headers, 'project_covers'), upload(owner.headers, 'project_content_images')]);
    await t.db.update(workspaces).set({ logo }).where(eq(workspaces.id, owner.workspace.id));
    const proposal = await readyProposal(t, owner, {
      lineId: line.id,
      companyId: company.id,
      name: 'Identidad de marca: Ñuñoa',
      extra: { cover, content: richContent(image), services: SERVICES, payments: INSTALLMENTS },
    });

    const res = await get(owner.headers, `/api/v1/proposals/${proposal.id}/pdf`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cotizacion-identidad-de-marca-nunoa.pdf"');
    const pdf = res.rawPayload;
    const pages = await pdfPages(pdf);
    const all = pages.join('\n');
    expect(pages[0]).toContain('Identidad de marca: Ñuñoa');
    // The quote's number instead of the internal status (decision 0080).
    expect(pages[0]).toMatch(/COT-\d{4}-0001/);
    expect(pages[0]).not.toContain('Borrador');
    expect(all).toContain('una reunión de revisión cada viernes');
    expect(all).toContain('Sitio web');
    expect(all).toContain('– Páginas 3 12.500,50 CLP 37.501,50 CLP');
    expect(all).toContain('Total 337.501,50 CLP');
    expect(all).toContain('Segundo pago 30 % 101.250,45 CLP 15 de diciembre de 2026 Pendiente');
    // Logo and cover on the cover page, the content image further on: all read from storage.
    const images = await pdfImageCounts(pdf);
    expect(images[0]).toBe(2);
    expect(images.slice(1).reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('an unfinished proposal downloads too («Sin título» when it has no name)', async () => {
    const owner = await createOwner(t.db);
    const line = await addLine(t, owner.workspace.id);
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/proposals', headers: owner.headers, payload: { line_id: line.id } });
    const res = await get(owner.headers, `/api/v1/proposals/${created.json().data.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="cotizacion.pdf"');
    expect((await pdfPages(res.rawPayload))[0]).toContain('Sin título');
  });

  it('401 without a session', async () => {
    expectError(await get({}, '/api/v1/proposals/00000000-0000-4000-8000-000000000000/pdf'), 401, 'UNAUTHENTICATED');
  });

  it("404 for another workspace's, a trashed or an unknown proposal, revealing nothing", async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const line = await addLine(t, a.workspace.id);
    const company = await addCompany(t, a.workspace.id);
    const proposal = await readyProposal(t, a, { lineId: line.id, companyId: company.id, name: 'Secreto de A' });
    const res = await get(b.headers, `/api/v1/proposals/${proposal.id}/pdf`);
    expectError(res, 404, 'NOT_FOUND');
    expect(leaksNothing(res.body, ['Secreto de A', a.workspace.name])).toBe(true);
    expect((await del(a.headers, `/api/v1/proposals/${proposal.id}`)).statusCode).toBe(204);
    expectError(await get(a.headers, `/api/v1/proposals/${proposal.id}/pdf`), 404, 'NOT_FOUND');
    expectError(await get(a.headers, '/api/v1/proposals/00000000-0000-4000-8000-000000000000/pdf'), 404, 'NOT_FOUND');
  });

  it("images of another workspace are never embedded, even when the content links them", async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const foreign = await upload(b.headers, 'project_content_images');
    const line = await addLine(t, a.workspace.id);
    const company = await addCompany(t, a.workspace.id);
    const proposal = await readyProposal(t, a, { lineId: line.id, companyId: company.id, extra: { content: richContent(foreign) } });
    const res = await get(a.headers, `/api/v1/proposals/${proposal.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect((await pdfImageCounts(res.rawPayload)).reduce((x, y) => x + y, 0)).toBe(0);
    expect((await pdfPages(res.rawPayload)).join('\n')).toContain('Moodboard de la campaña');
  });
});
