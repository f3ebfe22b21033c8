import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { api } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { createSharedProposal, phoneContext, type SharedProposal } from '../support/public.ts';
import { eventually, expectPath, expectVisible } from '../support/ui.ts';

/** A real PNG (240×80, a dark stroke on transparent) for the Cargar mode. */
function signaturePng(): Buffer {
  const width = 240;
  const height = 80;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4); // filter byte 0, then RGBA
    for (let x = 0; x < width; x++) {
      const ink = Math.abs(y - (40 + Math.sin(x / 18) * 22)) < 2.5;
      if (ink) row.set([15, 23, 42, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Evidence = { chain_valid: boolean; signature: { mode: string; signer_name: string; snapshot_valid: boolean } | null };

/**
 * A new shared proposal opened on the client's phone with the signature modal up and the signer
 * filled in; `steps` then picks a mode and signs.
 */
async function withSignatureModal(browser: Browser, name: string, steps: (page: Page, modal: Locator, shared: SharedProposal) => Promise<void>) {
  const shared = await createSharedProposal({ name });
  const client = await phoneContext(browser);
  try {
    const page = await client.newPage();
    await steps(page, await openSignatureModal(page, shared), shared);
  } finally {
    await client.close();
  }
}

async function openSignatureModal(page: Page, shared: SharedProposal): Promise<Locator> {
  await page.goto(`/p/${shared.slug}`);
  await expectVisible(page.getByRole('heading', { name: shared.name, level: 1 }));
  await page.getByRole('group', { name: 'Acciones de la cotización' }).getByRole('button', { name: 'Aceptar cotización' }).click();
  const modal = page.getByRole('dialog', { name: 'Firma' });
  await expectVisible(modal);
  expect(await modal.getAttribute('data-modal-name')).toBe('proposal-signature-modal');
  await expectVisible(modal.getByText(`Al firmar, aceptas la cotización «${shared.name}» de ${shared.workspace}.`));
  await modal.getByLabel('Nombre completo').fill(shared.contact.name);
  await modal.getByLabel('Correo electrónico').fill(shared.contact.email);
  return modal;
}

/** Signs, lands on the accepted page, and the evidence records the mode that was used. */
async function signAndCheck(page: Page, shared: SharedProposal, modal: Locator, mode: string) {
  const firmar = modal.getByRole('button', { name: 'Firmar' });
  expect(await firmar.isDisabled()).toBe(true); // terms not accepted yet
  await modal.getByRole('checkbox', { name: /términos y condiciones/ }).check();
  expect(await firmar.isDisabled()).toBe(false);
  await firmar.click();
  // The contact never proved her email: the answer carries a link (scoped to this project) and the page goes straight to /accepted.
  await expectPath(page, (u) => u.pathname === `/p/${shared.slug}/accepted`);

  const evidence = (await api<{ data: Evidence }>('GET', `/v1/proposals/${shared.id}/evidence`, { token: shared.account.token })).data;
  expect(evidence.chain_valid).toBe(true);
  expect(evidence.signature).toMatchObject({ mode, signer_name: shared.contact.name, snapshot_valid: true });
}

describe('signature modes on the public page', () => {
  test('Escribir: the typed name, drawn in the handwriting font, signs the proposal', async ({ browser }) => {
    await withSignatureModal(browser, 'Rediseño de empaques', async (page, modal, shared) => {
      await modal.getByRole('tab', { name: 'Escribir' }).click();
      expect(await modal.getByRole('tab', { name: 'Escribir' }).getAttribute('aria-selected')).toBe('true');
      // The tab offers the signer's name; the preview uses the shipped font once it has loaded.
      const typed = modal.getByLabel('Escribe tu firma');
      await eventually(() => typed.inputValue(), shared.contact.name, 'the typed text starts as the signer name');
      await typed.fill('Camila R.');
      await eventually(() => page.evaluate(() => document.fonts.check('48px "Trato Signature"')), true, 'the handwriting font is loaded');
      await expectVisible(modal.getByRole('img', { name: 'Vista previa de la firma escrita' }).getByText('Camila R.'));
      // An empty typed signature cannot be sent.
      await typed.fill('   ');
      await modal.getByRole('checkbox', { name: /términos y condiciones/ }).check();
      expect(await modal.getByRole('button', { name: 'Firmar' }).isDisabled()).toBe(true);
      await modal.getByRole('checkbox', { name: /términos y condiciones/ }).uncheck();
      await typed.fill('Camila R.');
      await signAndCheck(page, shared, modal, 'type');
    });
  });

  test('Cargar: a GIF is refused in Spanish, a PNG is previewed and signs the proposal', async ({ browser }) => {
    await withSignatureModal(browser, 'Campaña de lanzamiento', async (page, modal, shared) => {
      await modal.getByRole('tab', { name: 'Cargar' }).click();
      const input = modal.getByLabel('Imagen de tu firma');
      await input.setInputFiles({ name: 'firma.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await expectVisible(modal.getByText('El archivo debe ser una imagen PNG, JPG o WebP.'));
      await input.setInputFiles({ name: 'firma.png', mimeType: 'image/png', buffer: signaturePng() });
      await expectVisible(modal.getByRole('img', { name: 'Vista previa de la firma cargada' }));
      expect(await modal.getByText('El archivo debe ser una imagen PNG, JPG o WebP.').count()).toBe(0);
      await signAndCheck(page, shared, modal, 'upload');
    });
  });
});
