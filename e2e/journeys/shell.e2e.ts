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
    const lightBackground = await computed(page.locator('body'), 'background-color');

    await openAvatarMenu(page);
    await page.getByRole('menuitemcheckbox', { name: /modo oscuro/i }).or(page.getByRole('menuitem', { name: /modo oscuro/i })).click();
    await eventually(() => htmlIsDark(page), true, 'html gets the dark class');
    await eventually(async () => (await computed(page.locator('body'), 'background-color')) !== lightBackground, true, 'the page background changes');

    await page.reload();
    await expectVisible(page.getByRole('navigation').first());
    expect(await htmlIsDark(page)).toBe(true);
  });

  test("an unknown address shows 'This page could not be found' with a link home", async ({ page }) => {
    await page.goto('/nope');
    await expectVisible(page.getByText('This page could not be found'));
    const home = page.getByRole('link', { name: 'Volver al inicio' });
    await expectVisible(home);
    await home.first().click();
    await expectPath(page, (u) => u.pathname !== '/nope');
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
