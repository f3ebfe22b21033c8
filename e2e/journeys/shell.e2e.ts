import type { Page } from 'playwright-core';
import { signUpViaApi } from '../support/api.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { computed, eventually, expectHidden, expectPath, expectVisible, loginViaUi, openAvatarMenu } from '../support/ui.ts';

const htmlIsDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('app shell', () => {
  test('dark mode switched on in the avatar menu survives a reload', async ({ page }) => {
    const account = await signUpViaApi();
    await loginViaUi(page, account);
    await expectPath(page, '/dashboard');
    expect(await htmlIsDark(page)).toBe(false);
    const body = page.locator('body');
    const lightBackground = await computed(body, 'background-color');

    await openAvatarMenu(page);
    const darkToggle = page.getByRole('menuitemcheckbox', { name: 'Modo oscuro' });
    expect(await darkToggle.getAttribute('aria-checked')).toBe('false');
    await darkToggle.click();
    await eventually(() => htmlIsDark(page), true, 'html gets the dark class');
    await eventually(async () => (await computed(body, 'background-color')) !== lightBackground, true, 'the page background turns dark');
    const darkBackground = await computed(body, 'background-color');

    await page.reload();
    await expectVisible(page.getByRole('heading', { name: /^Hola/ }));
    expect(await htmlIsDark(page)).toBe(true);
    expect(await computed(body, 'background-color')).toBe(darkBackground);
    await openAvatarMenu(page);
    expect(await page.getByRole('menuitemcheckbox', { name: 'Modo oscuro' }).getAttribute('aria-checked')).toBe('true');
  });

  test('opening the site root as a visitor shows the login page', async ({ page }) => {
    await page.goto('/');
    await expectPath(page, '/login?r=%2Fdashboard');
    await expectVisible(page.getByRole('heading', { name: 'Inicia sesión' }));
    await expectVisible(page.getByRole('button', { name: 'Iniciar sesión' }));
  });

  test("an unknown address shows 'No encontramos esta página' with a link home", async ({ page }) => {
    await page.goto('/nope');
    await expectVisible(page.getByText('No encontramos esta página'));
    const home = page.getByRole('link', { name: 'Volver al inicio' });
    await expectVisible(home);
    await home.click();
    // Home for a visitor who is not signed in is the login page.
    await expectPath(page, '/login');
    await expectVisible(page.getByRole('button', { name: 'Iniciar sesión' }));
  });
});

describe('on a 390 px wide phone', () => {
  test.override('contextOptions', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sidebar starts collapsed, a menu button opens it and its links navigate', async ({ page }) => {
    const account = await signUpViaApi();
    await loginViaUi(page, account, '/login?r=%2Fsettings');
    await expectPath(page, '/settings');

    const home = page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Inicio', exact: true });
    await expectHidden(home);
    const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSideways()).toBe(true);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expectVisible(home);
    await home.first().click();
    await expectPath(page, '/dashboard');
    await expectHidden(home);
    expect(await noSideways()).toBe(true);
  });
});
