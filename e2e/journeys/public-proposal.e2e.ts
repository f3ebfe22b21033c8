import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { api, uniqueEmail } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { extractLink, waitForEmail } from '../support/mail.ts';
import { pdfFirstPageText } from '../support/pdf.ts';
import {
  commentAsStaff,
  createProposalFor,
  createSharedProposal,
  drawSignature,
  followEmailedLink,
  hasHorizontalOverflow,
  phoneContext,
  signViaApi,
  staffComments,
  staffProposal,
  uploadLogo,
} from '../support/public.ts';
import { eventually, expectHidden, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

const actions = (page: Page) => page.getByRole('group', { name: 'Acciones de la cotización' });

describe('the public proposal page, as the client on a phone', () => {
  test('reads, asks through Contactar, signs with a drawn signature; the provider sees it all', async ({ browser, page: staffPage }) => {
    const shared = await createSharedProposal();
    // The business identity of settings «Cobros» signs the sender card.
    await api('PUT', '/v1/collections/identity', {
      token: shared.account.token,
      body: { legal_name: 'Estudio Andino SpA', tax_country: 'CL', tax_id: '76.123.456-0', address: null, contact_email: null, contact_phone: '+56 9 8765 4321' },
    });
    const client = await phoneContext(browser);
    try {
      const page = await client.newPage();
      await page.goto(`/p/${shared.slug}`);

      // Read: the cover, a content block, the wide table scrolling inside itself, the totals.
      await expectVisible(page.getByRole('heading', { name: shared.name, level: 1 }));
      await expectVisible(page.getByText(shared.workspace));
      // The team's status pill is not the client's business: an open proposal shows none.
      expect(await page.getByText('Enviado', { exact: true }).count()).toBe(0);
      // Who sends it: the member, their e-mail, the business phone, legal name and RUT.
      const sender = page.getByRole('region', { name: 'Quién envía esta cotización' });
      await expectVisible(sender.getByText(shared.account.name, { exact: true }));
      await expectVisible(sender.getByRole('link', { name: shared.account.email }));
      await expectVisible(sender.getByRole('link', { name: '+56 9 8765 4321' }));
      await expectVisible(sender.getByText('Estudio Andino SpA'));
      expect((await sender.getByTestId('sender-identity').textContent())?.replace(/\s+/g, ' ')).toContain('RUT 76123456-0');
      await expectVisible(page.getByRole('heading', { name: 'Propuesta de trabajo' }));
      await page.getByTestId('document-total').scrollIntoViewIfNeeded();
      expect((await page.getByTestId('document-total').textContent())?.replace(/\s+/g, ' ')).toBe('250.000 CLP');
      expect(await hasHorizontalOverflow(page)).toBe(false);
      // The workspace's colour paints the accept button.
      const accept = actions(page).getByRole('button', { name: 'Aceptar cotización' });
      // (Waited for: the button's colour transition runs from the default blue once the workspace's is known.)
      await eventually(() => accept.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(124, 58, 237)', 'the accept button in the workspace colour');
      // On a phone the actions stick to the bottom of the screen.
      const bar = await actions(page).boundingBox();
      expect(bar && bar.y + bar.height).toBeGreaterThan(800);

      // Contactar: the comment box gets the focus; a comment is posted and shown as plain text.
      await actions(page).getByRole('button', { name: 'Contactar' }).click();
      await eventually(() => page.evaluate(() => document.activeElement?.id ?? ''), 'comment-body', 'the textarea has the focus');
      await page.getByLabel('Tu nombre').fill(shared.contact.name);
      await page.getByLabel('Tu correo').fill(shared.contact.email);
      await page.getByPlaceholder('Escribe tu comentario…').fill('¿El plazo incluye las <b>revisiones</b>?');
      await page.getByRole('button', { name: 'Enviar comentario' }).click();
      const comment = page.getByTestId('comment').filter({ hasText: '¿El plazo incluye las <b>revisiones</b>?' });
      await expectVisible(comment);
      // A reaction toggles on and off.
      await comment.getByRole('button', { name: 'Reacciones' }).click();
      await comment.getByRole('button', { name: 'Reaccionar con 👍' }).click();
      await eventually(() => comment.getByRole('button', { name: 'Reaccionar con 👍' }).getAttribute('aria-pressed'), 'true', 'reacted');

      // Sign: draw with the mouse, accept the terms, Firmar.
      await accept.click();
      const modal = page.getByRole('dialog', { name: 'Firma' });
      await expectVisible(modal);
      await drawSignature(page);
      await modal.getByRole('checkbox').check();
      await modal.getByRole('button', { name: 'Firmar' }).click();

      // A new customer account: straight to the accepted page with the single-use magic link.
      await expectPath(page, (u) => u.pathname === `/p/${shared.slug}/accepted` && u.searchParams.has('magic_link'));
      await expectVisible(page.getByRole('heading', { name: '¡Gracias! Tu cotización quedó aceptada' }));
      const magic = new URL(page.url()).searchParams.get('magic_link')!;
      // 'Ir a mi portal' spends it: the customer token is kept and the portal opens.
      await page.getByRole('button', { name: 'Ir a mi portal' }).click();
      await expectPath(page, (u) => u.pathname.startsWith('/c/'));
      expect(await page.evaluate(() => localStorage.getItem('trato.customerToken'))).toBeTruthy();
      // Now a signed-in customer of the project: the shared link leads to their portal (the API's 302).
      await page.goto(`/p/${shared.slug}`);
      await expectPath(page, '/c/dashboard');
      // The same link again: the server's refusal, and a way to ask for a new one.
      await page.evaluate(() => localStorage.removeItem('trato.customerToken'));
      await page.goto(`/p/${shared.slug}/accepted?magic_link=${encodeURIComponent(magic)}`);
      await page.getByRole('button', { name: 'Ir a mi portal' }).click();
      await expectVisible(page.getByText('El enlace de acceso no es válido o ya fue usado.'));
      await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
      await expectPath(page, `/p/${shared.slug}/login`);

      // Back on the proposal (as a guest again): signed, no accept button.
      await page.goto(`/p/${shared.slug}`);
      await expectVisible(page.getByTestId('status-notice').getByText(/^Cotización aceptada el /));
      expect(await page.getByRole('button', { name: 'Aceptar cotización' }).count()).toBe(0);
      // The signed copy (issue 32 §3): its first page names the quote by its number, with its dates and who sends it.
      await actions(page).getByRole('button', { name: 'Más acciones' }).click();
      const [signedPdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Descargar PDF' }).click()]);
      const cover = await pdfFirstPageText(await readFile((await signedPdf.path())!));
      expect(cover).toMatch(/COT-\d{4}-\d{4}/);
      expect(cover).toMatch(/Emitida el \d{1,2} de \w+ de \d{4}/);
      expect(cover).toMatch(/Aceptada y firmada el \d{1,2} de \w+ de \d{4}/);
      expect(cover).toContain(shared.workspace);
      expect(cover).toMatch(/Página 1 de \d+/);
    } finally {
      await client.close();
    }

    // The provider: Aceptado, the comment, the visit and the project made from it.
    const t = shared.account.token;
    const seen = await staffProposal(t, shared.id);
    expect(seen.status).toBe('ACCEPTED');
    expect(seen.visitLogs?.length ?? 0).toBeGreaterThanOrEqual(1);
    expect(seen.project?.id).toBeTruthy();
    expect((await staffComments(t, shared.id)).map((c) => c.body)).toContain('¿El plazo incluye las <b>revisiones</b>?');
    await loginViaUi(staffPage, shared.account);
    await staffPage.goto(`/proposals/${shared.id}`);
    await expectVisible(staffPage.getByTestId('proposal-document').getByText('Aceptado'));
    await expectVisible(staffPage.getByRole('region', { name: 'Comentarios' }).getByText('¿El plazo incluye las <b>revisiones</b>?'));
    await expectVisible(staffPage.getByRole('region', { name: 'Visitas' }).getByTestId('staff-visit'));
    await expectVisible(staffPage.getByRole('link', { name: 'Abrir proyecto' }));
  });

  test('declines with a reason: the page says changes were requested, the provider reads why; deletes its own comment; Ver como PDF', async ({ browser }) => {
    const shared = await createSharedProposal({ name: 'Sitio web corporativo' });
    const client = await phoneContext(browser);
    try {
      const page = await client.newPage();
      await page.goto(`/@public/${shared.slug}`);
      await expectVisible(page.getByRole('heading', { name: 'Sitio web corporativo', level: 1 }));
      await actions(page).getByRole('button', { name: 'Más acciones' }).click();
      await page.getByRole('menuitem', { name: 'Rechazar cotización' }).click();
      const modal = page.getByRole('dialog', { name: 'Rechazar cotización' });
      await expectVisible(modal);
      // Esc closes it without declining; open it again.
      await page.keyboard.press('Escape');
      await expect.poll(() => modal.count()).toBe(0);
      await actions(page).getByRole('button', { name: 'Más acciones' }).click();
      await page.getByRole('menuitem', { name: 'Rechazar cotización' }).click();
      await modal.getByLabel('Qué cambiarías (opcional)').fill('El presupuesto supera lo que tenemos este trimestre.');
      // The confirm button says what it does, in the danger colour (not the workspace's blue).
      const confirm = modal.getByRole('button', { name: 'Rechazar cotización' });
      expect(await confirm.evaluate((b) => b.className)).toContain('bg-danger');
      await confirm.click();
      await expect.poll(() => modal.count()).toBe(0);
      // Thanks, and the provider will come back with the changes; the cover says «Rechazada».
      const thanks = page.getByTestId('status-notice');
      await expectVisible(thanks.getByText('Gracias por tu respuesta'));
      await expectVisible(thanks.getByText(`Se solicitaron modificaciones: ${shared.workspace} revisará lo que nos contaste y te escribirá con una versión con los cambios.`));
      await eventually(() => thanks.evaluate((el) => el === document.activeElement), true, 'the thanks has the focus');
      await expectVisible(page.getByTestId('client-status').getByText('Rechazada', { exact: true }));
      expect(await page.getByRole('button', { name: 'Aceptar cotización' }).count()).toBe(0);

      // Two comments, the first written by mistake: its author deletes it. The second comment was
      // sent with the author token of the first, so the browser's token still covers both.
      await page.getByLabel('Tu nombre').fill(shared.contact.name);
      await page.getByLabel('Tu correo').fill(shared.contact.email);
      for (const text of ['Comentario de prueba', 'El segundo comentario se queda']) {
        await page.getByPlaceholder('Escribe tu comentario…').fill(text);
        await page.getByRole('button', { name: 'Enviar comentario' }).click();
        await expectVisible(page.getByTestId('comment').filter({ hasText: text }));
      }
      const mine = page.getByTestId('comment').filter({ hasText: 'Comentario de prueba' });
      await mine.getByRole('button', { name: 'Eliminar comentario' }).click();
      await expect.poll(() => mine.count()).toBe(0);
      expect((await staffComments(shared.account.token, shared.id)).map((c) => c.body)).toEqual(['El segundo comentario se queda']);
      // After a reload the form remembers who wrote (filled in once the page has hydrated, which
      // React does in slices and may finish after the load event: decision 0041).
      await page.reload();
      await expect.poll(() => page.getByLabel('Tu correo').inputValue()).toBe(shared.contact.email);

      // 'Ver como PDF' hands over to the server's PDF.
      await actions(page).getByRole('button', { name: 'Más acciones' }).click();
      const [pdf] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === `/api/v1/proposal/${shared.slug}/pdf`),
        page.getByRole('menuitem', { name: 'Ver como PDF' }).click(),
      ]);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
    } finally {
      await client.close();
    }
    const seen = await staffProposal(shared.account.token, shared.id);
    expect(seen.status).toBe('DECLINED');
    expect((seen as { declined_reason?: string | null }).declined_reason).toBe('El presupuesto supera lo que tenemos este trimestre.');
  });

  test('dark mode shows the dark logo; an unknown link is a friendly 404; the terms page', async ({ browser }) => {
    const shared = await createSharedProposal({ name: 'Campaña de verano' });
    const light = await uploadLogo(shared.account, false);
    const dark = await uploadLogo(shared.account, true);
    const night = await phoneContext(browser, 'dark');
    try {
      const page = await night.newPage();
      await page.goto(`/p/${shared.slug}`);
      const logo = page.getByRole('img', { name: `Logo de ${shared.workspace}` });
      await expectVisible(logo);
      // Both logos are in the server's markup and CSS shows the theme's one (decision 0044); the
      // hidden one is not in the accessibility tree, so this finds the one on screen.
      await eventually(() => logo.getAttribute('src'), dark, 'the dark logo in dark mode');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      expect(await hasHorizontalOverflow(page)).toBe(false);

      await page.emulateMedia({ colorScheme: 'light' });
      await eventually(() => logo.getAttribute('src'), light, 'the light logo once the system turns light');

      await page.goto('/p/no-existe-este-enlace');
      await expectVisible(page.getByRole('heading', { name: 'No encontramos esta cotización' }));

      await page.goto('/terminos');
      await expectVisible(page.getByRole('heading', { name: 'Términos de aceptación electrónica', level: 1 }));
      const proposal = await (await fetch(new URL(`/api/v1/proposal/${shared.slug}`, page.url()))).json();
      expect(await page.getByTestId('terms-version').textContent()).toContain(proposal.data.terms.version);
    } finally {
      await night.close();
    }
  });

  test('a returning customer who proved her email signs a second proposal: the congratulations, then the accepted page (the link goes by email)', async ({ browser }) => {
    const first = await createSharedProposal({ name: 'Primera etapa' });
    const second = await createProposalFor(first, 'Segunda etapa');
    await signViaApi(first);
    const client = await phoneContext(browser);
    try {
      const page = await client.newPage();
      // She opens her portal once with the link the first signature emailed her: that proves her email.
      const copy = await waitForEmail({ to: first.contact.email, subject: 'Copia firmada', body: `/p/${first.slug}/accepted` });
      await followEmailedLink(page, extractLink(copy, `/p/${first.slug}/accepted`));
      await page.getByRole('button', { name: 'Ir a mi portal' }).click();
      await expectPath(page, (u) => u.pathname.startsWith('/c/'));

      await page.goto(`/p/${second.slug}`);
      await actions(page).getByRole('button', { name: 'Aceptar cotización' }).click();
      const modal = page.getByRole('dialog', { name: 'Firma' });
      await drawSignature(page);
      await modal.getByRole('checkbox').check();
      await modal.getByRole('button', { name: 'Firmar' }).click();
      const congrats = page.getByRole('dialog', { name: '¡Felicidades! La cotización se ha firmado correctamente' });
      await expectVisible(congrats);
      await expectVisible(congrats.getByText('Te contactaremos pronto para comenzar.'));
      await congrats.getByRole('button', { name: 'Aceptar' }).click();
      await expectPath(page, `/p/${second.slug}/accepted`);
      await expectVisible(page.getByRole('heading', { name: '¡Gracias! Tu cotización quedó aceptada' }));
      await expectVisible(page.getByText('Te enviamos por correo el enlace para entrar a tu portal.'));
      expect(await page.getByRole('button', { name: 'Ir a mi portal' }).count()).toBe(0);
      // The copy promises a signed copy: «Descargar copia firmada» saves the signed PDF.
      const [signedCopy] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar copia firmada' }).click()]);
      expect(signedCopy.suggestedFilename()).toBe('segunda-etapa-firmada.pdf');
      const signedPdf = await readFile((await signedCopy.path())!);
      expect(signedPdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
      // «Ir a mi portal» leads to /c/login wearing the provider's brand by the link's ?w= (decision
      // 0083): signed out, on a device that has no memory of her portal, it still names them.
      await page.evaluate(() => ['trato.customerToken', 'trato.portalWorkspace'].forEach((key) => localStorage.removeItem(key)));
      await page.getByRole('link', { name: 'Ir a mi portal' }).click();
      await expectPath(page, (u) => u.pathname === '/c/login' && u.searchParams.get('w') === first.account.workspace.id);
      await expectVisible(page.getByTestId('login-brand').getByText(first.workspace, { exact: true }));
      await waitForEmail({ to: first.contact.email, subject: /Copia firmada de la cotización COT-\d{4}-\d{4} «Segunda etapa»/, body: `/p/${second.slug}/accepted?magic_link=` });
    } finally {
      await client.close();
    }
  });

  test("someone else signs the company's proposal with their own email: a portal of their own for it alone; the contact is invited by email", async ({ browser }) => {
    const shared = await createSharedProposal({ name: 'Menú de temporada' });
    const next = await createProposalFor(shared, 'Carta de invierno');
    const signer = { name: 'Tomás Ibarra', email: uniqueEmail('firmante') };
    const phone = await phoneContext(browser);
    try {
      const page = await phone.newPage();
      await page.goto(`/p/${shared.slug}`);
      await actions(page).getByRole('button', { name: 'Aceptar cotización' }).click();
      const modal = page.getByRole('dialog', { name: 'Firma' });
      await modal.getByLabel('Nombre completo').fill(signer.name);
      await modal.getByLabel('Correo electrónico').fill(signer.email);
      await drawSignature(page);
      await modal.getByRole('checkbox').check();
      await modal.getByRole('button', { name: 'Firmar' }).click();

      // A new account of their own: the accepted page with a link, into the portal of what they signed.
      await expectPath(page, (u) => u.pathname === `/p/${shared.slug}/accepted` && u.searchParams.has('magic_link'));
      await page.getByRole('button', { name: 'Ir a mi portal' }).click();
      await expectPath(page, (u) => u.pathname.startsWith('/c/'));
      await page.goto(`/p/${shared.slug}`);
      await expectPath(page, '/c/dashboard');
      // The company's next proposal does not know them: the comment form asks who they are.
      await page.goto(`/p/${next.slug}`);
      await expectVisible(page.getByRole('heading', { name: next.name, level: 1 }));
      await expectVisible(page.getByLabel('Tu nombre'));
      await expectVisible(page.getByLabel('Tu correo'));
    } finally {
      await phone.close();
    }
    // They get the signed copy with a link of their own; the contact an invitation with hers.
    await waitForEmail({ to: signer.email, subject: /Copia firmada de la cotización COT-\d{4}-\d{4} «Menú de temporada»/, body: `/p/${shared.slug}/accepted?magic_link=` });
    const invite = await waitForEmail({ to: shared.contact.email, subject: /Cotización COT-\d{4}-\d{4} «Menú de temporada» firmada: tu acceso al portal/ });
    expect(invite.text).toMatch(new RegExp(`${signer.name} firmó la cotización COT-\\d{4}-\\d{4} «Menú de temporada»`));
    const contactPhone = await phoneContext(browser);
    try {
      const page = await contactPhone.newPage();
      await followEmailedLink(page, extractLink(invite, `/p/${shared.slug}/accepted`));
      await page.getByRole('button', { name: 'Ir a mi portal' }).click();
      await expectPath(page, (u) => u.pathname.startsWith('/c/'));
      // Signed in as the company's contact, she writes as the client on its next proposal.
      await page.goto(`/p/${next.slug}`);
      await expectVisible(page.getByRole('heading', { name: next.name, level: 1 }));
      await page.getByPlaceholder('Escribe tu comentario…').fill('Revisemos la carta la próxima semana.');
      // The server's markup has the guest form (it cannot see this browser's session); once the
      // page has hydrated it knows her and the name and email fields go.
      await expectHidden(page.getByLabel('Tu nombre'));
      await expectHidden(page.getByLabel('Tu correo'));
      await page.getByRole('button', { name: 'Enviar comentario' }).click();
      const posted = page.getByTestId('comment').filter({ hasText: 'Revisemos la carta la próxima semana.' });
      await expectVisible(posted.getByText('Cliente', { exact: true }));
      await expectVisible(posted.getByText(shared.contact.name));
    } finally {
      await contactPhone.close();
    }
  });

  test("a guest reacts where they wrote: on another proposal first a comment, then the reaction is theirs (their token, not their email)", async ({ browser }) => {
    const shared = await createSharedProposal({ name: 'Catálogo de otoño' });
    const other = await createProposalFor(shared, 'Catálogo de primavera');
    await commentAsStaff(other, '¿Les parece bien esta fecha?');
    const phone = await phoneContext(browser);
    try {
      const page = await phone.newPage();
      // A comment on the first proposal: the browser remembers who wrote.
      await page.goto(`/p/${shared.slug}`);
      await page.getByLabel('Tu nombre').fill(shared.contact.name);
      await page.getByLabel('Tu correo').fill(shared.contact.email);
      await page.getByPlaceholder('Escribe tu comentario…').fill('Me gusta el catálogo.');
      await page.getByRole('button', { name: 'Enviar comentario' }).click();
      await expectVisible(page.getByTestId('comment').filter({ hasText: 'Me gusta el catálogo.' }));

      // On the other proposal, without having written there, a reaction is refused: the page says
      // what to do (a name and email typed elsewhere identify nobody; decision 0060).
      await page.goto(`/p/${other.slug}`);
      const question = page.getByTestId('comment').filter({ hasText: '¿Les parece bien esta fecha?' });
      await question.getByRole('button', { name: 'Reacciones' }).click();
      await question.getByRole('button', { name: 'Reaccionar con 👍' }).click();
      await expectVisible(question.getByRole('alert').getByText('Para reaccionar, primero escribe un comentario en esta cotización.'));
      expect(await question.getByRole('button', { name: 'Reaccionar con 👍' }).getAttribute('aria-pressed')).toBe('false');

      // They write there (the form remembers their name and email), then the reaction is theirs.
      await page.getByPlaceholder('Escribe tu comentario…').fill('Sí, nos acomoda.');
      await page.getByRole('button', { name: 'Enviar comentario' }).click();
      await expectVisible(page.getByTestId('comment').filter({ hasText: 'Sí, nos acomoda.' }));
      await question.getByRole('button', { name: 'Reaccionar con 👍' }).click();
      await eventually(() => question.getByRole('button', { name: 'Reaccionar con 👍' }).getAttribute('aria-pressed'), 'true', 'reacted');
      // After a reload the page still knows the reaction is theirs, and they take it back.
      await page.reload();
      const thumbs = page.getByTestId('comment').filter({ hasText: '¿Les parece bien esta fecha?' }).getByRole('button', { name: 'Reaccionar con 👍' });
      await eventually(() => thumbs.getAttribute('aria-pressed'), 'true', 'still theirs after a reload');
      await thumbs.click();
      await expect.poll(() => thumbs.count()).toBe(0);
    } finally {
      await phone.close();
    }
  });

  test('an expired proposal says when it expired and cannot be accepted or declined, until the provider extends it', async ({ browser, page: staffPage }) => {
    const shared = await createSharedProposal({ name: 'Mantención anual' });
    await api('PUT', `/v1/proposals/${shared.id}`, { token: shared.account.token, body: { valid_until_at: '2026-01-15' } });
    const client = await phoneContext(browser);
    try {
      const page = await client.newPage();
      await page.goto(`/p/${shared.slug}`);
      await expectVisible(page.getByTestId('status-notice').getByText('Esta cotización venció el 15 de enero de 2026.'));
      expect(await page.getByRole('button', { name: 'Aceptar cotización' }).count()).toBe(0);
      await actions(page).getByRole('button', { name: 'Más acciones' }).click();
      await expectVisible(page.getByRole('menuitem', { name: 'Ver como PDF' }));
      expect(await page.getByRole('menuitem', { name: 'Rechazar cotización' }).count()).toBe(0);
      // Downloads still work: the PNG made in the browser, the PDF from the server.
      const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Descargar PNG' }).click()]);
      expect(png.suggestedFilename()).toBe('mantencion-anual.png');
      expect((await readFile((await png.path())!)).subarray(1, 4).toString('latin1')).toBe('PNG');
      await actions(page).getByRole('button', { name: 'Más acciones' }).click();
      const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Descargar PDF' }).click()]);
      expect(pdf.suggestedFilename()).toBe('mantencion-anual.pdf');
      expect((await readFile((await pdf.path())!)).subarray(0, 4).toString('latin1')).toBe('%PDF');
      // The comments stay open: the client can still ask for a new version.
      await actions(page).getByRole('button', { name: 'Contactar' }).click();
      await eventually(() => page.evaluate(() => document.activeElement?.id ?? ''), 'comment-body', 'the textarea has the focus');
      await expectVisible(page.getByTestId('client-status').getByText('Vencida', { exact: true }));

      // The provider gives it a new date from the proposal's page…
      await loginViaUi(staffPage, shared.account);
      await staffPage.goto(`/proposals/${shared.id}`);
      const validity = staffPage.getByRole('region', { name: 'Validez de la cotización' });
      await expectVisible(validity.getByText('Vencida el 15 de enero de 2026'));
      await validity.getByRole('button', { name: 'Extender validez' }).click();
      const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
      await validity.getByLabel('Nueva fecha de validez').fill(day);
      await validity.getByRole('button', { name: 'Guardar fecha' }).click();
      await expectVisible(validity.getByText(/^Válida hasta el /));

      // …and the client's open page, back in focus, offers to sign it: no reload (decision 0083).
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expectVisible(actions(page).getByRole('button', { name: 'Aceptar cotización' }));
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(await page.getByTestId('client-status').count()).toBe(0);
      expect(await page.getByTestId('status-notice').count()).toBe(0);
    } finally {
      await client.close();
    }
  });
});
