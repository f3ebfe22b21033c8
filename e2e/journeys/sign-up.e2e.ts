import { strongPassword, uid, uniqueEmail } from '../support/api.ts';
import { baseUrl, describe, expect, test } from '../support/fixtures.ts';
import { extractLink, waitForEmail } from '../support/mail.ts';
import { computed, eventually, expectPath, expectVisible, hexToRgb } from '../support/ui.ts';

describe('sign-up with email', () => {
  test('verification link from the email → survey → config (colour) → plan → welcome → dashboard', async ({ page }) => {
    const email = uniqueEmail('signup');
    const password = strongPassword();
    const workspaceName = `Estudio Prueba ${uid()}`;

    await page.goto('/register');
    await page.getByLabel('Nombre', { exact: true }).fill('Ana Pérez');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: /crear cuenta/i }).click();

    // The app asks to check the inbox…
    await expectPath(page, '/register/verify');
    await expectVisible(page.getByText(email));

    // …and the link arrives by real SMTP, pointing at this app.
    const mail = await waitForEmail({ to: email, body: '/register/verify' });
    const link = extractLink(mail, '/register/verify');
    expect(new URL(link).origin).toBe(new URL(baseUrl()).origin);
    await page.goto(link);

    // Survey: sector, how they heard of us, company size.
    await expectPath(page, '/register/survey');
    await page.getByLabel(/rubro/i).fill('Desarrollo de soft');
    await page.getByRole('option', { name: 'Desarrollo de software' }).click();
    await page.getByLabel(/cómo nos conociste/i).selectOption({ label: 'Recomendación' });
    await page.getByLabel(/tamaño/i).selectOption({ label: '2 a 5 personas' });
    await page.getByRole('button', { name: 'Continuar' }).click();

    // Config: name (checked live), currency, and a primary colour applied at once.
    await expectPath(page, '/register/config');
    await page.getByLabel(/nombre del espacio/i).fill(workspaceName);
    await expectVisible(page.getByText('Nombre disponible.'));
    await page.getByLabel(/moneda/i).selectOption('CLP');

    const primaryButton = page.getByRole('button', { name: 'Continuar' });
    const before = await computed(primaryButton, 'background-color');
    expect(before).toBe(hexToRgb('#1d4ed8'));
    await page.getByLabel(/color principal/i).fill('#16a34a');
    await eventually(() => computed(primaryButton, 'background-color'), hexToRgb('#16a34a'), 'the primary button takes the new colour');
    await primaryButton.click();

    // Plan, welcome, dashboard.
    await expectPath(page, '/register/plan');
    await expectVisible(page.getByText(/gratis|gratuito/i));
    await page.getByRole('button', { name: /continuar|comenzar gratis|elegir/i }).first().click();

    await expectPath(page, '/register/welcome');
    await page.getByRole('button', { name: /ir al panel|comenzar|empezar/i }).or(page.getByRole('link', { name: /ir al panel|comenzar|empezar/i })).first().click();

    await expectPath(page, '/dashboard');
    await expectVisible(page.getByRole('heading', { name: /hola|bienvenid/i }));
    await expectVisible(page.getByText(workspaceName));
  });
});
