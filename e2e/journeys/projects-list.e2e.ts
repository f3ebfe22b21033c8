import type { Page } from 'playwright-core';
import { signUpViaApi } from '../support/api.ts';
import { describe, test } from '../support/fixtures.ts';
import { createProject } from '../support/projects-staff.ts';
import { createClient, createLine } from '../support/proposals.ts';
import { eventually, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

const rows = (page: Page) => page.getByTestId('project-row');
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByText(name, { exact: true }) });
const rowNames = async (page: Page) => (await rows(page).getByText(/^(Tienda|Campaña)/).allTextContents()).map((t) => t.trim()).sort();

async function menu(page: Page, name: string, item: string) {
  await row(page, name).getByRole('button', { name: `Acciones de ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('projects list', () => {
  test('tabs: finish → Finalizados, reactivate (the plan limit first), delete → Papelera, recover; search, board by line, the menu', async ({ page }) => {
    const account = await signUpViaApi({ currency: 'CLP' });
    const t = account.token;
    const web = await createLine(t, 'Diseño Web');
    const ads = await createLine(t, 'Publicidad');
    const client = await createClient(t, 'Almacén Rosa', { name: 'Rosa Díaz', email: `rosa.list.${Date.now()}@trato.test` });
    // The free plan allows one active portal: the campaign is already finished.
    await createProject(t, { lineId: ads.id, companyId: client.id, name: 'Campaña verano', finished: true });
    await createProject(t, { lineId: web.id, companyId: client.id, name: 'Tienda online' });

    await loginViaUi(page, account);
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Portales', exact: true }).click();
    await expectVisible(page.getByRole('tab', { name: 'Activos', selected: true }));
    await eventually(() => rowNames(page), ['Tienda online'], 'the active portal');

    // The menu of a live portal offers the client view and the access actions.
    await row(page, 'Tienda online').getByRole('button', { name: 'Acciones de Tienda online' }).click();
    await expectVisible(page.getByRole('menuitem', { name: 'Ver como cliente' }));
    await expectVisible(page.getByRole('menuitem', { name: 'Enviar acceso por correo' }));
    await expectVisible(page.getByRole('menuitem', { name: 'Copiar enlace de acceso' }));
    await page.keyboard.press('Escape');

    // Finalizados: reactivating the campaign while the shop is active hits the plan limit.
    await page.getByRole('tab', { name: 'Finalizados' }).click();
    await expectPath(page, (u) => u.hash === '#finalizados');
    await eventually(() => rowNames(page), ['Campaña verano'], 'Finalizados');
    await expectVisible(row(page, 'Campaña verano').getByText('Finalizado', { exact: true }));
    await menu(page, 'Campaña verano', 'Reactivar');
    const limit = page.getByRole('dialog', { name: 'Límite de portales alcanzado' });
    await expectVisible(limit.getByText(/permite 1 portal activo/));
    await limit.getByRole('button', { name: 'Cerrar' }).click();
    await eventually(() => rowNames(page), ['Campaña verano'], 'still finished');

    // Finish the shop: it leaves Activos; then the campaign can be reactivated.
    await page.getByRole('tab', { name: 'Activos' }).click();
    await menu(page, 'Tienda online', 'Finalizar');
    await expectVisible(page.getByText('Portal finalizado'));
    await expectVisible(page.getByText('Aún no tienes portales activos'));
    await page.getByRole('tab', { name: 'Finalizados' }).click();
    await eventually(() => rowNames(page), ['Campaña verano', 'Tienda online'], 'both finished');
    await menu(page, 'Campaña verano', 'Reactivar');
    await expectVisible(page.getByText('Portal reactivado'));
    await eventually(() => rowNames(page), ['Tienda online'], 'reactivated one left Finalizados');

    // Delete (asks first): it goes to Papelera; recover brings it back.
    await page.getByLabel('Buscar portales').fill('tienda');
    await expectPath(page, (u) => u.searchParams.get('text') === 'tienda');
    await menu(page, 'Tienda online', 'Eliminar');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mover a la papelera' }).click();
    await expectVisible(page.getByText('Portal movido a la papelera'));
    await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
    await expectVisible(page.getByText('Sin portales finalizados'));
    await page.getByRole('tab', { name: 'Papelera' }).click();
    await expectPath(page, (u) => u.hash === '#papelera');
    await eventually(() => rowNames(page), ['Tienda online'], 'in the trash');
    await menu(page, 'Tienda online', 'Recuperar');
    await expectVisible(page.getByText('Portal recuperado'));
    await expectVisible(page.getByText('La papelera está vacía'));
    await page.getByRole('tab', { name: 'Finalizados' }).click();
    await eventually(() => rowNames(page), ['Tienda online'], 'recovered');

    // Board: one column per business line.
    await page.getByRole('tab', { name: 'Activos' }).click();
    await page.getByRole('radio', { name: 'Tablero' }).click();
    await expectPath(page, (u) => u.searchParams.get('mode') === 'board');
    const board = page.getByRole('region', { name: 'Portales por línea de negocio' });
    await expectVisible(board.getByRole('region', { name: 'Publicidad' }).getByText('Campaña verano'));
    await expectVisible(board.getByRole('region', { name: 'Diseño Web' }).getByText('0 portales'));

    // A duplicate starts in set-up: it shows under 'Portales sin terminar' and opens its wizard.
    await page.getByRole('radio', { name: 'Lista' }).click();
    await menu(page, 'Campaña verano', 'Duplicar');
    await expectVisible(page.getByText('Portal duplicado'));
    const unfinished = page.getByRole('region', { name: 'Portales sin terminar' });
    await unfinished.getByRole('link', { name: 'Campaña verano (copia)' }).click();
    await expectPath(page, (u) => /^\/projects\/[^/]+\/create$/.test(u.pathname) && u.hash === '#step-1');
    await page.goBack();
    await page.getByRole('radio', { name: 'Tablero' }).click();

    // The line page's Portales tab lists that line's portals.
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('button', { name: 'Líneas de negocio' }).click();
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Publicidad' }).click();
    await expectPath(page, (u) => u.pathname === `/line/${ads.slug}`);
    await page.getByRole('tab', { name: 'Portales' }).click();
    await page.getByRole('radio', { name: 'Lista' }).click();
    await eventually(() => rowNames(page), ['Campaña verano'], 'the line’s portal');
  });
});
