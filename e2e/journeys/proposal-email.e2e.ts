import type { Locator, Page } from 'playwright-core';
import { signUpViaApi, uid, type Account } from '../support/api.ts';
import { axeViolations, describeViolations } from '../support/axe.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { emailsTo, waitForEmail } from '../support/mail.ts';
import { uploadLogo } from '../support/public.ts';
import { createClient, createLine, createProposal, getProposal } from '../support/proposals.ts';
import { eventually, expectHidden, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

/**
 * The staff «Vista previa del correo» on /proposals/{id}/share (issue 32 §4): the e-mail a send
 * would queue, shown before sending and sent from there; what arrives in the mail sink is the e-mail
 * the dialog showed, and its button opens the public page.
 */

type Sent = { account: Account; contact: string; clientId: string; lineId: string; proposal: Awaited<ReturnType<typeof createProposal>> };

/** A provider with a finished proposal (DRAFT, numbered) for a client with a contact. */
async function draftForClient(): Promise<Sent> {
  const tag = uid();
  const account = await signUpViaApi({ name: 'Marta Ríos', workspaceName: `Estudio Norte ${tag}` });
  const line = await createLine(account.token, 'Diseño Web');
  const contact = `ana.preview.${tag}@trato.test`;
  const client = await createClient(account.token, 'Ferretería Los Andes', { name: 'Ana Díaz', email: contact });
  const proposal = await createProposal(account.token, { lineId: line.id, companyId: client.id, name: 'Tienda online' });
  return { account, contact, clientId: client.id, lineId: line.id, proposal };
}

const previewDialog = (page: Page) => page.getByRole('dialog', { name: 'Vista previa del correo' });
const previewButton = (page: Page) => page.getByRole('button', { name: 'Vista previa del correo' });
/** A line of the envelope the dialog shows («Para», «De», «Responder a», «Asunto»). */
const envelope = async (dialog: Locator, term: string) => ((await dialog.locator(`dt:text-is("${term}") + dd`).textContent()) ?? '').trim();

describe('«Vista previa del correo»', () => {
  test('the provider previews the e-mail with a personal message, then sends it from the preview: the mail sink has that e-mail and its button opens the public page', async ({ page, context }) => {
    const { account, contact, proposal } = await draftForClient();
    await uploadLogo(account, false);
    const workspace = account.workspace.name;
    const code = proposal.code ?? '';
    expect(code).toMatch(/^COT-\d{4}-\d{4}$/);
    const message = 'Hola Ana, te comparto la propuesta que conversamos el martes.';

    await loginViaUi(page, account);
    await page.goto(`/proposals/${proposal.id}/share`);
    await page.getByLabel('Mensaje (opcional)').fill(message);
    await previewButton(page).click();

    const dialog = previewDialog(page);
    await expectVisible(dialog);
    expect(await envelope(dialog, 'Para')).toBe(contact);
    const fromName = await envelope(dialog, 'De');
    expect(fromName).toContain('Marta Ríos');
    expect(await envelope(dialog, 'Responder a')).toBe(account.email);
    const subject = await envelope(dialog, 'Asunto');
    expect(subject).toContain(code);

    // The HTML in a frame with no sandbox permissions: what the client will see.
    const frameElement = dialog.locator('iframe[title="Vista previa del correo"]');
    expect(await frameElement.getAttribute('sandbox')).toBe('');
    const frame = page.frameLocator('iframe[title="Vista previa del correo"]');
    // (The e-mail's hidden preheader repeats some of it: what counts is what is shown.)
    await expectVisible(frame.getByText(workspace).filter({ visible: true }));
    await expectVisible(frame.getByText(code).filter({ visible: true }));
    await expectVisible(frame.getByText(message));
    await expectVisible(frame.getByRole('link', { name: 'Ver cotización' }));
    // The workspace's logo loads inside the frame as in a mail client (no rule of the app's page blocks it).
    const imagesLoaded = () => frame.locator('img').evaluateAll((imgs) => imgs.length > 0 && imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0));
    await eventually(imagesLoaded, true, 'the logo shown in the frame');
    expect((await frameElement.boundingBox())?.height ?? 0).toBeGreaterThan(400);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // The plain-text part, wrapped in the dialog.
    await dialog.getByRole('tab', { name: 'Texto' }).click();
    await expectVisible(dialog.locator('pre').getByText(message));
    await expectHidden(frameElement);

    // Escape closes it and gives the focus back to the button; a preview sends nothing.
    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    await eventually(() => page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''), 'Vista previa del correo', 'focus back on the button');
    expect((await getProposal(account.token, proposal.id)).status).toBe('DRAFT');
    expect(await emailsTo(contact)).toEqual([]);

    // «Enviar» in the preview sends what it showed, closes it and says so as the form does.
    await previewButton(page).click();
    await expectVisible(frame.getByText(message));
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expectVisible(page.getByText('Cotización enviada por correo'));
    await expectHidden(dialog);
    await expectVisible(page.getByRole('main').getByText('Enviado', { exact: true }));
    await eventually(async () => (await getProposal(account.token, proposal.id)).status, 'SENT', 'marked SENT');

    // The e-mail in the sink: the sender's name as the From display name, answers to the sender,
    // a text part and an HTML part with the message, the subject the preview showed.
    const mail = await waitForEmail({ to: contact, body: message });
    expect(mail.subject).toBe(subject);
    expect(mail.from).toContain(fromName);
    expect(mail.headers['reply-to']).toContain(account.email);
    expect(mail.text).toContain(message);
    expect(mail.html).toContain(message);

    // The client opens «Ver cotización» from the HTML, as they would click it, and lands on the public page.
    const reader = await context.newPage();
    await reader.setContent(mail.html);
    const href = await reader.getByRole('link', { name: 'Ver cotización' }).first().getAttribute('href');
    expect(href).toMatch(/^https?:\/\//);
    await reader.goto(href ?? '');
    await expectPath(reader, `/p/${proposal.slug}`);
    await expectVisible(reader.getByRole('heading', { name: 'Tienda online', level: 1 }));
  });

  test('a proposal not finished cannot be previewed; a wrong address goes to the field and the dialog does not open', async ({ page }) => {
    const { account, clientId, lineId, proposal } = await draftForClient();
    const unfinished = await createProposal(account.token, { lineId, companyId: clientId, name: 'A medio escribir', finish: false });
    await loginViaUi(page, account);

    await page.goto(`/proposals/${unfinished.id}/share`);
    await expectVisible(page.getByText('Termina la cotización en el editor antes de enviarla.'));
    expect(await previewButton(page).isDisabled()).toBe(true);

    // An address the server refuses: its message under the field, no dialog.
    await page.goto(`/proposals/${proposal.id}/share`);
    const email = page.getByLabel('Correo del cliente');
    await email.fill('ana@trato');
    await previewButton(page).click();
    await expectVisible(page.getByText('Ingresa un correo electrónico válido.'));
    expect(await previewDialog(page).count()).toBe(0);
  });
});

describe('«Vista previa del correo» on a 390 px phone', () => {
  test.override('contextOptions', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the dialog takes the whole width and the e-mail fits without the page scrolling sideways', async ({ page }) => {
    const { account, proposal } = await draftForClient();
    await loginViaUi(page, account);
    await page.goto(`/proposals/${proposal.id}/share`);
    await previewButton(page).click();

    const dialog = previewDialog(page);
    await expectVisible(page.frameLocator('iframe[title="Vista previa del correo"]').getByRole('link', { name: 'Ver cotización' }));
    const box = await dialog.boundingBox();
    expect(box && { x: box.x, width: box.width }).toEqual({ x: 0, width: 390 });
    const frame = await dialog.locator('iframe').boundingBox();
    expect(frame && frame.x >= 0 && frame.x + frame.width <= 390 && frame.height > 300).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectVisible(dialog.getByRole('button', { name: 'Enviar', exact: true }));
    await expectVisible(dialog.getByRole('button', { name: 'Cerrar', exact: true }));
  });
});
