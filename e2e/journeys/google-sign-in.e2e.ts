import type { Page } from 'playwright-core';
import { signUpViaApi, uid, uniqueEmail } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { chooseGoogleAccount, issuerUrl, nextGoogleIdToken } from '../support/google.ts';
import { expectPath, expectVisible } from '../support/ui.ts';

/**
 * Google sign-in in the browser, against the real local OpenID Connect issuer the server is
 * configured with (discovery, JWKS, code exchange, ID-token signature and nonce all real): the
 * issuer stands in for Google's account picker and sends the browser straight back with a code.
 */

/** Every top-level URL the page navigates to, to show the browser really went through the issuer. */
function recordNavigations(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()));
  });
  page.on('request', (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) seen.push(new URL(req.url()));
  });
  return seen;
}

const wentThroughIssuer = (seen: URL[]) => seen.some((u) => u.origin === issuerUrl() && u.pathname === '/authorize');
const cameBackWithCode = (seen: URL[]) => seen.some((u) => u.pathname === '/callback' && u.searchParams.has('code') && u.searchParams.has('state'));

async function continueWithGoogle(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continuar con Google' }).click();
}

const CALLBACK_FAILED = 'No pudimos iniciar sesión con Google';
const GOOGLE_FAILED = 'No pudimos verificar tu cuenta de Google.';

describe('sign-in with Google', () => {
  test('a new person: Continuar con Google → issuer → /callback → confirm name and email → survey → config → plan → dashboard', async ({
    page,
  }) => {
    const email = uniqueEmail('google-new');
    const workspaceName = `Estudio Google ${uid()}`;
    await chooseGoogleAccount(page.context(), { sub: `google-${uid()}`, email, name: 'Gabriela Soto' });
    const seen = recordNavigations(page);

    await continueWithGoogle(page);

    // Back from "Google", the app asks the new person to confirm what Google told it.
    await expectPath(page, '/register/confirm');
    expect(wentThroughIssuer(seen), 'the browser visited the issuer').toBe(true);
    expect(cameBackWithCode(seen), 'the issuer sent the browser back to /callback with a code and the state').toBe(true);
    await expectVisible(page.getByRole('heading', { name: 'Confirma tus datos' }));
    await expectVisible(page.getByText('Paso 1 de 4'));
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Gabriela Soto');
    const emailField = page.getByLabel('Correo electrónico');
    expect(await emailField.inputValue()).toBe(email);
    expect(await emailField.isEditable(), 'the email Google proved cannot be changed here').toBe(false);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    // Survey: no email to confirm — Google already proved the address.
    await expectPath(page, '/register/survey');
    await expectVisible(page.getByRole('heading', { name: 'Cuéntanos sobre tu negocio' }));
    await page.getByLabel('Rubro de tu negocio').fill('diseño');
    await page.getByRole('option', { name: 'Diseño gráfico', exact: true }).click();
    await page.getByLabel('¿Cómo nos conociste?').selectOption({ label: 'Recomendación' });
    await page.getByLabel('Tamaño de tu empresa').selectOption({ label: 'Solo yo' });
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    // Config, plan, welcome, dashboard — greeted by the name Google gave.
    await expectPath(page, '/register/config');
    await expectVisible(page.getByRole('heading', { name: 'Configura tu espacio de trabajo' }));
    await page.getByLabel('Nombre del espacio de trabajo').fill(workspaceName);
    await expectVisible(page.getByText('Nombre disponible.'));
    await page.getByLabel('Moneda principal').selectOption('CLP');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    await expectPath(page, '/register/plan');
    await page.getByRole('button', { name: /^Continuar con el plan / }).click();
    await expectPath(page, '/register/welcome');
    await expectVisible(page.getByRole('heading', { name: '¡Te damos la bienvenida a Trato, Gabriela!' }));
    await page.getByRole('link', { name: 'Ir al panel' }).click();

    await expectPath(page, '/dashboard');
    await expectVisible(page.getByRole('heading', { name: 'Hola Gabriela' }));
    await expectVisible(page.getByText(`Esto es lo que sigue para ${workspaceName}.`));
  });

  test('an existing verified account with the same email goes straight to the dashboard', async ({ page }) => {
    const account = await signUpViaApi();
    // Google spells the address in capitals and gives another name: still the same account, and its name stays.
    await chooseGoogleAccount(page.context(), { sub: `google-${uid()}`, email: account.email.toUpperCase(), name: 'Nombre De Google' });
    const seen = recordNavigations(page);

    await continueWithGoogle(page);

    await expectPath(page, '/dashboard');
    expect(wentThroughIssuer(seen), 'the browser visited the issuer').toBe(true);
    await expectVisible(page.getByText(`Sesión iniciada como ${account.email}`));
    await expectVisible(page.getByRole('heading', { name: `Hola ${account.name.split(' ')[0]}` }));
    await expectVisible(page.getByText(`Esto es lo que sigue para ${account.workspace.name}.`));
  });

  test('a state tampered with on the way back shows the error, and a clean retry then works', async ({ page }) => {
    const email = uniqueEmail('google-tampered');
    await chooseGoogleAccount(page.context(), { sub: `google-${uid()}`, email, name: 'Tomás Rojas' });

    // Someone rewrites the state in the issuer's redirect back to the app (the nonce inside it changes; the signature does not).
    let tampered = 0;
    await page.route(
      (u) => u.origin === issuerUrl() && u.pathname === '/authorize',
      async (route) => {
        const response = await route.fetch({ maxRedirects: 0 });
        const back = new URL(response.headers().location!);
        const [payload, mac] = back.searchParams.get('state')!.split('.');
        const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
        back.searchParams.set('state', `${Buffer.from(JSON.stringify({ ...decoded, nonce: 'nonce-de-un-atacante' })).toString('base64url')}.${mac}`);
        tampered += 1;
        await route.fulfill({ status: 302, headers: { location: back.toString() } });
      },
    );

    await continueWithGoogle(page);

    await expectPath(page, '/callback');
    expect(tampered).toBe(1);
    await expectVisible(page.getByText(CALLBACK_FAILED));
    await expectVisible(page.getByText(GOOGLE_FAILED));
    await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
    await expectPath(page, '/login');

    // Nothing was half-made: the same Google account, untouched this time, is still a new person.
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await expectPath(page, '/register/confirm');
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(email);
  });

  test('an expired ID token from the issuer shows the error and signs nobody in', async ({ page }) => {
    await chooseGoogleAccount(page.context(), { sub: `google-${uid()}`, email: uniqueEmail('google-expired'), name: 'Elena Mora' });
    await nextGoogleIdToken(page.context(), { expiresIn: -3600 });

    await continueWithGoogle(page);

    await expectPath(page, '/callback');
    await expectVisible(page.getByText(CALLBACK_FAILED));
    await expectVisible(page.getByText(GOOGLE_FAILED));

    // Not signed in: the dashboard asks to log in.
    await page.goto('/dashboard');
    await expectPath(page, '/login?r=%2Fdashboard');
  });
});
