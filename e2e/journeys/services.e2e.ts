import type { Locator, Page } from 'playwright-core';
import { api, signUpViaApi } from '../support/api.ts';
import { describe, expect, test, url } from '../support/fixtures.ts';
import { eventually, expectHidden, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
const row = (page: Page, name: string) => page.getByTestId('service-row').filter({ has: page.getByText(name, { exact: true }) });

describe('services catalogue', () => {
  test('create a service with two subservices and see its exact total; edit it; delete it with confirmation', async ({ page }) => {
    const account = await signUpViaApi({ currency: 'CLP' });
    await loginViaUi(page, account);
    await expectPath(page, '/dashboard');

    await nav(page).getByRole('link', { name: 'Servicios', exact: true }).click();
    await expectPath(page, '/services');
    await expectVisible(page.getByText('Aún no tienes servicios'));

    // Create: a parent with two subservices (the second moved to the top).
    await page.getByRole('button', { name: 'Nuevo servicio' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo servicio' });
    await expectVisible(dialog);
    await dialog.getByLabel('Nombre', { exact: true }).fill('Pack de marca');
    await dialog.getByLabel('Tipo de servicio').selectOption('other');

    await dialog.getByRole('button', { name: 'Agregar subservicio' }).click();
    const first = dialog.getByRole('listitem', { name: 'Subservicio 1' });
    await first.getByLabel('Nombre', { exact: true }).fill('Horas de ajuste');
    await first.getByLabel('Tipo de servicio').selectOption('hours');
    await first.getByLabel('Cantidad').fill('2,5');
    await first.getByLabel('Valor unitario').fill('33333.33');

    await dialog.getByRole('button', { name: 'Agregar subservicio' }).click();
    const second = dialog.getByRole('listitem', { name: 'Subservicio 2' });
    await second.getByLabel('Nombre', { exact: true }).fill('Logotipo');
    await second.getByLabel('Tipo de servicio').selectOption('simple');
    await second.getByLabel('Precio').fill('150000.50');

    // Live total: 2.5 × 33 333.33 = 83 333.325 → 83 333.33, plus 150 000.50.
    await eventually(() => text(dialog.getByTestId('service-form-total')), '233.333,83 CLP', 'live total in the dialog');

    // An invalid subservice blocks the form.
    await first.getByLabel('Valor unitario').fill('1.234');
    await dialog.getByRole('button', { name: 'Crear servicio' }).click();
    await expectVisible(first.getByText('Ingresa un número válido, sin signo y con hasta 2 decimales.'));
    await first.getByLabel('Valor unitario').fill('33333.33');

    await dialog.getByRole('button', { name: 'Subir subservicio 2' }).click();
    await eventually(() => dialog.getByRole('listitem', { name: 'Subservicio 1' }).getByLabel('Nombre', { exact: true }).inputValue(), 'Logotipo', 'reordered');

    await dialog.getByRole('button', { name: 'Crear servicio' }).click();
    await expectVisible(page.getByText('¡Servicio creado correctamente!'));
    await expectHidden(dialog);
    const created = row(page, 'Pack de marca');
    await expectVisible(created);
    expect(await text(created.getByTestId('service-total'))).toBe('Total: 233.333,83 CLP');
    await expectVisible(created.getByText('2 subservicios'));

    // Edit: rename, and remove the hours subservice; the total follows.
    await page.getByRole('button', { name: 'Editar Pack de marca' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar servicio' });
    await expectVisible(edit);
    expect(await edit.getByRole('listitem', { name: 'Subservicio 1' }).getByLabel('Nombre', { exact: true }).inputValue()).toBe('Logotipo');
    await edit.getByLabel('Nombre', { exact: true }).first().fill('Pack de marca esencial');
    await edit.getByRole('button', { name: 'Quitar subservicio 2' }).click();
    await eventually(() => text(edit.getByTestId('service-form-total')), '150.000,50 CLP', 'total after removing a subservice');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectVisible(page.getByText('¡Servicio actualizado correctamente!'));
    const edited = row(page, 'Pack de marca esencial');
    await expectVisible(edited);
    expect(await text(edited.getByTestId('service-total'))).toBe('Total: 150.000,50 CLP');
    await expectVisible(edited.getByText('1 subservicio'));

    // Delete, after confirming (Cancel first keeps it).
    await page.getByRole('button', { name: 'Eliminar Pack de marca esencial' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar este servicio?' });
    await expectVisible(confirm);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expectHidden(confirm);
    await expectVisible(edited);
    await page.getByRole('button', { name: 'Eliminar Pack de marca esencial' }).click();
    await confirm.getByRole('button', { name: 'Eliminar servicio' }).click();
    await expectVisible(page.getByText('¡Servicio actualizado correctamente!').last());
    await expectVisible(page.getByText('Aún no tienes servicios'));
  });

  test('the page is in the URL, and search ignores accents', async ({ page }) => {
    const account = await signUpViaApi({ currency: 'EUR' });
    for (let i = 1; i <= 11; i++) {
      await api('POST', '/v1/services', { token: account.token, body: { name: i === 1 ? 'Fotografía de producto' : `Servicio ${i}`, type: 'hours', quantity: '2', value: `${i}.5` } });
    }
    await loginViaUi(page, account);
    await expectPath(page, '/dashboard');
    await page.goto(url('/services?page=2'));
    await expectVisible(page.getByText('Página 2 de 2'));
    expect(await page.getByTestId('service-row').count()).toBe(1);
    await expectVisible(row(page, 'Fotografía de producto'));
    expect(await text(row(page, 'Fotografía de producto').getByTestId('service-total'))).toBe('Total: 3,00 €');

    await page.getByRole('link', { name: 'Anterior' }).click();
    await expectPath(page, (u) => u.pathname === '/services' && !u.searchParams.has('page'));
    await eventually(() => page.getByTestId('service-row').count(), 10, 'ten on the first page');

    await page.getByRole('searchbox', { name: 'Buscar servicios' }).fill('FOTOGRAFIA');
    await expectPath(page, (u) => u.searchParams.get('query') === 'FOTOGRAFIA');
    await eventually(() => page.getByTestId('service-row').count(), 1, 'one match');
    await expectVisible(row(page, 'Fotografía de producto'));
  });
});
