import type { Page } from 'playwright-core';
import { paymentStateSentence } from '@trato/domain/payments/overdue';
import { api, uid } from '../support/api.ts';
import { chooseGoogleAccount } from '../support/google.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { extractLink, lastEmailId, waitForEmail } from '../support/mail.ts';
import { allowedNav, navLabels, portalAsStaff, portalNav, signedPortal } from '../support/portal.ts';
import { createSharedProposal, followEmailedLink, hasHorizontalOverflow, phoneContext, type SharedProposal } from '../support/public.ts';
import { eventually, expectPath, expectVisible, hexToRgb, loginViaUi } from '../support/ui.ts';

const M_NEXT = 'Próximo pago';
const INTRO = 'Este es tu portal para revisar y compartir comentarios, información y archivos.';

/** The portal's plan gets an advance due ten days ago, still pending (the whole amount): overdue. */
async function makeAdvanceOverdue(shared: SharedProposal, projectId: string): Promise<{ name: string; dueAt: string }> {
  const day = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  await api('POST', '/v1/payments', { token: shared.account.token, body: { project_id: projectId, name: 'Anticipo', due_at: day } });
  return { name: 'Anticipo', dueAt: `${day}T00:00:00.000Z` };
}

/** «Vencido» for the client (home «Próximo pago» and Pagos, with «Vencido el …») and for the provider (/payments, project page). */
async function expectOverdueEverywhere(client: Page, staff: Page, shared: SharedProposal, projectId: string, advance: { name: string; dueAt: string }) {
  const sentence = paymentStateSentence('overdue', advance.dueAt);
  expect(sentence).toMatch(/^Vencido el \d+ de /);
  const next = client.getByText(`${M_NEXT}:`).locator('xpath=ancestor::div[1]');
  await expectVisible(next.getByText(sentence, { exact: false }));
  await expectVisible(next.getByText('Vencido', { exact: true }));
  await portalNav(client).getByRole('link', { name: 'Pagos' }).click();
  const row = client.getByTestId('portal-payment').filter({ hasText: advance.name });
  await expectVisible(row.getByText(sentence, { exact: false }));
  await expectVisible(row.getByText('Vencido', { exact: true }));
  expect(await row.getByText('Pendiente', { exact: true }).count()).toBe(0);

  await loginViaUi(staff, shared.account, '/payments');
  await expectVisible(staff.getByTestId('payment-row').filter({ hasText: advance.name }).getByText('Vencido', { exact: true }));
  await staff.goto(`/projects/${projectId}`);
  await expectVisible(staff.getByRole('group', { name: advance.name }).getByText('Vencido', { exact: true }));
}

