import { expectNoViolations, scan } from '../support/axe.ts';
import { describe, test } from '../support/fixtures.ts';
import { expectPath, expectVisible } from '../support/ui.ts';

/** axe-core on the pages of a visitor who is not signed in (issue 14): login, sign-up, forgotten password, portal login. */
describe('accessibility of the sign-in pages', () => {
  test('login, sign-up, forgotten password and the portal login have no serious or critical violations', async ({ page }) => {
    const found: string[] = [];
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Inicia sesión' }));
    found.push(...(await scan(page, '/login')));

    await page.getByRole('link', { name: /olvidaste/i }).click();
    await expectPath(page, '/auth/forgot');
    found.push(...(await scan(page, '/auth/forgot')));

    await page.goto('/login');
    await page.getByRole('link', { name: /crea|regístrate|crear cuenta/i }).first().click();
    await expectPath(page, (u) => u.pathname.startsWith('/register'));
    found.push(...(await scan(page, '/register')));

    await page.goto('/c/files');
    await expectPath(page, '/c/login');
    await expectVisible(page.getByLabel('Correo electrónico'));
    found.push(...(await scan(page, '/c/login')));
    expectNoViolations(found);
  });
});
