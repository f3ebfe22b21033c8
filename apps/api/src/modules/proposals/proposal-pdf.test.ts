import { describe, expect, it } from 'vitest';
import type { ContentData } from '@trato/domain/proposals/content';
import { proposalFixture } from './proposal-pdf.fixture.ts';
import { pdfImageCounts, pdfPages, solidPng } from './proposal-pdf.test-helpers.ts';
import { renderProposalPdf } from './proposal-pdf.ts';

const IMAGE_URL = '/api/files/project_content_images/AAAAAAAAAAAAAAAAAAAAAAAA.png';

describe('renderProposalPdf', () => {
  it('renders the cover, every content block, the services with totals and the payment plan, accents included', async () => {
    const pdf = await renderProposalPdf(proposalFixture());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    const [cover] = pages;
    const all = pages.join('\n');
    expect(cover).toContain('Rediseño de marca para Panadería Ñuñoa');
    expect(cover).toContain('Estudio Creativo Añil');
    // The quote's facts (issue 32 §3): number, issue and validity dates; no internal status tag.
    expect(cover).toContain('COT-2026-0042');
    expect(cover).toContain('Emitida el 20 de noviembre de 2026');
    expect(cover).toContain('Válida hasta el 15 de diciembre de 2026');
    expect(cover).not.toContain('Enviado');
    // Who it is for (company and contact) and who it is from (the «Cobros» identity and contact).
    expect(cover).toContain('Panadería Ñuñoa Marta Núñez marta@panaderianunoa.cl');
    expect(cover).toContain('Añil Diseño SpA RUT 76123456-7 Av. Providencia 1234, Santiago hola@estudioanil.cl · +56 9 1234 5678');
    expect(cover).toContain(`Página 1 de ${pages.length}`);
    // Content: headers, inline styles kept as text, entities decoded, lists, checklist boxes, table.
    expect(all).toContain('Propuesta de diseño y desarrollo');
    expect(all).toContain('una reunión de revisión cada viernes');
    expect(all).toContain('& ¿preguntas? ¡Escríbenos!');
    expect(all).not.toContain('<mark');
    expect(all).toContain('Dueños y equipo de ventas');
    expect(all).toContain('☑ Briefing aprobado');
    expect(all).toContain('☐ Manual de marca entregado');
    expect(all).toContain('Diagnóstico');
    // Services, subservices, per-type and grand totals in es-CL money.
    expect(all).toContain('Plan mensual de redes sociales');
    expect(all).toContain('Publicaciones 12 piezas 25.000 CLP 300.000 CLP');
    expect(all).toContain('Consultoría de marca 8 horas 45.000 CLP 360.000 CLP');
    // What the client buys, not how it is priced: no per-type subtotals, no internal type names.
    expect(all).not.toContain('Totales por tipo');
    expect(all).not.toContain('Simple (precio fijo)');
    expect(all).toContain('Total 1.370.000 CLP');
    expect(cover).toContain('Total de la cotización');
    expect(cover).toContain('1.370.000 CLP');
    // Payment plan.
    expect(all).toContain('Anticipo 50 % 685.000 CLP 22 de noviembre de 2026 Pagado');
    expect(all).toContain('Entrega 50 % 685.000 CLP 6 de diciembre de 2026 Pendiente');
    expect(pages.at(-1)).toContain(`Página ${pages.length} de ${pages.length}`);
  });

  it('embeds stored images (cover, logo, content) and keeps the caption when an image cannot be read', async () => {
    const png = solidPng(40, 20);
    const withImages = await renderProposalPdf(proposalFixture(), { logo: png, cover: png, loadImage: async (url) => (url === IMAGE_URL ? png : null) });
    const counts = await pdfImageCounts(withImages);
    expect(counts[0]).toBe(2);
    expect(counts.slice(1).reduce((a, b) => a + b, 0)).toBe(1);
    // With a logo the cover shows it instead of the workspace name above the title.
    const cover = (await pdfPages(withImages))[0]!;
    expect(cover.indexOf('Estudio Creativo Añil')).toBeGreaterThan(cover.indexOf('Rediseño de marca'));

    const unreadable = await renderProposalPdf(proposalFixture(), { logo: Buffer.from('not an image'), loadImage: async () => Buffer.from('GIF89a…') });
    expect((await pdfImageCounts(unreadable)).reduce((a, b) => a + b, 0)).toBe(0);
    const pages = await pdfPages(unreadable);
    expect(pages.join('\n')).toContain('Moodboard de la campaña');
    expect(pages[0]!.indexOf('Estudio Creativo Añil')).toBeLessThan(pages[0]!.indexOf('Rediseño de marca'));
  });

  it("an empty proposal still renders: «Sin título», no services note, no payment plan", async () => {
    const pdf = await renderProposalPdf(
      proposalFixture({ name: '  ', content: null, services: [], totals: { total: '0.00', by_type: [] }, payments: { type: null, plan: null, payments: [] }, client: null }),
    );
    const pages = await pdfPages(pdf);
    expect(pages[0]).toContain('Sin título');
    const all = pages.join('\n');
    expect(all).toContain('Esta cotización aún no tiene servicios.');
    expect(all).not.toContain('Hitos y pagos');
    expect(all).not.toContain('Preparada para');
  });

  it('long content flows onto as many pages as it needs, losing nothing', async () => {
    const blocks: ContentData['blocks'] = Array.from({ length: 120 }, (_, i) => ({
      type: 'paragraph',
      data: { text: `Párrafo número ${i + 1}: la cotización incluye diseño, revisión y acompañamiento durante la implementación.` },
    }));
    blocks.push({ type: 'table', data: { withHeadings: true, content: [['Ítem', 'Detalle'], ...Array.from({ length: 60 }, (_, i) => [`Fila ${i + 1}`, 'Descripción'])] } });
    const pages = await pdfPages(await renderProposalPdf(proposalFixture({ content: { blocks } })));
    expect(pages.length).toBeGreaterThan(5);
    const all = pages.join('\n');
    for (let i = 1; i <= 120; i++) expect(all).toContain(`Párrafo número ${i}:`);
    for (let i = 1; i <= 60; i++) expect(all).toContain(`Fila ${i} Descripción`);
    // The table's heading row is repeated on the page it continues on.
    const tablePages = pages.filter((p) => p.includes('Fila '));
    expect(tablePages.length).toBeGreaterThan(1);
    for (const page of tablePages) expect(page).toContain('Ítem Detalle');
  });

  it('malformed or unknown blocks are skipped, not fatal', async () => {
    const content = {
      blocks: [
        { type: 'list', data: { style: 'ordered', items: 'nope' } },
        { type: 'table', data: { content: [['solo', 1], 'x'] } },
        { type: 'checklist', data: { items: [null, { text: 'Visible' }] } },
        { type: 'video', data: { url: 'https://example.com' } },
        { type: 'paragraph', data: { text: '<script>alert(1)</script>Texto después' } },
      ],
    } as unknown as ContentData;
    const all = (await pdfPages(await renderProposalPdf(proposalFixture({ content })))).join('\n');
    expect(all).toContain('☐ Visible');
    expect(all).toContain('solo');
    expect(all).toContain('Texto después');
    expect(all).not.toContain('alert');
  });

  it('an appendix draws more pages with the same writer (the signed copy’s certificate)', async () => {
    const pdf = await renderProposalPdf(proposalFixture({ status: 'ACCEPTED', status_label: 'Aceptado', proposal_statuses: ['Aceptado'], accepted_at: '2026-11-21T18:30:00.000Z' }), {
      appendix: (w) => {
        w.newPage();
        w.sectionTitle('Certificado de firma');
        w.keyValues([
          ['Firmado por', 'Marta Núñez'],
          ['Dirección IP', '203.0.113.7'],
        ]);
      },
    });
    const pages = await pdfPages(pdf);
    expect(pages[0]).toContain('Aceptada y firmada el 21 de noviembre de 2026');
    expect(pages[0]).not.toContain('Aceptado');
    expect(pages.at(-1)).toContain('Certificado de firma');
    expect(pages.at(-1)).toContain('Firmado por Marta Núñez');
    expect(pages.at(-1)).toContain(`Página ${pages.length} de ${pages.length}`);
  });
});
