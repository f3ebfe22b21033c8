import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { proposalFixture } from './proposal-pdf.fixture.ts';
import { pdfImageCounts, pdfPages, solidPng } from './proposal-pdf.test-helpers.ts';
import { renderProposalPdf } from './proposal-pdf.ts';

/** The embedded fonts' names without the subset prefix ("ABCDEF+Inter-Bold" → "Inter-Bold"). */
const embeddedFonts = (pdf: Buffer) => [...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]!))].sort();

const hasQpdf = (() => {
  try {
    execFileSync('qpdf', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const SIGNED_AT = new Date('2026-11-21T18:30:05Z');
const acceptance = { signerName: 'Marta Núñez', signerEmail: 'marta@panaderianunoa.cl', signedAt: SIGNED_AT, snapshotSha256: 'ab12'.repeat(16), image: solidPng(300, 100, [20, 20, 20]) };

describe('the proposal PDF as a professional document (issue 32 §3)', () => {
  it('is set in Inter (regular, bold, italic) with DejaVu only for what Inter cannot draw', async () => {
    const pdf = await renderProposalPdf(proposalFixture());
    // The fixture has italics and the checklist boxes ☐ ☑, which Inter lacks.
    expect(embeddedFonts(pdf)).toEqual(['DejaVuSans', 'Inter-Bold', 'Inter-Italic', 'Inter-Regular']);
    const all = (await pdfPages(pdf)).join('\n');
    expect(all).toContain('☑ Briefing aprobado');
    expect(all).toContain('Diseñaremos una identidad que refleje la tradición de la panadería');

    const plain = await renderProposalPdf(proposalFixture({ content: { blocks: [{ type: 'paragraph', data: { text: 'Año, niño, ¿acción? ¡Sí! Über, €' } }] } }));
    expect(embeddedFonts(plain)).toEqual(['Inter-Bold', 'Inter-Regular']);
    expect((await pdfPages(plain)).join('\n')).toContain('Año, niño, ¿acción? ¡Sí! Über, €');
  });

  it('a workspace without «Cobros» identity is named by its name as the sender; no number, no line for it', async () => {
    const base = proposalFixture();
    const pages = await pdfPages(await renderProposalPdf(proposalFixture({ code: null, sent_at: null, organization: { ...base.organization, identity: null } })));
    // After the client's block, the sender: the workspace's name.
    expect(pages[0]!.split('marta@panaderianunoa.cl')[1]).toContain('Estudio Creativo Añil');
    expect(pages[0]).not.toContain('COT-');
    // Not sent yet: issued when it was created.
    expect(pages[0]).toContain('Emitida el 18 de noviembre de 2026');
  });

  it('a signed copy carries the acceptance on the document: signature, name, time in the workspace zone and UTC, the evidence hash', async () => {
    const pdf = await renderProposalPdf(proposalFixture({ status: 'ACCEPTED', accepted_at: SIGNED_AT.toISOString() }), { acceptance });
    const pages = await pdfPages(pdf);
    const last = pages.at(-1)!;
    expect(last).toContain('Aceptación Marta Núñez aceptó esta cotización');
    expect(last).toContain('Fecha y hora 21 nov 2026 - 15:30:05 (America/Santiago, GMT-3)');
    expect(last).toContain('Fecha y hora (UTC) 21 nov 2026 - 18:30:05 UTC');
    expect(last).toContain('ab12'.repeat(16));
    expect((await pdfImageCounts(pdf)).at(-1)).toBe(1);
    expect(pages[0]).toContain('Aceptada y firmada el 21 de noviembre de 2026');
  });

  it.skipIf(!hasQpdf)('passes qpdf --check', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-pdf-'));
    try {
      const file = path.join(dir, 'cotizacion.pdf');
      fs.writeFileSync(file, await renderProposalPdf(proposalFixture({ status: 'ACCEPTED', accepted_at: SIGNED_AT.toISOString() }), { acceptance }));
      const out = execFileSync('qpdf', ['--check', file], { encoding: 'utf8' });
      expect(out).toContain('No syntax or stream encoding errors found');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
