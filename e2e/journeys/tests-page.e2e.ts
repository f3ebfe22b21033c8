import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForEmail } from '../support/mail.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { ROOT } from '../support/server.ts';
import { signUpOperator } from '../support/superadmin.ts';
import { expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

/** The newest committed migration: what the page reports for a fully migrated database. */
const journal = JSON.parse(readFileSync(join(ROOT, 'apps/api/src/db/migrations/meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const LATEST_MIGRATION_TAG = journal.entries.at(-1)!.tag;

/** Listed in SUPERADMIN_EMAILS by the global setup. */
const OPERATOR = 'e2e-operator@trato.test';

describe('/tests: the operator diagnostics page', () => {
  test('shows the instance, checks storage step by step and sends a test email that arrives', async ({ page }) => {
    const operator = await signUpOperator({ email: OPERATOR, name: 'Óscar Operador' });
    await loginViaUi(page, operator);
    await page.goto('/superadmin');
    await page.getByRole('link', { name: 'Diagnóstico' }).click();
    await expectPath(page, '/tests');
    await expectVisible(page.getByRole('heading', { name: 'Diagnóstico de la instancia' }));
    await expectVisible(page.getByText('PGlite (integrada, carpeta de datos)'));
    await expectVisible(page.getByText(LATEST_MIGRATION_TAG));
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
