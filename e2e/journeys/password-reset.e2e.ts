import { signUpViaApi, strongPassword } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { extractLink, lastEmailId, waitForEmail } from '../support/mail.ts';
import { phoneContext } from '../support/public.ts';
import { expectPath, expectVisible, loginViaUi, submitLogin } from '../support/ui.ts';

describe('forgotten password', () => {
  test('reset through the emailed link; the new password works, the old one, the used link and sessions open elsewhere do not', async ({ page, browser }) => {
    const account = await signUpViaApi();
    const newPassword = strongPassword();
    const before = await lastEmailId(account.email);

    // Signed in on another device before the reset.
    const phone = await phoneContext(browser);
    const elsewhere = await phone.newPage();
    await loginViaUi(elsewhere, account);
    await expectPath(elsewhere, '/dashboard');

    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expectPath(page, '/auth/forgot');
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expectVisible(page.getByText('Si existe una cuenta con ese correo, te enviamos un enlace para restablecer la contraseña.'));

    const mail = await waitForEmail({ to: account.email, body: '/auth/reset', afterId: before });
    const link = extractLink(mail, '/auth/reset');
    expect(new URL(link).searchParams.get('token')).toBeTruthy();

    await page.goto(link);
    await expectPath(page, '/auth/reset');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expectVisible(page.getByText('Tu contraseña se actualizó. Ya puedes iniciar sesión.'));
    await expectPath(page, '/login');

    // The reset ended the session on the other device: its next page asks to sign in again.
    await elsewhere.goto('/settings');
    await expectPath(elsewhere, '/login');
    await phone.close();

    // The same link cannot be used twice.
    await page.goto(link);
    const another = strongPassword();
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(another);
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill(another);
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expectVisible(page.getByText('El enlace no es válido o ha expirado. Solicita uno nuevo.'));

    // The old password is refused…
    await page.goto('/login');
    await submitLogin(page, account.email, account.password);
    await expectVisible(page.getByText('Correo o contraseña incorrectos.'));

    // …the new one lets them in.
    await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectPath(page, '/dashboard');
  });
});
