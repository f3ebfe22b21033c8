import type { Page } from 'playwright-core';
import { signUpViaApi } from '../support/api.ts';
import { baseUrl, describe, expect, test } from '../support/fixtures.ts';
import { extractLink, waitForEmail } from '../support/mail.ts';
import { expectNoSidewaysScroll, group, plansRegion } from '../support/pricing.ts';
import { createProject, getProject } from '../support/projects-staff.ts';
import { createClient, createLine } from '../support/proposals.ts';
import { eventually, expectEnabled, expectHidden, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Acciones del portal' });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A PDF of `kb` kilobytes: big enough for a throttled upload to show its bar for a while. */
const pdf = (name: string, kb: number) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(kb * 1024, 32), Buffer.from('\n%%EOF\n')]) });

describe('staff project page', () => {
  test('open a portal from the list; mark the advance paid, add a stage, upload files with progress, copy the access link and send access by email', async ({ page, context }) => {
    const account = await signUpViaApi({ currency: 'CLP', workspaceName: 'Estudio Norte' });
    const t = account.token;
    const line = await createLine(t, 'Diseño Web');
    const contact = `paula.portal.${Date.now()}@trato.test`;
    const client = await createClient(t, 'Viñedos del Sur', { name: 'Paula Soto', email: contact });
    const project = await createProject(t, { lineId: line.id, companyId: client.id, name: 'Sitio Viñedos' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });

    await loginViaUi(page, account);
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Portales', exact: true }).click();
    await expectPath(page, (u) => u.pathname === '/projects');
    await page.getByTestId('project-row').getByRole('link', { name: 'Sitio Viñedos' }).click();
    await expectPath(page, `/projects/${project.id}`);
    await expectVisible(page.getByRole('heading', { name: 'Sitio Viñedos', level: 1 }));
    await expectVisible(page.getByTestId('project-cover').getByText('Activo'));
    await expectVisible(page.getByTestId('project-cover').getByText('Viñedos del Sur'));

    // The advance is marked paid: it is frozen, and the server recorded it.
    const anticipo = group(page, 'Anticipo');
    await anticipo.getByRole('switch', { name: 'Pagado' }).click();
    await expectHidden(page.getByTestId('full-page-loader'));
    await expectVisible(anticipo.getByText('Pago registrado: no se puede modificar.'));
    await eventually(async () => (await getProject(t, project.id)).payments.payments.map((p) => [p.name, p.status]), [['Anticipo', 'paid'], ['Entrega', 'pending']], 'advance paid on the server');
    await expectVisible(section(page, 'Actividad').getByText(/ marcó como pagado/));

    // A stage with its dates; its progress bar shows.
    const stages = section(page, 'Etapas');
    await stages.getByRole('button', { name: 'Agregar etapa' }).click();
    await stages.getByRole('button', { name: 'Guardar' }).click();
    await expectVisible(stages.getByText('El nombre de la etapa es obligatorio'));
    await stages.getByLabel('Nombre de la etapa').fill('Diseño');
    await stages.getByLabel('Inicio').fill('2026-01-05');
    await stages.getByLabel('Término').fill('2026-01-20');
    await stages.getByRole('button', { name: 'Guardar' }).click();
    await expectVisible(page.getByText('Etapa guardada'));
    await expectVisible(stages.getByTestId('stage-item').getByText('Diseño'));
    await expectVisible(stages.getByRole('progressbar', { name: 'Avance de Diseño' }));
    expect(await stages.getByRole('progressbar', { name: 'Avance de Diseño' }).getAttribute('aria-valuenow')).toBe('100');

    // A second stage, moved first with the keyboard alternative to dragging; the order is kept.
    await stages.getByRole('button', { name: 'Agregar etapa' }).click();
    await stages.getByLabel('Nombre de la etapa').fill('Descubrimiento');
    await stages.getByRole('button', { name: 'Guardar' }).click();
    await eventually(() => stages.getByTestId('stage-item').count(), 2, 'two stages');
    // Its buttons stay disabled while the list refreshes after the save; a person waits for them.
    const up = stages.getByRole('button', { name: 'Subir Descubrimiento' });
    await expectEnabled(up);
    await up.press('Enter');
    await expectVisible(page.getByText('Orden de etapas guardado'));
    const order = async () => ((await getProject(t, project.id)).stages as { name: string }[]).map((s) => s.name);
    await eventually(order, ['Descubrimiento', 'Diseño'], 'the new order on the server');
    await eventually(async () => (await stages.getByTestId('stage-item').locator('p.font-medium').allTextContents()), ['Descubrimiento', 'Diseño'], 'the new order on screen');

    // Two files at once over a slow uplink: each has its own bar, then both are listed with their icon.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 96 * 1024 });
    const files = section(page, 'Archivos');
    await files.getByLabel('Subir archivos').setInputFiles([pdf('contrato.pdf', 400), pdf('anexo.pdf', 300)]);
    await expectVisible(files.getByRole('progressbar', { name: 'Subiendo contrato.pdf' }));
    await expectVisible(files.getByRole('progressbar', { name: 'Subiendo anexo.pdf' }));
    await expectVisible(page.getByText('2 archivos subidos'), 30_000);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await eventually(() => files.getByTestId('project-file').count(), 2, 'both files listed');
    expect(await files.getByTestId('project-file').first().locator('[data-kind]').getAttribute('data-kind')).toBe('pdf');

    // Delete one, after confirming.
    await files.getByRole('button', { name: 'Eliminar anexo.pdf' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expectVisible(page.getByText('Archivo eliminado'));
    await eventually(() => files.getByTestId('project-file').count(), 1, 'one file left');

    // The access link: a sign-in link to the client portal in the clipboard.
    await toolbar(page).getByRole('button', { name: 'Copiar enlace de acceso' }).click();
    await expectVisible(page.getByText('Enlace copiado al portapapeles'));
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.pathname).toBe('/c/login');
    expect(copied.searchParams.get('magic_link')).toBeTruthy();

    // Access by email: the client receives a sign-in link.
    await toolbar(page).getByRole('button', { name: 'Enviar acceso por correo' }).click();
    await expectVisible(page.getByText('Correo de acceso enviado correctamente'));
    const email = await waitForEmail({ to: contact, body: '/c/login' });
    expect(new URL(extractLink(email, '/c/login')).searchParams.get('magic_link')).toBeTruthy();
    await expectVisible(section(page, 'Clientes con acceso').getByText(contact));

    // The portal's own thread: a staff message the client will read in the portal.
    const comments = section(page, 'Comentarios');
    await comments.getByLabel('Responder').fill('Subimos el contrato firmado.');
    await comments.getByRole('button', { name: 'Enviar' }).click();
    await expectVisible(comments.getByTestId('staff-comment').filter({ hasText: 'Subimos el contrato firmado.' }));

    // Editar: a new name is saved as typed and shows on the portal.
    await toolbar(page).getByRole('link', { name: 'Editar' }).click();
    await expectPath(page, `/projects/${project.id}/edit`);
    await page.getByLabel('Nombre del portal').fill('Sitio Viñedos 2027');
    await expectVisible(page.getByText('Cambios guardados').first());
    // The toasts of the last actions sit over the top-right corner: the keyboard reaches the link anyway.
    await page.getByRole('link', { name: 'Volver al portal' }).press('Enter');
    await expectVisible(page.getByRole('heading', { name: 'Sitio Viñedos 2027', level: 1 }));

    // Ver como cliente opens the portal as the client sees it.
    await toolbar(page).getByRole('link', { name: 'Ver como cliente' }).press('Enter');
    await expectPath(page, (u) => u.pathname.startsWith(`/projects/${project.id}/client`));
  });
});

describe('staff project pages on a 390 px wide phone', () => {
  test.override('contextOptions', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the list, the project page and the wizard fit the screen; a stage is added from the phone', async ({ page }) => {
    const account = await signUpViaApi({ currency: 'CLP' });
    const t = account.token;
    const line = await createLine(t, 'Diseño Web');
    const client = await createClient(t, 'Cervecería Austral Limitada', { name: 'Julián Pérez', email: `julian.phone.${Date.now()}@trato.test` });
    const project = await createProject(t, { lineId: line.id, companyId: client.id, name: 'Rediseño de la tienda en línea de la cervecería' });

    await loginViaUi(page, account);
    await page.goto('/projects');
    await page.getByTestId('project-row').getByRole('link', { name: 'Rediseño de la tienda en línea de la cervecería' }).click();
    await expectPath(page, `/projects/${project.id}`);
    await expectVisible(page.getByRole('heading', { name: 'Rediseño de la tienda en línea de la cervecería', level: 1 }));
    await expectNoSidewaysScroll(page);

    const stages = section(page, 'Etapas');
    await stages.getByRole('button', { name: 'Agregar etapa' }).click();
    await stages.getByLabel('Nombre de la etapa').fill('Levantamiento de requerimientos con el equipo');
    await stages.getByLabel('Inicio').fill('2026-02-02');
    await stages.getByLabel('Término').fill('2026-03-31');
    await stages.getByRole('button', { name: 'Guardar' }).click();
    await expectVisible(stages.getByTestId('stage-item').getByText('Levantamiento de requerimientos con el equipo'));
    await expectNoSidewaysScroll(page);

    await page.goto(`/projects/${project.id}/create#step-3`);
    await expectVisible(plansRegion(page));
    await expectNoSidewaysScroll(page);
  });
});
