import type { Browser, Page } from 'playwright-core';
import { strongPassword, uid, uniqueEmail } from '../support/api.ts';
import { baseUrl, describe, expect, test } from '../support/fixtures.ts';
import { extractLink, waitForEmail } from '../support/mail.ts';
import { phoneContext } from '../support/public.ts';
import { computed, eventually, expectHidden, expectPath, expectVisible, hexToRgb, submitLogin } from '../support/ui.ts';

const EMAIL_ALREADY_CONFIRMED = 'Tu correo ya está confirmado. Inicia sesión para continuar.';

/** Fills /register as a person would; the app then asks to check the inbox. Returns the emailed verification link. */
async function registerInBrowser(page: Page, email: string, password: string): Promise<string> {
  await page.goto('/register');
  await page.getByLabel('Nombre', { exact: true }).fill('Ana Pérez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expectPath(page, '/register/verify');
  await expectVisible(page.getByText(email));
  // The link arrives by real SMTP, pointing at this app.
  const mail = await waitForEmail({ to: email, body: '/register/verify' });
  const link = extractLink(mail, '/register/verify');
  expect(new URL(link).origin).toBe(new URL(baseUrl()).origin);
  return link;
}

/** The emailed link opened on another device (the phone), which confirms the address there. */
async function confirmOnPhone(browser: Browser, link: string): Promise<void> {
  const phone = await phoneContext(browser);
  try {
    const page = await phone.newPage();
    await page.goto(link);
    await expectPath(page, '/register/survey');
  } finally {
    await phone.close();
  }
}

describe('sign-up with email', () => {
  test('verification link from the email → survey → config (colour) → plan → welcome → dashboard', async ({ page }) => {
    const email = uniqueEmail('signup');
    const password = strongPassword();
    const workspaceName = `Estudio Prueba ${uid()}`;

    const link = await registerInBrowser(page, email, password);
    await page.goto(link);

    // Survey: sector, how they heard of us, company size.
    await expectPath(page, '/register/survey');
    await expectVisible(page.getByText('¡Correo confirmado! Sigamos configurando tu cuenta.'));
    await page.getByLabel('Rubro de tu negocio').fill('desarrollo de soft');
    await page.getByRole('option', { name: 'Desarrollo de software', exact: true }).click();
    await page.getByLabel('¿Cómo nos conociste?').selectOption({ label: 'Recomendación' });
    await page.getByLabel('Tamaño de tu empresa').selectOption({ label: '2 a 5 personas' });
    await page.getByRole('button', { name: 'Continuar' }).click();

    // Config: name (checked live), currency, and a primary colour applied at once.
    await expectPath(page, '/register/config');
    // A reload in the middle of the sign-up keeps the person where they were.
    await page.reload();
    await expectPath(page, '/register/config');
    await expectVisible(page.getByRole('heading', { name: 'Configura tu espacio de trabajo' }));
    await page.getByLabel('Nombre del espacio de trabajo').fill(workspaceName);
    await expectVisible(page.getByText('Nombre disponible.'));
    await page.getByLabel('Moneda principal').selectOption('CLP');

    const primaryButton = page.getByRole('button', { name: 'Continuar' });
    const before = await computed(primaryButton, 'background-color');
    expect(before).toBe(hexToRgb('#1d4ed8'));
    await page.getByLabel('Color principal').fill('#16a34a');
    await eventually(() => computed(primaryButton, 'background-color'), hexToRgb('#16a34a'), 'the primary button takes the new colour');
    await primaryButton.click();

    // Plan, welcome, dashboard.
    await expectPath(page, '/register/plan');
    await expectVisible(page.getByRole('heading', { name: 'Tu plan' }));
    await expectVisible(page.getByText('Plan actual'));
    await page.getByRole('button', { name: /^Continuar con el plan / }).click();

    await expectPath(page, '/register/welcome');
    await expectVisible(page.getByRole('heading', { name: '¡Te damos la bienvenida a Trato, Ana!' }));
    await page.getByRole('link', { name: 'Ir al panel' }).click();

    await expectPath(page, '/dashboard');
    await expectVisible(page.getByRole('heading', { name: 'Hola Ana' }));
    await expectVisible(page.getByText(`Esto es lo que sigue para ${workspaceName}.`));
    // The chosen colour is now the workspace's colour: the active sidebar link is painted with its
    // readable shade (#16a34a darkened to 4.5:1 on the light surfaces, readableAccentOn in packages/domain).
    const activeNav = page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Inicio', exact: true });
    await eventually(() => computed(activeNav, 'color'), hexToRgb('#117a38'), 'the active navigation link uses the readable shade of the chosen colour');
  });
});

describe('sign-up confirmed on another device (issue 9 §2: a register token never becomes a session)', () => {
  test('«Ya confirmé mi correo» then sends the person to sign in, and signing in continues the sign-up', async ({ page, browser }) => {
    const email = uniqueEmail('signup-other-device');
    const password = strongPassword();
    const link = await registerInBrowser(page, email, password);

    // Before confirming, the button says there is nothing to continue yet.
    await page.getByRole('button', { name: 'Ya confirmé mi correo' }).click();
    await expectVisible(page.getByText('Aún no confirmas tu correo. Revisa tu bandeja de entrada.'));
    await expectPath(page, '/register/verify');

    await confirmOnPhone(browser, link);

    await page.getByRole('button', { name: 'Ya confirmé mi correo' }).click();
    await expectPath(page, '/login');
    await expectVisible(page.getByText(EMAIL_ALREADY_CONFIRMED));
    // The sign-up's email is already typed in and the password field has the focus.
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(email);
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete') ?? ''), 'current-password', 'the password field has the focus');
    await submitLogin(page, email, password);
    await expectPath(page, '/register/survey');
    await expectVisible(page.getByRole('heading', { name: 'Cuéntanos sobre tu negocio' }));
  });

  test('/register/finish with a spent register token sends the person to sign in, and the verify page no longer offers to continue', async ({ page, browser }) => {
    const email = uniqueEmail('signup-finish');
    const password = strongPassword();
    const link = await registerInBrowser(page, email, password);
    await confirmOnPhone(browser, link);

    await page.goto('/register/finish');
    await expectPath(page, '/login');
    await expectVisible(page.getByText(EMAIL_ALREADY_CONFIRMED));

    await page.goto('/register/verify');
    await expectVisible(page.getByRole('heading', { name: 'Confirma tu correo' }));
    await expectHidden(page.getByRole('button', { name: 'Ya confirmé mi correo' }));
  });
});
