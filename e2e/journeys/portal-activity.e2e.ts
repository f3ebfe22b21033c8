import { api } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { enterPortalFromSignedEmail, portalNav, signedPortal } from '../support/portal.ts';
import { extractLink, lastEmailId, waitForEmail } from '../support/mail.ts';
import { createSharedProposal, followEmailedLink, phoneContext, uploadLogo } from '../support/public.ts';
import { eventually, expectPath, expectVisible } from '../support/ui.ts';

type StaffNotification = { type: string; data: { url: string | null }; notification: { title: string } };

describe('the client works in her portal', () => {
  test('she ticks an optional service and asks for a quote; the provider is notified', async ({ browser }) => {
    const shared = await createSharedProposal({ name: 'Tienda online' });
    // A public catalogue service of the proposal's line, not in the proposal: the portal offers it.
    await api('POST', '/v1/services', {
      token: shared.account.token,
      body: { name: 'Mantención mensual', description: 'Respaldos y actualizaciones.', type: 'simple', total: '90000', lines: [shared.lineId], is_public: true },
    });
    const projectId = await signedPortal(shared);
    const client = await phoneContext(browser);
    try {
      const page = await client.newPage();
      await enterPortalFromSignedEmail(page, shared);
      await portalNav(page).getByRole('link', { name: 'Servicios' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Opcionales' }));
      const ask = page.getByRole('button', { name: 'Solicitar cotización' });
      expect(await ask.isDisabled()).toBe(true); // nothing ticked yet
      await page.getByRole('checkbox', { name: /Mantención mensual/ }).check();
      await ask.click();
      await expectVisible(page.getByRole('status').filter({ hasText: 'Solicitud enviada. Te contactaremos pronto con la cotización.' }));
      await expectVisible(page.getByText('Cotización solicitada'));
      expect(await page.getByRole('checkbox', { name: /Mantención mensual/ }).isDisabled()).toBe(true);
    } finally {
      await client.close();
    }
    const bell = async () =>
      (await api<{ data: StaffNotification[] }>('GET', '/v1/notifications?page=1', { token: shared.account.token })).data.some(
        (n) => n.type === 'services.quote_requested' && n.data.url === `/projects/${projectId}`,
      );
    await eventually(bell, true, 'the staff bell has the quote request');
  });

  test('after an emailed link she creates a password, and next time signs in with it; dark mode shows the dark logo', async ({ browser }) => {
    const shared = await createSharedProposal({ name: 'Catálogo impreso' });
    const [logo, darkLogo] = [await uploadLogo(shared.account, false), await uploadLogo(shared.account, true)];
    const projectId = await signedPortal(shared);
    const client = await phoneContext(browser, 'dark');
    try {
      const page = await client.newPage();
      const after = await lastEmailId(shared.contact.email);
      await api('POST', '/auth/customer/login-link/send', { body: { email: shared.contact.email } });
      const mail = await waitForEmail({ to: shared.contact.email, subject: 'Tu enlace de acceso', afterId: after });
      await followEmailedLink(page, extractLink(mail, '/c/login'));
      await expectPath(page, `/c/project/${projectId}`);
      // Dark mode from the phone's setting: the workspace's dark logo.
      const brand = page.getByRole('img', { name: `Logo de ${shared.workspace}` }).filter({ visible: true });
      await eventually(() => brand.getAttribute('src'), darkLogo, 'the dark logo in dark mode');
      expect(darkLogo).not.toBe(logo);

      await page.getByRole('button', { name: 'Tu cuenta' }).click();
      await page.getByRole('menuitem', { name: 'Crear contraseña' }).click();
      const dialog = page.getByRole('dialog', { name: 'Crear contraseña' });
      await dialog.getByLabel('Nueva contraseña').fill('corta');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expectVisible(dialog.getByText('La contraseña debe tener al menos 10 caracteres.'));
      const password = `Portal-${Date.now().toString(36)}-seguro`;
      await dialog.getByLabel('Nueva contraseña').fill(password);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expectVisible(page.getByRole('status').filter({ hasText: 'Tu contraseña se guardó.' }));

      await page.getByRole('button', { name: 'Tu cuenta' }).click();
      await page.getByRole('menuitem', { name: 'Salir' }).click();
      // To the client's own sign-in page (issue 32 §5), where the email check now asks for the password.
      await expectPath(page, '/c/login');
      await page.getByLabel('Correo electrónico').fill(shared.contact.email);
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      await page.getByLabel('Contraseña').fill('no-es-la-clave-1');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expectVisible(page.getByText('Correo o contraseña incorrectos.'));
      await page.getByLabel('Contraseña').fill(password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expectPath(page, `/c/project/${projectId}`);
      await expectVisible(page.getByRole('heading', { name: `Hola ${shared.contact.name}`, level: 1 }));
    } finally {
      await client.close();
    }
  });

  test('she uploads several files with a progress bar each, a refused one says why, and downloads one', async ({ browser }) => {
    const shared = await createSharedProposal({ name: 'Planos de oficina' });
    const projectId = await signedPortal(shared);
    const client = await phoneContext(browser);
    try {
      const page = await client.newPage();
      await enterPortalFromSignedEmail(page, shared);
      await portalNav(page).getByRole('link', { name: /^Archivos/ }).click();
      await expectVisible(page.getByText('Aún no hay archivos. Sube el primero con el botón de arriba.'));

      // The uploads wait at the network until the bars have been seen (no timing involved).
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/api/v1/customer/projects/${projectId}/files`, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByLabel('Subir archivos').setInputFiles([
        { name: 'plano.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') },
        { name: 'medidas.txt', mimeType: 'text/plain', buffer: Buffer.from('Sala 1: 4 x 5 m\n') },
        // A program under a PDF's name: it leaves, and the server (which reads the bytes) refuses it.
        { name: 'programa.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00') },
        // A program by its name: refused here, before a byte leaves (issue 32 §5), with no bar.
        { name: 'programa.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00') },
      ]);
      for (const name of ['plano.pdf', 'medidas.txt', 'programa.pdf']) await expectVisible(page.getByRole('progressbar', { name: `Subiendo ${name}` }));
      await expectVisible(page.getByTestId('upload-row').filter({ hasText: 'programa.exe' }).getByRole('alert').filter({ hasText: 'no se puede subir' }));
      expect(await page.getByRole('progressbar', { name: 'Subiendo programa.exe' }).count()).toBe(0);
      release();

      await expectVisible(page.getByRole('status').filter({ hasText: '2 archivos subidos' }));
      const files = page.getByTestId('portal-file');
      await eventually(() => files.count(), 2, 'two files in the list');
      const pdf = files.filter({ hasText: 'plano.pdf' });
      expect(await pdf.locator('[data-file-type]').getAttribute('data-file-type')).toBe('pdf');
      await expectVisible(pdf.getByText(/Subido por ti/));
      // The file the server refused keeps its row with the server's reason.
      await expectVisible(page.getByTestId('upload-row').filter({ hasText: 'programa.pdf' }).getByRole('alert').filter({ hasText: 'Este tipo de archivo no está permitido.' }));
      await expectVisible(portalNav(page).getByRole('link', { name: /Archivos\s*2/ }));

      const download = page.waitForEvent('download');
      await pdf.getByRole('button', { name: 'Descargar plano.pdf' }).click();
      expect((await download).suggestedFilename()).toBe('plano.pdf');
    } finally {
      await client.close();
    }
    const staffFiles = await api<{ data: { name: string }[] }>('GET', `/v1/projects/${projectId}/files`, { token: shared.account.token });
    expect(staffFiles.data.map((f) => f.name).sort()).toEqual(['medidas.txt', 'plano.pdf']);
  });

  test("the provider's comment rings her bell; opening it marks it read", async ({ browser }) => {
    const shared = await createSharedProposal({ name: 'Video institucional' });
    const projectId = await signedPortal(shared);
    const client = await phoneContext(browser);
    try {
      const page = await client.newPage();
      await enterPortalFromSignedEmail(page, shared);
      await api('POST', '/v1/comments', { token: shared.account.token, body: { type: 'project', proposalId: projectId, origin: 'admin', body: 'Subimos el guion' } });
      await page.reload();
      const bell = page.getByRole('button', { name: 'Notificaciones' });
      await expectVisible(bell.getByText('1', { exact: true }));
      await bell.click();
      const panel = page.getByRole('region', { name: 'Notificaciones' });
      await expectVisible(panel.getByRole('button'));
      await eventually(() => bell.getByText('1', { exact: true }).count(), 0, 'opening the bell marks it read');
    } finally {
      await client.close();
    }
  });
});
