import { api, signUpViaApi, uid } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { eventually, expectHidden, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

/** A valid 1×1 PNG for the client's logo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('clients', () => {
  test('create a client with a company and a logo, find it without accents, archive it and recover it', async ({ page }) => {
    const account = await signUpViaApi();
    // Another client, so the search visibly filters.
    await api('POST', '/v1/customers?withCompany=1', {
      token: account.token,
      body: { name: 'José Pérez', email: `jose.${uid()}@ferreteria.cl`, company_name: 'Ferretería Sur' },
    });
    const email = `Marta.${uid()}@Panaderia.CL`;

    await loginViaUi(page, account, '/login?r=%2Fclients');
    await expectPath(page, '/clients');
    await expectVisible(page.getByRole('tab', { name: 'Clientes' }));
    await expectVisible(page.getByRole('link', { name: 'Ferretería Sur' }));

    // Create: the form checks in the browser first, then creates the company with its contact and logo.
    await page.getByRole('button', { name: 'Nuevo cliente' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Crear cliente' }).click();
    await expectVisible(dialog.getByText('Ingresa el nombre del cliente.'));
    await expectVisible(dialog.getByText('Ingresa el nombre de la empresa.'));
    await dialog.getByLabel('Nombre del contacto').fill('Marta Núñez');
    await dialog.getByLabel('Correo electrónico').fill(email);
    await dialog.getByLabel('Teléfono').fill('+56 9 5512 3344');
    await dialog.getByLabel('Nombre de la empresa').fill('Panadería Ñuñoa');
    await dialog.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expectVisible(dialog.getByRole('img', { name: 'Vista previa del logo del cliente' }));
    await dialog.getByRole('button', { name: 'Crear cliente' }).click();
    await expectVisible(page.getByText('Cliente creado correctamente.'));
    await expectHidden(dialog);
    await expectVisible(page.getByRole('link', { name: 'Panadería Ñuñoa' }));

    // Search without accents or capitals; the search lives in the URL.
    await page.getByLabel('Buscar clientes').fill('panaderia nunoa');
    await expectPath(page, (u) => u.searchParams.get('search') === 'panaderia nunoa');
    await expectHidden(page.getByRole('link', { name: 'Ferretería Sur' }));
    await expectVisible(page.getByRole('link', { name: 'Panadería Ñuñoa' }));
    await page.reload();
    await eventually(() => page.getByLabel('Buscar clientes').inputValue(), 'panaderia nunoa', 'the search survives a reload');
    await expectHidden(page.getByRole('link', { name: 'Ferretería Sur' }));

    // Its page: logo, lower-cased email, totals and the four tabs with empty states.
    await page.getByRole('link', { name: 'Panadería Ñuñoa' }).click();
    await expectPath(page, /^\/clients\/[0-9a-f-]{36}$/);
    await expectVisible(page.getByRole('heading', { name: 'Panadería Ñuñoa' }));
    await expectVisible(page.getByText(email.toLowerCase()));
    expect(await page.locator('img[src^="/api/files/company_logo/"]').count()).toBeGreaterThan(0);
    await expectVisible(page.getByText('Vendido'));
    await expectVisible(page.getByText('Sin proyectos'));
    await page.getByRole('tab', { name: 'Archivos' }).click();
    await expectPath(page, (u) => u.hash === '#archivos');
    await expectVisible(page.getByText('Sin archivos'));

    // Edit: the form comes filled in; saving goes back to the client's page.
    await page.getByRole('link', { name: 'Editar' }).click();
    await expectPath(page, /^\/clients\/[0-9a-f-]{36}\/edit$/);
    await eventually(() => page.getByLabel('Nombre de la empresa').inputValue(), 'Panadería Ñuñoa', 'the form is filled in');
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(email.toLowerCase());
    await page.getByLabel('Nombre de la empresa').fill('Panadería Ñuñoa Ltda.');
    await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectVisible(page.getByText('Ingresa un correo electrónico válido.'));
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectVisible(page.getByText('Cliente actualizado correctamente.'));
    await expectPath(page, /^\/clients\/[0-9a-f-]{36}$/);
    await expectVisible(page.getByRole('heading', { name: 'Panadería Ñuñoa Ltda.' }));

    // Archive, after confirming; it shows in the archived view.
    await page.getByRole('button', { name: 'Archivar' }).click();
    const confirm = page.getByRole('alertdialog');
    await expectVisible(confirm.getByText('¿Archivar este cliente?'));
    await confirm.getByRole('button', { name: 'Sí, archivar' }).click();
    await expectVisible(page.getByText('Cliente archivado.'));
    await expectPath(page, (u) => u.pathname === '/clients' && u.searchParams.get('archived') === '1');
    await expectVisible(page.getByRole('link', { name: 'Panadería Ñuñoa' }));
    await expectVisible(page.getByText('Archivado', { exact: true }));
    await expectHidden(page.getByRole('link', { name: 'Ferretería Sur' }));

    // Recover it: it leaves the archived view and is back among the active clients.
    await page.getByRole('button', { name: 'Recuperar Panadería Ñuñoa' }).click();
    await expectVisible(page.getByText('Cliente recuperado.'));
    await expectVisible(page.getByText('No hay clientes archivados'));
    await page.getByRole('radio', { name: 'Activos' }).click();
    await expectPath(page, (u) => u.pathname === '/clients' && !u.searchParams.has('archived'));
    await expectVisible(page.getByRole('link', { name: 'Panadería Ñuñoa' }));
    await expectVisible(page.getByRole('link', { name: 'Ferretería Sur' }));
  });
  test('the page of the list lives in the URL', async ({ page }) => {
    const account = await signUpViaApi();
    for (let i = 1; i <= 11; i++) {
      await api('POST', '/v1/customers?withCompany=1', {
        token: account.token,
        body: { name: `Contacto ${i}`, email: `c${i}.${uid()}@ejemplo.cl`, company_name: `Empresa ${String(i).padStart(2, '0')}` },
      });
    }
    await loginViaUi(page, account, '/login?r=%2Fclients');
    await expectVisible(page.getByRole('link', { name: 'Empresa 11' }));
    await expectVisible(page.getByText('1–10 de 11'));
    await expectHidden(page.getByRole('link', { name: 'Empresa 01' }));
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expectPath(page, (u) => u.searchParams.get('page') === '2');
    await expectVisible(page.getByRole('link', { name: 'Empresa 01' }));
    await expectHidden(page.getByRole('link', { name: 'Empresa 11' }));
    await page.reload();
    await expectVisible(page.getByText('11–11 de 11'));
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expectPath(page, (u) => !u.searchParams.has('page'));
    await expectVisible(page.getByRole('link', { name: 'Empresa 11' }));
  });
});
