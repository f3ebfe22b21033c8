import { signUpViaApi } from '../support/api.ts';
import { waitForEmail } from '../support/mail.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

/** Listed in SUPERADMIN_EMAILS by the global setup. */
const OPERATOR = 'e2e-operator@trato.test';

describe('/tests: the operator diagnostics page', () => {
  test('shows the instance, checks storage step by step and sends a test email that arrives', async ({ page }) => {
    const operator = await signUpViaApi({ email: OPERATOR, name: 'Óscar Operador' });
    await loginViaUi(page, operator);
    await page.goto('/superadmin');
    await page.getByRole('link', { name: 'Diagnóstico' }).click();
    await expectPath(page, '/tests');
    await expectVisible(page.getByRole('heading', { name: 'Diagnóstico de la instancia' }));
    await expectVisible(page.getByText('PGlite (integrada, carpeta de datos)'));
    await expectVisible(page.getByText('0008_billing_superadmin_jobs'));
    await expectVisible(page.getByText('Carpeta local'));
    await expectVisible(page.getByText('SMTP configurado'));

    await page.getByRole('button', { name: 'Probar almacenamiento' }).click();
    await expectVisible(page.getByText('El almacenamiento funciona: escribió, leyó y borró un archivo de prueba.'));
    const steps = page.getByTestId('storage-step');
    expect(await steps.count()).toBe(3);
    for (const [i, name] of ['Escribir', 'Leer', 'Borrar'].entries()) {
      await expectVisible(steps.nth(i).getByText(name));
      await expectVisible(steps.nth(i).getByText(/^OK · \d+ ms$/));
    }

    await page.getByRole('button', { name: 'Enviar correo de prueba' }).click();
    await expectVisible(page.getByRole('status').getByText(`Correo de prueba en camino a ${OPERATOR}.`));
    const mail = await waitForEmail({ to: OPERATOR, subject: 'Correo de prueba de Trato' });
    expect(mail.text).toContain('Óscar Operador');
    expect(mail.text).toContain('/tests');
  });
});
