import type { Page } from 'playwright-core';
import { signUpViaApi } from '../support/api.ts';
import { baseUrl, describe, expect, test } from '../support/fixtures.ts';
import { extractLink, waitForEmail } from '../support/mail.ts';
import { fillAndLeave, group, paymentColumn, plansRegion, savedIn, text } from '../support/pricing.ts';
import { getProject } from '../support/projects-staff.ts';
import { createLine } from '../support/proposals.ts';
import { eventually, expectHidden, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

const back = (page: Page) => page.getByRole('button', { name: 'Anterior' });
const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' });
const stepHash = (page: Page, hash: string) => expectPath(page, (u) => /^\/projects\/[0-9a-f-]{36}\/create$/.test(u.pathname) && u.hash === hash);

describe('project wizard', () => {
  test('Nuevo portal → Cliente (created on step 1) → Personalizar → Pagos → Compartir acceso → #step-completed → dashboard', async ({ page, context }) => {
    const account = await signUpViaApi({ currency: 'CLP', workspaceName: 'Taller Creativo' });
    await createLine(account.token, 'Diseño Web');
    const line = await createLine(account.token, 'Consultoría');
    const contact = `tomas.wizard.${Date.now()}@trato.test`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });

    await loginViaUi(page, account);
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Portales', exact: true }).click();
    await page.getByRole('button', { name: 'Nuevo portal' }).first().click();
    await stepHash(page, '#step-1');
    const id = new URL(page.url()).pathname.split('/')[2]!;
    expect((await getProject(account.token, id)).status).toBe('init');

    // Step 1: no Back; without a client Siguiente does not move; a NEW client is checked, then created.
    await expectVisible(page.getByRole('heading', { name: 'Añadir cliente' }));
    await expectHidden(back(page));
    await next(page).click();
    await expectVisible(page.getByText('Elige o crea un cliente para continuar.'));
    await stepHash(page, '#step-1');
    await page.getByRole('button', { name: /Nuevo cliente/ }).click();
    await expectVisible(page.getByRole('heading', { name: 'Nuevo cliente' }));
    await expectHidden(back(page));
    await next(page).click();
    await stepHash(page, '#step-1');
    await page.getByLabel('Nombre del contacto').fill('Tomás Vera');
    await page.getByLabel('Correo electrónico').fill(contact);
    await page.getByLabel('Nombre de la empresa').fill('Bodega Vera');
    await next(page).click();
    await expectVisible(page.getByText('Cliente creado'));
    await stepHash(page, '#step-2');

    // Step 2: name and line, saved as typed.
    await expectVisible(back(page));
    await page.getByLabel('Nombre del portal').fill('Rediseño Bodega Vera');
    await page.getByLabel('Línea de negocio', { exact: true }).selectOption({ label: 'Consultoría' });
    await next(page).click();
    await stepHash(page, '#step-3');
    const saved = await getProject(account.token, id);
    expect([saved.name, (saved.line as { id: string }).id, (saved.company as { name: string }).name]).toEqual(['Rediseño Bodega Vera', line.id, 'Bodega Vera']);

    // Step 3: a service gives the total, the 50/50 plan divides it.
    await page.getByRole('button', { name: 'Servicio personalizado' }).click();
    const fresh = group(page, 'Servicio 1');
    await fresh.getByLabel('Tipo de servicio').first().selectOption('simple');
    await fresh.getByLabel('Nombre', { exact: true }).first().fill('Diagnóstico');
    await fillAndLeave(group(page, 'Diagnóstico').getByLabel('Precio'), '300000');
    await eventually(() => text(page.getByTestId('proposal-grand-total')), '300.000 CLP', 'grand total');
    await plansRegion(page).getByRole('radio', { name: /^50\/50/ }).check();
    await eventually(() => paymentColumn(page, 'Monto'), ['150000', '150000'], 'fifty-fifty');
    await savedIn(plansRegion(page));
    await next(page).click();
    await stepHash(page, '#step-4');

    // Step 4: the contact gets the access (the portal is published for it) and the link is copied.
    await expectVisible(page.getByRole('heading', { name: 'Compartir acceso' }));
    await expectVisible(page.getByText(contact));
    await page.getByRole('button', { name: 'Enviar acceso por correo' }).click();
    await expectVisible(page.getByText('Correo de acceso enviado correctamente'));
    const email = await waitForEmail({ to: contact, body: '/c/login' });
    expect(new URL(extractLink(email, '/c/login')).searchParams.get('magic_link')).toBeTruthy();
    await page.getByRole('button', { name: 'Copiar enlace de acceso' }).click();
    await expectVisible(page.getByText('Enlace copiado al portapapeles'));
    expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).pathname).toBe('/c/login');

    // Back works from here, then Finalizar completes the wizard.
    await back(page).click();
    await stepHash(page, '#step-3');
    await next(page).click();
    await stepHash(page, '#step-4');
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await stepHash(page, '#step-completed');
    await expectVisible(page.getByRole('heading', { name: 'Portal listo' }));
    expect((await getProject(account.token, id)).status).toBe('active');

    // Past the end: the dashboard.
    await page.getByRole('button', { name: 'Ir al inicio' }).click();
    await expectPath(page, '/dashboard');

    // The portal is listed under Activos and opens its page.
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Portales', exact: true }).click();
    await page.getByTestId('project-row').getByRole('link', { name: 'Rediseño Bodega Vera' }).click();
    await expectPath(page, `/projects/${id}`);
    await expectVisible(page.getByRole('heading', { name: 'Rediseño Bodega Vera', level: 1 }));
  });
});
