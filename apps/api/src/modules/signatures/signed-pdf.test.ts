import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { loadConfig } from '../../config.ts';
import { projects, signatures, workspaces } from '../../db/schema/index.ts';
import { pdfTags, tagsOf } from '../proposals/proposal-pdf-tags.test-helpers.ts';
import { pdfImageCounts, pdfPages, solidPng } from '../proposals/proposal-pdf.test-helpers.ts';
import { api } from '../proposals/proposals.fixtures.ts';
import { localStorage } from '../uploads/storage.ts';
import { renderSignedProposalPdf } from './signed-pdf.ts';
import { sign, signableProposal, SIGNER } from './signatures.fixtures.ts';

const t = useTestApp();

/** The test app's own database and storage directory. */
const deps = () => ({
  database: t.database,
  storage: localStorage(path.join(t.dataDir, 'uploads')),
  config: loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, APP_URL: 'http://trato.test', LOG_LEVEL: 'silent' }),
});

describe('renderSignedProposalPdf', () => {
  it('renders what was signed, then the certificate: signer, UTC time, IP, mode, snapshot hash, the signature image and the audit trail', async () => {
    const { proposal } = await signableProposal(t, { name: 'Identidad visual Café Ñandú' });
    const res = await sign(t, { signableId: proposal.slug, signature: { filename: 'firma.png', bytes: solidPng(60, 24), type: 'image/png' } }, { ip: '203.0.113.21' });
    expect(res.statusCode, res.body).toBe(201);
    const signed = res.json().data;
    // Renaming the live row afterwards does not change the signed copy: it is drawn from the snapshot.
    await t.db.update(projects).set({ name: 'Nombre cambiado después' }).where(eq(projects.id, proposal.id));

    const pdf = await renderSignedProposalPdf(deps(), proposal.id);
    expect(pdf).not.toBeNull();
    const pages = await pdfPages(pdf!);
    const all = pages.join('\n');
    expect(pages[0]).toContain('Identidad visual Café Ñandú');
    expect(all).not.toContain('Nombre cambiado después');
    expect(all).toContain('Aceptada y firmada');
    expect(all).toContain('Logo');
    const certificate = pages.slice(pages.findIndex((p) => p.includes('Certificado de firma electrónica'))).join('\n');
    expect(certificate).toContain(SIGNER.name);
    expect(certificate).toContain(SIGNER.email);
    expect(certificate).toContain(signed.signature.snapshot_sha256);
    expect(certificate).toContain('203.0.113.21');
    expect(certificate).toMatch(/Fecha y hora local \d\d \S+ \d{4} - \d\d:\d\d:\d\d \(America\/Santiago, GMT-\d\)/);
    expect(certificate).toMatch(/Fecha y hora \(UTC\) \d\d \S+ \d{4} - \d\d:\d\d:\d\d UTC/);
    expect(certificate).toContain('Dibujada');
    expect(certificate).toContain('Registro de auditoría');
    // Each event in the workspace's time, then UTC (issue 32 §3).
    expect(certificate).toContain('Horas en America/Santiago y en UTC.');
    expect(certificate).toMatch(/1 Creada \d\d \S+ \d{4} - \d\d:\d\d:\d\d \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    expect(certificate).toMatch(/2 Firmada \d\d \S+ \d{4} - \d\d:\d\d:\d\d \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 203\.0\.113\.21 [0-9a-f]{12}/);
    // The quote itself ends with the acceptance: signer, time and the evidence hash (before the certificate).
    const acceptance = pages.find((p) => p.includes('Aceptación'))!;
    expect(acceptance).toContain(`${SIGNER.name} aceptó esta cotización`);
    expect(acceptance).toContain(signed.signature.snapshot_sha256);
    expect(pages.indexOf(acceptance)).toBeLessThan(pages.findIndex((p) => p.includes('Certificado de firma electrónica')));
    // The signature image is painted on the certificate page.
    const counts = await pdfImageCounts(pdf!);
    expect(counts[pages.findIndex((p) => p.includes('Certificado de firma electrónica'))]).toBeGreaterThanOrEqual(1);

    // Tagged like the rest (issue 14): its sections are H2s, the signer's details a table headed by
    // their labels, the signature a figure named after the signer, the audit trail a table.
    const tags = await pdfTags(pdf!);
    expect(tags.untagged).toEqual(tags.pages.map(() => 0));
    expect(tagsOf(tags.pages, 'H2').map((h) => h.text)).toEqual(expect.arrayContaining(['Certificado de firma electrónica', 'Registro de auditoría']));
    expect(tagsOf(tags.pages, 'Figure').map((f) => f.alt)).toContain(`Firma de ${SIGNER.name}`);
    const rows = tagsOf(tags.pages, 'TR').map((r) => r.children.map((c) => `${c.role}:${c.text}`));
    expect(rows).toContainEqual(['TH:Firmado por', `TD:${SIGNER.name}`]);
    expect(rows).toContainEqual(['TH:#', 'TH:Evento', 'TH:Hora local', 'TH:UTC', 'TH:IP', 'TH:Hash']);
  });

  it("dates the signature where the workspace is: 21:30 in Santiago is that day, with the zone, and UTC's next day beside it", async () => {
    // 00:30 UTC on 23 November is 21:30 on the 22nd in Santiago (UTC−3 in summer), 01:30 on the 23rd in Madrid.
    const night = new Date('2026-11-23T00:30:00.000Z');
    const cases = [
      { zone: 'America/Santiago', cover: '22 de noviembre de 2026', local: '22 nov 2026 - 21:30:00 (America/Santiago, GMT-3)' },
      { zone: 'Europe/Madrid', cover: '23 de noviembre de 2026', local: '23 nov 2026 - 01:30:00 (Europe/Madrid, GMT+1)' },
    ];
    for (const c of cases) {
      const { owner, proposal } = await signableProposal(t, { name: 'Firmada de noche' });
      await t.db.update(workspaces).set({ timeZone: c.zone }).where(eq(workspaces.id, owner.workspace.id));
      const res = await sign(t, { signableId: proposal.slug, signature: { filename: 'firma.png', bytes: solidPng(60, 24), type: 'image/png' } });
      expect(res.statusCode, res.body).toBe(201);
      await t.db.update(signatures).set({ signedAt: night }).where(eq(signatures.projectId, proposal.id));
      await t.db.update(projects).set({ acceptedAt: night }).where(eq(projects.id, proposal.id));

      const pages = await pdfPages((await renderSignedProposalPdf(deps(), proposal.id))!);
      expect(pages[0]).toContain(`Aceptada y firmada el ${c.cover}`);
      const certificate = pages.slice(pages.findIndex((p) => p.includes('Certificado de firma electrónica'))).join('\n');
      expect(certificate).toContain(c.local);
      expect(certificate).toContain('23 nov 2026 - 00:30:00 UTC');
    }
  });

  it('answers null for a proposal without a signature', async () => {
    const { proposal } = await signableProposal(t);
    expect(await renderSignedProposalPdf(deps(), proposal.id)).toBeNull();
  });

  it('the public PDF link of a signed proposal serves the signed copy', async () => {
    const { proposal } = await signableProposal(t, { name: 'Campaña de verano' });
    const res = await sign(t, { signableId: proposal.slug });
    expect(res.statusCode, res.body).toBe(201);
    const pdf = await api(t).get({}, `/api/v1/proposal/${proposal.slug}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const all = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(all).toContain('Campaña de verano');
    expect(all).toContain(res.json().data.signature.snapshot_sha256);
  });
});
