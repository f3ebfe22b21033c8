import { signUpViaApi } from '../support/api.ts';
import { describe, test } from '../support/fixtures.ts';
import { expectPath, expectVisible, loginViaUi, openAvatarMenu, submitLogin } from '../support/ui.ts';

describe('session', () => {
  test('logging out from the avatar menu lands on /login, and /dashboard then asks to log in again', async ({ page }) => {
    const account = await signUpViaApi();
    await loginViaUi(page, account);
    await expectPath(page, '/dashboard');

    await openAvatarMenu(page);
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expectPath(page, '/login');
    await expectVisible(page.getByRole('button', { name: 'Iniciar sesión' }));

    await page.goto('/dashboard');
    await expectPath(page, '/login?r=%2Fdashboard');
    await expectVisible(page.getByRole('button', { name: 'Iniciar sesión' }));
  });

  test('/login?r=/settings returns to /settings after login and greets with a toast', async ({ page }) => {
    const account = await signUpViaApi();
    await page.goto('/login?r=/settings');
    await submitLogin(page, account.email, account.password);
    await expectPath(page, '/settings');
    await expectVisible(page.getByText(`Sesión iniciada como ${account.email}`));
  });

  test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
    const account = await signUpViaApi();
    await page.goto('/login');
    await submitLogin(page, account.email, `${account.password}-mal`);
    await expectVisible(page.getByText('Correo o contraseña incorrectos.'));
    await expectPath(page, '/login');
  });
});