describe('the client portal', () => {
  test('the client signs on a phone, follows Ir a mi portal into the portal, sees the allowed navigation and comments as herself', async ({ browser }) => {
    const shared = await createSharedProposal({ name: 'Sitio web para Café Cordillera', primaryColor: '#0f766e' });
    const client = await phoneContext(browser);
    try {
      const page = await client.newPage();
      await page.goto(`/p/${shared.slug}`);
      // Her first question, asked on the proposal page, opens the portal's conversation later (decision 0081).
      const question = '¿La sesión de fotos está incluida?';
      await page.getByRole('group', { name: 'Acciones de la cotización' }).getByRole('button', { name: 'Contactar' }).click();
      await page.getByLabel('Tu nombre').fill(shared.contact.name);
      await page.getByLabel('Tu correo').fill(shared.contact.email);
      await page.getByPlaceholder('Escribe tu comentario…').fill(question);
      await page.getByRole('button', { name: 'Enviar comentario' }).click();
      await expectVisible(page.getByTestId('comment').filter({ hasText: question }));
      await page.getByRole('group', { name: 'Acciones de la cotización' }).getByRole('button', { name: 'Aceptar cotización' }).click();
      const modal = page.getByRole('dialog', { name: 'Firma' });
      await modal.getByLabel('Nombre completo').fill(shared.contact.name);
      await modal.getByLabel('Correo electrónico').fill(shared.contact.email);
      await modal.getByRole('tab', { name: 'Escribir' }).click();
      await eventually(() => modal.getByLabel('Escribe tu firma').inputValue(), shared.contact.name, 'the typed signature starts as her name');
      await modal.getByRole('checkbox', { name: /términos y condiciones/ }).check();
      await modal.getByRole('button', { name: 'Firmar' }).click();
      await expectPath(page, (u) => u.pathname === `/p/${shared.slug}/accepted`);

      // 'Ir a mi portal' spends the link and opens her portal, on the project the signature made.
      await page.getByRole('button', { name: 'Ir a mi portal' }).click();
      await expectPath(page, (u) => u.pathname.startsWith('/c/project/'));
      const projectId = new URL(page.url()).pathname.split('/')[3] ?? '';
      await expectVisible(page.getByRole('heading', { name: `Hola ${shared.contact.name}`, level: 1 }));
      await expectVisible(page.getByText(INTRO));

      // Exactly the items SPEC §2.2 allows for this portal, Inicio active in the workspace colour.
      const project = await portalAsStaff(shared, projectId);
      expect(await navLabels(page)).toEqual(allowedNav(project));
      expect(allowedNav(project)).toEqual(expect.arrayContaining(['Inicio', 'Archivos', 'Calendario', 'Ayuda']));
      const home = portalNav(page).getByRole('link', { name: 'Inicio' });
      expect(await home.getAttribute('aria-current')).toBe('page');
      expect(await home.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(hexToRgb('#0f766e'));
      expect(await hasHorizontalOverflow(page)).toBe(false);

      // One thread from first question to project: the proposal page's question leads the conversation.
      await expectVisible(page.getByTestId('comment').filter({ hasText: question }));
      // On a phone every navigation card is on screen, none past the right edge (issue 32 §5).
      const width = page.viewportSize()?.width ?? 0;
      for (const label of allowedNav(project)) {
        const box = await portalNav(page).getByRole('link', { name: label }).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, `${label} card on screen`).toBe(true);
      }

      // A comment goes out under her own name, never 'Visitante'.
      await page.getByRole('textbox', { name: 'Comentario' }).fill('¡Hola! Ya firmé, ¿cuándo empezamos?');
      await page.getByRole('button', { name: 'Enviar comentario' }).click();
      const mine = page.getByTestId('comment').filter({ hasText: '¿cuándo empezamos?' });
      await expectVisible(mine);
      await expectVisible(mine.getByText(shared.contact.name, { exact: true }));
      expect(await page.getByText('Visitante').count()).toBe(0);

      // Every item of the navigation leads to a real page, by clicking.
      for (const label of allowedNav(project).slice(1)) {
        await portalNav(page).getByRole('link', { name: label }).click();
        await expectVisible(page.getByRole('heading', { name: label, level: 1 }));
        // The greeting is Inicio's alone, not repeated above every tab.
        expect(await page.getByRole('heading', { name: /^Hola / }).count(), `${label} without the greeting`).toBe(0);
        expect(await hasHorizontalOverflow(page), `${label} fits a phone`).toBe(false);
      }

      // Archivos says which files it takes before choosing, and refuses a wrong type without sending a byte.
      await portalNav(page).getByRole('link', { name: 'Archivos' }).click();
      await expectVisible(page.getByText(/^Formatos permitidos: PDF, DOCX, .* y CSV\. Máximo \d+ MB por archivo\.$/));
      let uploads = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/files')) uploads++;
      });
      await page.locator('input[type=file]').setInputFiles({ name: 'instalador.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
      await expectVisible(page.getByRole('alert').filter({ hasText: 'instalador.exe no se puede subir: solo se aceptan PDF' }));
      expect(uploads, 'nothing sent').toBe(0);
    } finally {
      await client.close();
    }
  });

  test('later she signs in with a link from her email, and a customer of another portal gets /c/unauthorized', async ({ browser, page: staff }) => {
    const shared = await createSharedProposal({ name: 'Fotos de producto' });
    const projectId = await signedPortal(shared);
    // The advance falls due ten days ago and nobody marked it paid: overdue (issue 30 §1).
    const advance = await makeAdvanceOverdue(shared, projectId);
    const client = await phoneContext(browser);
    try {
      const page = await client.newPage();
      // The guard: no customer session → /c/login.
      await page.goto('/c/files');
      await expectPath(page, '/c/login');
      await page.getByLabel('Correo electrónico').fill(shared.contact.email.toUpperCase());
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      const after = await lastEmailId(shared.contact.email);
      await page.getByRole('button', { name: 'Envíame un enlace de acceso' }).click();
      await expectVisible(page.getByText(/Si el correo tiene acceso, te llegará un enlace/));
      const mail = await waitForEmail({ to: shared.contact.email, subject: 'Tu enlace de acceso', afterId: after });
      await followEmailedLink(page, extractLink(mail, '/c/login'));
      // Signed in, she is back on the page she asked for (Archivos), then goes home.
      await expectPath(page, '/c/files');
      await portalNav(page).getByRole('link', { name: 'Inicio' }).click();
      await expectPath(page, `/c/project/${projectId}`);
      await expectVisible(page.getByRole('heading', { name: `Hola ${shared.contact.name}`, level: 1 }));
      // The client reads the overdue advance as overdue, calmly, on her home and in Pagos; the
      // provider reads the same word on /payments and on the project's page.
      await expectOverdueEverywhere(page, staff, shared, projectId, advance);
      // /@customer-portal is the same dashboard.
      await page.goto('/@customer-portal');
      await expectPath(page, `/c/project/${projectId}`);

      // Another client of the same workspace, with her own portal, cannot open this one.
      const other = await createSharedProposal({ name: 'Otra empresa' });
      const otherClient = await phoneContext(browser);
      try {
        const otherPage = await otherClient.newPage();
        await signedPortal(other);
        const link = await waitForEmail({ to: other.contact.email, subject: 'Copia firmada' });
        await followEmailedLink(otherPage, extractLink(link, `/p/${other.slug}/accepted`));
        await otherPage.getByRole('button', { name: 'Ir a mi portal' }).click();
        await expectPath(otherPage, (u) => u.pathname.startsWith('/c/'));
        await otherPage.goto(`/c/project/${projectId}`);
        await expectPath(otherPage, '/c/unauthorized');
        await expectVisible(otherPage.getByRole('heading', { name: 'No tienes acceso a este portal' }));
        expect(await otherPage.getByText(shared.name).count()).toBe(0);
      } finally {
        await otherClient.close();
      }

      // The navigation's external Ayuda opens the support page in a new tab; Salir ends the session
      // and lands on the client's own sign-in page, wearing the provider's brand (issue 32 §5).
      expect(await page.getByRole('link', { name: /^Ayuda \(se abre en una pestaña nueva\)/ }).getAttribute('target')).toBe('_blank');
      await page.getByRole('button', { name: 'Salir' }).click();
      await expectPath(page, '/c/login');
      await expectVisible(page.getByTestId('login-brand').getByText(`Portal de clientes de ${shared.workspace}`));
      await expectVisible(page.getByRole('heading', { name: 'Entra a tu portal', level: 1 }));
      expect(await page.evaluate(() => localStorage.getItem('trato.customerToken'))).toBeNull();
    } finally {
      await client.close();
    }
  });

  test("staff open 'Ver como cliente': the same portal, read-only, with the way back", async ({ page }) => {
    const shared = await createSharedProposal({ name: 'Campaña de verano' });
    const projectId = await signedPortal(shared);
    const project = await portalAsStaff(shared, projectId);
    await api('POST', '/v1/comments', { token: shared.account.token, body: { type: 'project', proposalId: projectId, origin: 'admin', body: 'Bienvenida a tu portal' } });
    await loginViaUi(page, shared.account, `/login?r=${encodeURIComponent(`/projects/${projectId}/client`)}`);
    await expectPath(page, `/projects/${projectId}/client`);
    await expectVisible(page.getByRole('region', { name: 'Vista como cliente' }));
    // Staff are greeted as the client company the portal belongs to.
    await expectVisible(page.getByRole('heading', { name: `Hola ${project.client?.name ?? ''}`, level: 1 }));
    expect(await navLabels(page)).toEqual(allowedNav(project));

    await portalNav(page).getByRole('link', { name: 'Archivos' }).click();
    await expectPath(page, `/projects/${projectId}/client/files`);
    await expectVisible(page.getByRole('heading', { name: 'Archivos', level: 1 }));
    // Read-only: nothing to upload, nothing to write.
    expect(await page.getByText('Subir archivos').count()).toBe(0);
    await portalNav(page).getByRole('link', { name: 'Inicio' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Comentarios' }));
    await expectVisible(page.getByTestId('comment').getByText('Bienvenida a tu portal'));
    expect(await page.getByRole('textbox', { name: 'Comentario' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Reaccionar/ }).count()).toBe(0);

    await page.getByRole('link', { name: 'Volver al portal' }).click();
    await expectPath(page, `/projects/${projectId}`);
  });

  test("'Continuar con Google' on /c/login signs in a client whose Google email has a portal, and tells one without a portal", async ({ browser }) => {
    const shared = await createSharedProposal({ name: 'Señalética' });
    const projectId = await signedPortal(shared);
    const client = await phoneContext(browser);
    try {
      const page = await client.newPage();
      await chooseGoogleAccount(client, { sub: `google-${uid()}`, email: shared.contact.email, name: shared.contact.name });
      await page.goto('/c/login');
      await page.getByRole('button', { name: 'Continuar con Google' }).click();
      await expectPath(page, `/c/project/${projectId}`);
      await expectVisible(page.getByRole('heading', { name: `Hola ${shared.contact.name}`, level: 1 }));

      await page.evaluate(() => localStorage.removeItem('trato.customerToken'));
      await chooseGoogleAccount(client, { sub: `google-${uid()}`, email: `sin.portal.${uid()}@trato.test`, name: 'Sin Portal' });
      await page.goto('/c/login');
      await page.getByRole('button', { name: 'Continuar con Google' }).click();
      await expectVisible(page.getByRole('heading', { name: 'No pudimos entrar con Google' }));
      await expectVisible(page.getByText('No encontramos un portal para esta cuenta de Google.'));
    } finally {
      await client.close();
    }
  });
});
