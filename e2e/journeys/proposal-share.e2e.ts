import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { signUpViaApi } from '../support/api.ts';
import { baseUrl, describe, expect, test } from '../support/fixtures.ts';
import { extractLink, waitForEmail } from '../support/mail.ts';
import { createClient, createLine, createProposal, getProposal } from '../support/proposals.ts';
import { eventually, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

const toolbar = (page: Page) => page.getByRole('group', { name: 'Acciones de la cotización' });

describe('proposal detail and sharing', () => {
  test('detail: cover and content, copy the share link, download PNG and PDF; share page: send by email → Enviado', async ({ page, context }) => {
    const account = await signUpViaApi({ currency: 'CLP', workspaceName: 'Estudio Sur' });
    const t = account.token;
    const line = await createLine(t, 'Diseño Web');
    const contact = `ana.share.${Date.now()}@trato.test`;
    const client = await createClient(t, 'Ferretería Los Andes', { name: 'Ana Díaz', email: contact });
    const proposal = await createProposal(t, { lineId: line.id, companyId: client.id, name: 'Tienda online' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });

    await loginViaUi(page, account);
    await page.goto(`/proposals/${proposal.id}`);
    // The cover and the document as the client sees it.
    await expectVisible(page.getByRole('heading', { name: 'Tienda online', level: 1 }));
    await expectVisible(page.getByTestId('proposal-document').getByText('Borrador'));
    await expectVisible(page.getByText('Estudio Sur'));
    await expectVisible(page.getByText('Ferretería Los Andes'));
    await expectVisible(page.getByRole('heading', { name: 'Propuesta de trabajo' }));
    await expectVisible(page.getByText('entregas semanales'));
    expect((await page.getByTestId('document-total').textContent())?.replace(/\s+/g, ' ')).toBe('250.000 CLP');

    // Copy the share link: the clipboard holds the public /p/{slug} URL.
    await toolbar(page).getByRole('button', { name: 'Copiar enlace' }).click();
    await expectVisible(page.getByText('Enlace copiado, envíalo a tus clientes'));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(`/p/${proposal.slug}`);

    // PNG of the document.
    const [png] = await Promise.all([page.waitForEvent('download'), toolbar(page).getByRole('button', { name: 'Descargar PNG' }).click()]);
    expect(png.suggestedFilename()).toBe('tienda-online.png');
    const pngBytes = await readFile((await png.path())!);
    expect(pngBytes.subarray(1, 4).toString('latin1')).toBe('PNG');

    // PDF rendered by the server.
    const [pdf] = await Promise.all([page.waitForEvent('download'), toolbar(page).getByRole('button', { name: 'Descargar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe('tienda-online.pdf');
    const pdfBytes = await readFile((await pdf.path())!);
    expect(pdfBytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // Share page: the public link, copy, and the email form prefilled with the client's contact.
    await toolbar(page).getByRole('link', { name: 'Compartir' }).click();
    await expectPath(page, `/proposals/${proposal.id}/share`);
    const link = page.getByRole('textbox', { name: 'Enlace público' });
    expect(new URL(await link.inputValue()).pathname).toBe(`/p/${proposal.slug}`);
    expect(await link.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Copiar', exact: true }).click();
    await expectVisible(page.getByText('Enlace copiado, envíalo a tus clientes'));

    const email = page.getByLabel('Correo del cliente');
    expect(await email.inputValue()).toBe(contact);
    await page.getByLabel('Mensaje (opcional)').fill('Hola Ana, te comparto la propuesta.');
    await page.getByRole('button', { name: 'Enviar cotización' }).click();
    await expectVisible(page.getByText('Cotización enviada por correo'));
    await expectVisible(page.getByRole('main').getByText('Enviado', { exact: true }));
    await eventually(async () => (await getProposal(t, proposal.id)).status, 'SENT', 'marked SENT');

    const mail = await waitForEmail({ to: contact, body: `/p/${proposal.slug}` });
    expect(new URL(extractLink(mail, '/p/')).pathname).toBe(`/p/${proposal.slug}`);
    expect(`${mail.text}`).toContain('Hola Ana, te comparto la propuesta.');

    // Preview: the document alone, with a way back.
    await page.goto(`/proposals/${proposal.id}/preview`);
    await expectVisible(page.getByText('Así ve tu cliente esta cotización.'));
    await expectVisible(page.getByRole('heading', { name: 'Tienda online', level: 1 }));
    await page.getByRole('link', { name: 'Volver' }).click();
    await expectPath(page, `/proposals/${proposal.id}`);
  });

  test('a failed copy and a failed download say so; an unknown proposal shows the not-found state', async ({ page }) => {
    const account = await signUpViaApi({ currency: 'CLP' });
    const t = account.token;
    const line = await createLine(t, 'Consultoría');
    const client = await createClient(t, 'Minera Norte', { name: 'Pedro Soto', email: `pedro.${Date.now()}@trato.test` });
    const proposal = await createProposal(t, { lineId: line.id, companyId: client.id, name: 'Auditoría' });

    await loginViaUi(page, account);
    await page.goto(`/proposals/${proposal.id}`);
    await expectVisible(page.getByRole('heading', { name: 'Auditoría', level: 1 }));
    // No clipboard permission in this context, and the PDF endpoint failing.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    });
    await toolbar(page).getByRole('button', { name: 'Copiar enlace' }).click();
    await expectVisible(page.getByText('Error al copiar el enlace'));
    await page.route('**/api/v1/proposals/*/pdf', (route) => route.fulfill({ status: 500, body: '{"message":"boom"}', contentType: 'application/json' }));
    await toolbar(page).getByRole('button', { name: 'Descargar PDF' }).click();
    await expectVisible(page.getByText('Error al descargar el archivo'));

    await page.goto('/proposals/00000000-0000-4000-8000-000000000000');
    await expectVisible(page.getByText('No encontramos esta cotización'));
    await page.getByRole('link', { name: 'Volver a cotizaciones' }).click();
    await expectPath(page, '/proposals');
  });
});
