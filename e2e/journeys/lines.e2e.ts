import type { Page } from 'playwright-core';
import { signUpViaApi } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { eventually, expectHidden, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
const lineInPage = (u: URL, slug: string) => u.pathname === `/line/${slug}` && u.search === '?mode=list' && u.hash === '#cotizaciones';

describe('business lines', () => {
  test('create a line from the sidebar, open it, rename it inline (URL and breadcrumb follow), Esc cancels', async ({ page }) => {
    const account = await signUpViaApi();
    await loginViaUi(page, account);
    await expectPath(page, '/dashboard');

    // No lines yet: Cotizaciones and Portales are not offered.
    await expectVisible(nav(page).getByRole('link', { name: 'Inicio', exact: true }));
    expect(await nav(page).getByRole('link', { name: 'Cotizaciones', exact: true }).count()).toBe(0);
    expect(await nav(page).getByRole('link', { name: 'Portales', exact: true }).count()).toBe(0);

    // The list starts collapsed; "+" opens the inline field.
    const toggle = nav(page).getByRole('button', { name: 'Líneas de negocio' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await nav(page).getByRole('button', { name: 'Nueva línea de negocio' }).click();
    const field = nav(page).getByRole('textbox', { name: 'Nueva línea de negocio' });
    await expectVisible(field);

    // A blank name is refused in place, with no request.
    let posted = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/v1/lines') posted++;
    });
    await field.fill('   ');
    await field.press('Enter');
    await expectVisible(nav(page).getByText('El nombre de la línea no puede estar vacío'));
    expect(posted).toBe(0);

    // Created: toast, the field clears and closes, the line is listed, Cotizaciones/Portales appear.
    await field.fill('Diseño Web');
    await field.press('Enter');
    await expectVisible(page.getByText('Línea de negocio creada con éxito'));
    await expectHidden(field);
    expect(posted).toBe(1);
    const lineLink = nav(page).getByRole('link', { name: 'Diseño Web' });
    await expectVisible(lineLink);
    await expectVisible(nav(page).getByRole('link', { name: 'Cotizaciones', exact: true }));
    await expectVisible(nav(page).getByRole('link', { name: 'Portales', exact: true }));
    expect(await nav(page).getByRole('link', { name: 'Cotizaciones', exact: true }).getAttribute('href')).toBe('/proposals#cotizaciones');
    expect(await nav(page).getByRole('link', { name: 'Portales', exact: true }).getAttribute('href')).toBe('/projects#activos');

    // The list stays open across a reload ('false' stored).
    await page.reload();
    await expectVisible(nav(page).getByRole('link', { name: 'Diseño Web' }));
    expect(await page.evaluate(() => localStorage.getItem('trato.linesCollapsed'))).toBe('false');

    // Opening it: /line/{slug}?mode=list#cotizaciones with its tabs and empty states.
    await nav(page).getByRole('link', { name: 'Diseño Web' }).click();
    await expectPath(page, (u) => lineInPage(u, 'diseno-web'));
    await expectVisible(page.getByRole('heading', { name: 'Diseño Web' }));
    await expectVisible(page.getByRole('tab', { name: 'Cotizaciones', selected: true }));
    await expectVisible(page.getByText('Aquí aparecerán las cotizaciones de esta línea de negocio.'));
    await page.getByRole('tab', { name: 'Portales' }).click();
    await expectVisible(page.getByText('Aquí aparecerán los portales de cliente de esta línea de negocio.'));
    await expectPath(page, (u) => u.hash === '#portales');
    await page.getByRole('tab', { name: 'Cotizaciones' }).click();

    // Esc cancels an inline edit without a request.
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    let put = 0;
    page.on('request', (req) => {
      if (req.method() === 'PUT' && new URL(req.url()).pathname.startsWith('/api/v1/lines/')) put++;
    });
    await crumbs.getByRole('button', { name: /Renombrar línea/ }).click();
    const rename = crumbs.getByRole('textbox', { name: 'Nombre de la línea de negocio' });
    await rename.fill('Otro nombre');
    await rename.press('Escape');
    await expectHidden(rename);
    await expectVisible(crumbs.getByText('Diseño Web'));
    expect(put).toBe(0);

    // An unchanged name just closes, with no request.
    await crumbs.getByRole('button', { name: /Renombrar línea/ }).click();
    await rename.press('Enter');
    await expectHidden(rename);
    expect(put).toBe(0);

    // Enter saves: toast, the URL moves to the new slug (mode and tab kept), the breadcrumb follows.
    await crumbs.getByRole('button', { name: /Renombrar línea/ }).click();
    await rename.fill('Diseño y desarrollo');
    await rename.press('Enter');
    await expectVisible(page.getByText('Línea de negocio actualizada con éxito'));
    await expectPath(page, (u) => lineInPage(u, 'diseno-y-desarrollo'));
    await expectVisible(crumbs.getByText('Diseño y desarrollo'));
    await expectVisible(page.getByRole('heading', { name: 'Diseño y desarrollo' }));
    await expectVisible(nav(page).getByRole('link', { name: 'Diseño y desarrollo' }));
    expect(put).toBe(1);

    // A failed save: toast, logged error, the editor stays open; Esc then restores the name.
    const logged: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') logged.push(msg.text());
    });
    await page.route('**/api/v1/lines/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Error interno.', code: 'INTERNAL' }) })
        : route.continue(),
    );
    await crumbs.getByRole('button', { name: /Renombrar línea/ }).click();
    await rename.fill('No se guardará');
    await rename.press('Enter');
    await expectVisible(page.getByText('No se pudo actualizar la línea'));
    await eventually(async () => logged.some((l) => l.startsWith('Error al actualizar la línea:')), true, 'the failure is logged');
    await rename.press('Escape');
    await expectHidden(rename);
    await expectVisible(crumbs.getByText('Diseño y desarrollo'));
    await expectPath(page, (u) => lineInPage(u, 'diseno-y-desarrollo'));
    await page.unroute('**/api/v1/lines/*');

    // The old address is now a friendly not-found.
    await page.goto('/line/diseno-web?mode=list#cotizaciones');
    await expectVisible(page.getByText('No encontramos esta línea de negocio'));
  });
});

describe('business lines on a 390 px wide phone', () => {
  test.override('contextOptions', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('create a line from the menu overlay and open it', async ({ page }) => {
    const account = await signUpViaApi();
    await loginViaUi(page, account);
    await expectPath(page, '/dashboard');

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await nav(page).getByRole('button', { name: 'Nueva línea de negocio' }).click();
    const field = nav(page).getByRole('textbox', { name: 'Nueva línea de negocio' });
    await field.fill('Marketing digital');
    await nav(page).getByRole('button', { name: 'Crear' }).click();
    await expectVisible(page.getByText('Línea de negocio creada con éxito'));
    await expectVisible(nav(page).getByRole('link', { name: 'Cotizaciones', exact: true }));

    await nav(page).getByRole('link', { name: 'Marketing digital' }).click();
    await expectPath(page, (u) => lineInPage(u, 'marketing-digital'));
    await expectVisible(page.getByRole('heading', { name: 'Marketing digital' }));
    await expectHidden(nav(page).getByRole('link', { name: 'Marketing digital' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
