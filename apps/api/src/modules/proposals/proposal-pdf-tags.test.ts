import { describe, expect, it } from 'vitest';
import type { ContentData } from '@trato/domain/proposals/content';
import { proposalFixture } from './proposal-pdf.fixture.ts';
import { allTags, pdfTags, tagsOf, type TagNode } from './proposal-pdf-tags.test-helpers.ts';
import { solidPng } from './proposal-pdf.test-helpers.ts';
import { renderProposalPdf } from './proposal-pdf.ts';

const IMAGE_URL = '/api/files/project_content_images/AAAAAAAAAAAAAAAAAAAAAAAA.png';
const texts = (nodes: TagNode[]) => nodes.map((n) => n.text);
const cells = (row: TagNode) => row.children.map((c) => `${c.role}:${c.text}`);

describe('the proposal PDF is tagged for screen readers (issue 14)', () => {
  it('declares itself tagged, in Spanish, titled with the proposal and identified as PDF/UA', async () => {
    const tags = await pdfTags(await renderProposalPdf(proposalFixture()));
    expect(tags.marked).toBe(true);
    expect(tags.language).toBe('es');
    expect(tags.displayDocTitle).toBe(true);
    expect(tags.title).toBe('Rediseño de marca para Panadería Ñuñoa');
    expect(tags.author).toBe('Estudio Creativo Añil');
    expect(tags.xmpTitle).toBe('Rediseño de marca para Panadería Ñuñoa');
    expect(tags.pdfUaPart).toBe('1');
  });

  it('a title or workspace with XML characters keeps the metadata packet readable', async () => {
    const name = 'Diseño & Web <2027> "Fase 1"';
    const base = proposalFixture();
    const tags = await pdfTags(await renderProposalPdf(proposalFixture({ name, organization: { ...base.organization, name: 'Pérez & Hijos' } })));
    expect(tags.title).toBe(name);
    expect(tags.xmpTitle).toBe(name);
    expect(tags.author).toBe('Pérez & Hijos');
    expect(tags.pdfUaPart).toBe('1');
  });

  it('gives the document an outline: the title as H1, content headers and sections as H2/H3, paragraphs, lists, tables and figures', async () => {
    const png = solidPng(40, 20);
    const pdf = await renderProposalPdf(proposalFixture(), { logo: png, cover: png, loadImage: async (url) => (url === IMAGE_URL ? png : null) });
    const { pages } = await pdfTags(pdf);
    // One Document element holds everything, on every page.
    for (const page of pages) expect(page.map((n) => n.role)).toEqual(['Document']);

    const [logo, ...cover] = pages[0]![0]!.children;
    expect(logo).toMatchObject({ role: 'Figure', alt: 'Estudio Creativo Añil' });
    expect(texts(tagsOf(pages, 'H1'))).toEqual(['Rediseño de marca para Panadería Ñuñoa']);
    // Letter-spaced capitals are extracted letter by letter: those paragraphs carry their words (ActualText).
    expect(cover.map((n) => `${n.role}:${n.alt ?? n.text}`)).toEqual([
      'P:Cotización',
      'P:COT-2026-0042',
      'P:Emitida el 20 de noviembre de 2026',
      'P:Válida hasta el 15 de diciembre de 2026',
      'H1:Rediseño de marca para Panadería Ñuñoa',
      'P:Total de la cotización',
      'P:1.370.000 CLP',
      'P:Preparada para',
      'P:Panadería Ñuñoa',
      'P:Marta Núñez',
      'P:marta@panaderianunoa.cl',
      'P:Preparada por',
      'P:Añil Diseño SpA',
      'P:RUT 76123456-7',
      'P:Av. Providencia 1234, Santiago',
      'P:hola@estudioanil.cl · +56 9 1234 5678',
    ]);
    // The cover image is decoration: the only figures are the logo and the content's image.
    expect(tagsOf(pages, 'Figure').map((f) => f.alt)).toEqual(['Estudio Creativo Añil', 'Moodboard de la campaña']);
    expect(tagsOf(pages, 'Caption').map((c) => c.text)).toEqual(['Moodboard de la campaña']);

    expect(texts(tagsOf(pages, 'H2'))).toEqual(['Propuesta de diseño y desarrollo', 'Servicios', 'Hitos y pagos']);
    expect(texts(tagsOf(pages, 'H3'))).toEqual(['Alcance']);

    // A link is a Link element owning its annotation, inside its paragraph.
    const [link] = tagsOf(pages, 'Link');
    expect(link).toMatchObject({ text: 'nuestro sitio', annotations: 1 });
    expect(tagsOf(pages, 'P').find((p) => p.children.includes(link!))?.text).toContain('Diseñaremos una identidad');

    // Lists: items with a label and a body; the nested list inside its item's body.
    const [ordered, bullets, checklist] = pages[1]![0]!.children.filter((n) => n.role === 'L');
    const first = ordered!.children[0]!;
    expect(first.children.map((c) => c.role)).toEqual(['Lbl', 'LBody']);
    expect(first.children[0]!.text).toBe('1.');
    expect(first.children[1]!.children.map((c) => `${c.role}:${c.text}`)).toEqual(['P:Investigación y entrevistas', 'L:1. Dueños y equipo de ventas']);
    expect(texts(bullets!.children)).toEqual(['• Paleta de colores', '• Tipografías']);
    // Checkbox glyphs are read as words.
    expect(checklist!.children.map((li) => li.children[0]!.alt)).toEqual(['Marcado ', 'Sin marcar ']);

    // Tables: the header row is TH cells, the rows TD; a service's description spans the row.
    const tables = tagsOf(pages, 'Table');
    const [contentTable, services, grandTotal, payments] = tables;
    expect(contentTable!.children.map(cells)).toEqual([
      ['TH:Etapa', 'TH:Duración'],
      ['TD:Diagnóstico', 'TD:2 semanas'],
      ['TD:Diseño', 'TD:4 semanas'],
    ]);
    expect(cells(services!.children[0]!)).toEqual(['TH:Servicio', 'TH:Cantidad', 'TH:Valor', 'TH:Total']);
    expect(cells(services!.children[1]!)).toEqual(['TD:Diseño de logotipo', 'TD:', 'TD:', 'TD:350.000 CLP']);
    expect(cells(services!.children[2]!)).toEqual(['TD:Tres propuestas y dos rondas de ajustes.']);
    expect(pdf.toString('latin1')).toMatch(/\/S \/TD\n\/A <<\n\/O \/Table\n\/ColSpan 4\n>>/);
    expect(cells(grandTotal!.children[0]!)).toEqual(['TH:Total', 'TD:1.370.000 CLP']);
    expect(cells(payments!.children[0]!)).toEqual(['TH:Pago', 'TH:%', 'TH:Monto', 'TH:Vencimiento', 'TH:Estado']);
    expect(pdf.toString('latin1')).toMatch(/\/S \/TH\n\/A <<\n\/O \/Table\n\/Scope \/Column\n>>/);
  });

  it('marks page furniture and decoration as artifacts, and leaves nothing painted untagged', async () => {
    const png = solidPng(40, 20);
    const pdf = await renderProposalPdf(proposalFixture(), { logo: png, loadImage: async (url) => (url === IMAGE_URL ? png : null) });
    const tags = await pdfTags(pdf);
    expect(tags.untagged).toEqual(tags.pages.map(() => 0));
    const count = tags.pages.length;
    // The footer, the cover's too, is read by no one: its text is painted as an artifact, and is in no element.
    for (let i = 0; i < count; i++) {
      expect(tags.artifactText[i]).toContain(`Página ${i + 1} de ${count}`);
      expect(allTags(tags.pages[i]!).some((n) => n.text.includes('Página'))).toBe(false);
    }
  });

  it('a long proposal keeps its tags across page breaks: one table header, paragraphs split between pages', async () => {
    const blocks: ContentData['blocks'] = Array.from({ length: 40 }, (_, i) => ({
      type: 'paragraph',
      data: { text: `Párrafo número ${i + 1}: la cotización incluye diseño, revisión y acompañamiento durante la implementación, con entregas semanales y reuniones de seguimiento con el equipo.` },
    }));
    blocks.push({ type: 'table', data: { withHeadings: true, content: [['Ítem', 'Detalle'], ...Array.from({ length: 60 }, (_, i) => [`Fila ${i + 1}`, 'Descripción'])] } });
    const tags = await pdfTags(await renderProposalPdf(proposalFixture({ content: { blocks } })));
    expect(tags.untagged).toEqual(tags.pages.map(() => 0));
    const paragraphs = tagsOf(tags.pages, 'P').filter((p) => p.text.includes('Párrafo número'));
    for (let i = 1; i <= 40; i++) expect(paragraphs.some((p) => p.text.includes(`Párrafo número ${i}:`))).toBe(true);

    const tablePages = tags.pages.map((page, i) => ({ i, rows: tagsOf([page], 'TR') })).filter((p) => p.rows.some((r) => r.text.startsWith('Fila ')));
    expect(tablePages.length).toBeGreaterThan(1);
    // The heading row is tagged once; where the table continues it is repeated as an artifact.
    expect(tagsOf(tags.pages, 'TH').map((th) => th.text)).toEqual(['Ítem', 'Detalle', 'Servicio', 'Cantidad', 'Valor', 'Total', 'Total', 'Pago', '%', 'Monto', 'Vencimiento', 'Estado']);
    for (const { i } of tablePages.slice(1)) expect(tags.artifactText[i]).toContain('Ítem Detalle');
    const rows = tablePages.flatMap((p) => p.rows).filter((r) => r.text.startsWith('Fila '));
    expect(rows.map((r) => r.text)).toEqual(Array.from({ length: 60 }, (_, i) => `Fila ${i + 1} Descripción`));
  });

  it('a level-5 header with no level-4 before it is an H2: the outline never skips a level', async () => {
    const content: ContentData = {
      blocks: [
        { type: 'header', data: { text: 'Resumen', level: 5 } },
        { type: 'header', data: { text: 'Detalle', level: 4 } },
        { type: 'header', data: { text: 'Subdetalle', level: 5 } },
      ],
    };
    const { pages } = await pdfTags(await renderProposalPdf(proposalFixture({ content })));
    expect(texts(tagsOf(pages, 'H2'))).toEqual(['Resumen', 'Detalle', 'Servicios', 'Hitos y pagos']);
    expect(texts(tagsOf(pages, 'H3'))).toEqual(['Subdetalle']);
  });
});
