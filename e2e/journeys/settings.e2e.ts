import { signUpViaApi, uid } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { newMercadoPagoAccount } from '../support/payment-accounts.ts';
import { computed, eventually, expectPath, expectVisible, hexToRgb, loginViaUi } from '../support/ui.ts';

describe('workspace settings', () => {
  test('a new workspace name and primary colour are saved and still there after a reload', async ({ page }) => {
    const account = await signUpViaApi();
    const newName = `Agencia Nueva ${uid()}`;
    const newColor = '#be123c';

    await loginViaUi(page, account, '/login?r=%2Fsettings');
    await expectPath(page, '/settings');

    const nameField = page.getByLabel('Nombre del espacio de trabajo');
    const colorField = page.getByLabel('Color principal');
    const save = page.getByRole('button', { name: 'Guardar cambios' });
    await eventually(() => nameField.inputValue(), account.workspace.name, 'the current name is shown');

    await nameField.fill(newName);
    await colorField.fill(newColor);
    await eventually(() => computed(save, 'background-color'), hexToRgb(newColor), 'the colour applies at once');
    await save.click();
    await expectVisible(page.getByText('Espacio de trabajo actualizado.'));

    await page.reload();
    await eventually(() => nameField.inputValue(), newName, 'the new name survives a reload');
    expect((await colorField.inputValue()).toLowerCase()).toBe(newColor);
    await eventually(() => computed(save, 'background-color'), hexToRgb(newColor), 'the colour survives a reload');
    await expectVisible(page.getByText(newName));
  });
});

describe('settings «Cobros» on a phone', () => {
  test.override('contextOptions', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the business identity, a bank account and a Mercado Pago account are saved; the connection test reaches the provider, the token shows only its last 4, survives a reload and is removed', async ({ page }) => {
    const account = await signUpViaApi({ currency: 'CLP' });
    await loginViaUi(page, account, '/login?r=%2Fsettings');
    await expectPath(page, '/settings');
    await page.getByRole('navigation', { name: 'Secciones de ajustes' }).getByRole('link', { name: 'Cobros' }).click();
    await expectPath(page, '/settings/collections');

    // Identity: a wrong RUT check digit is refused in Spanish before anything is sent.
    await page.getByLabel('Razón social o nombre').fill('Estudio Núñez SpA');
    await page.getByLabel('Identificador tributario (RUT)').fill('76.123.456-1');
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await expectVisible(page.getByText('El RUT no es válido: revisa los números y el dígito verificador (por ejemplo, 76.123.456-0).'));
    await page.getByLabel('Identificador tributario (RUT)').fill('76.123.456-0');
    await page.getByLabel('Correo de contacto').fill('cobros@estudio.test');
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await expectVisible(page.getByText('Datos del negocio guardados.'));

    // A bank account in CLP turns the transfer on for CLP.
    const methods = page.getByRole('list', { name: 'Medios de pago por moneda' });
    await expectVisible(methods.getByText('No hay una cuenta bancaria en CLP.'));
    await page.getByRole('button', { name: 'Agregar cuenta' }).click();
    const form = page.getByRole('form', { name: 'Agregar cuenta' });
    await form.getByLabel('Banco', { exact: true }).fill('Banco de Chile');
    await form.getByLabel('Número de cuenta').fill('00-123-45678-09');
    await form.getByLabel('Titular', { exact: true }).fill('Estudio Núñez SpA');
    await form.getByLabel('Identificador tributario del titular').fill('76.123.456-0');
    await form.getByLabel('Correo para el comprobante').fill('pagos@estudio.test');
    await form.getByRole('button', { name: 'Guardar cuenta' }).click();
    await expectVisible(page.getByText('Cuenta agregada.'));
    await expectVisible(page.getByText('Banco de Chile · CLP'));
    await eventually(() => methods.getByText('No hay una cuenta bancaria en CLP.').count(), 0, 'the transfer is on for CLP');

    // Mercado Pago: an account at the server's Mercado Pago stand-in; the token typed once, then only «Conectado · …last4».
    const mp = await newMercadoPagoAccount();
    const last4 = mp.accessToken.slice(-4);
    const mercadopago = page.getByRole('region', { name: 'Mercado Pago' });
    await mercadopago.getByLabel('Access token').fill(mp.accessToken);
    await mercadopago.getByLabel('Clave secreta de los webhooks').fill(mp.webhookSecret);
    await mercadopago.getByRole('button', { name: 'Conectar' }).click();
    await expectVisible(mercadopago.getByText(`Conectado · …${last4}`));
    await eventually(() => methods.getByText('Mercado Pago no está conectado.').count(), 0, 'Mercado Pago is on for CLP');

    // «Probar conexión» asks the provider (the stand-in's Chilean account) through the official SDK.
    await mercadopago.getByRole('button', { name: 'Probar conexión' }).click();
    await expectVisible(mercadopago.getByText(/Conexión correcta: cuenta de Mercado Pago de Chile, cobra en CLP/));

    await page.reload();
    await expectVisible(page.getByRole('region', { name: 'Mercado Pago' }).getByText(`Conectado · …${last4}`));
    await eventually(() => page.getByLabel('Razón social o nombre').inputValue(), 'Estudio Núñez SpA', 'the identity survives a reload');
    const shown = await page.locator('body').innerText();
    expect(shown).not.toContain(mp.accessToken.slice(5, -4));
    expect(shown).not.toContain(mp.webhookSecret);

    await page.getByRole('region', { name: 'Mercado Pago' }).getByRole('button', { name: 'Desconectar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Desconectar' }).click();
    await expectVisible(page.getByText('Mercado Pago desconectado.'));
    await expectVisible(page.getByRole('region', { name: 'Mercado Pago' }).getByText('No conectado'));
    await expectVisible(methods.getByText('Mercado Pago no está conectado.'));
  });
});
