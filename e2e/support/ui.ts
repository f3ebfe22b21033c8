import type { FileChooser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { failureScreenshotPath, STEP_TIMEOUT_MS } from './fixtures.ts';

/**
 * Small waiting assertions in the spirit of Playwright Test's web-first `expect` (not part of
 * playwright-core): each waits for what a person would notice, then fails with a readable message.
 */

export async function expectVisible(locator: Locator, timeout = STEP_TIMEOUT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`Expected to see ${String(locator)} within ${timeout / 1000} s${await screenshotOf(locator.page())}`);
  }
}

/**
 * The page a failed step looked at, as it is now: the fixture's screenshot only shows the test's
 * first page, and a journey often fails in a second context (the client's, the operator's).
 */
async function screenshotOf(page: Page): Promise<string> {
  const path = failureScreenshotPath(`step-${Date.now().toString(36)}`);
  try {
    await page.screenshot({ path, fullPage: true, timeout: 5_000 });
    return ` (screenshot: ${path}, at ${page.url()})`;
  } catch {
    return '';
  }
}

/**
 * Waits until a control can be used. Needed before `press`: unlike `click`, Playwright's `press`
 * does not wait for an enabled element, and a disabled button cannot take focus, so the key goes to
 * the page and nothing happens (a list disables its buttons while a save refreshes it).
 */
export async function expectEnabled(locator: Locator, timeout = STEP_TIMEOUT_MS): Promise<void> {
  try {
    await expect.poll(() => locator.isEnabled(), { timeout, interval: 100 }).toBe(true);
  } catch {
    throw new Error(`Expected ${String(locator)} to be enabled within ${timeout / 1000} s${await screenshotOf(locator.page())}`);
  }
}

export async function expectHidden(locator: Locator, timeout = STEP_TIMEOUT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Error(`Expected ${String(locator)} to be hidden within ${timeout / 1000} s${await screenshotOf(locator.page())}`);
  }
}

/**
 * Waits until the page is at the expected place: a string is the exact path (or path + search), a
 * RegExp is tested against path + search, a function gets the URL.
 */
export async function expectPath(page: Page, path: string | RegExp | ((u: URL) => boolean), timeout = 15_000): Promise<void> {
  const matches = (u: URL) => {
    const full = `${u.pathname}${u.search}`;
    if (typeof path === 'function') return path(u);
    return typeof path === 'string' ? u.pathname === path || full === path : path.test(full);
  };
  try {
    await page.waitForURL(matches, { timeout, waitUntil: 'commit' });
  } catch {
    const now = new URL(page.url());
    const shown = await page
      .locator('body')
      .innerText({ timeout: 1_000 })
      .then((t) => t.replace(/\s+/g, ' ').trim().slice(0, 200))
      .catch(() => '');
    throw new Error(
      `Expected to be at ${String(path)} within ${timeout / 1000} s, but the page is at ${now.pathname}${now.search}${shown ? ` showing "${shown}"` : ''}`,
    );
  }
}

/**
 * The next file chooser the page opens. Call it well before the click or key press that opens the
 * chooser: Playwright turns Chromium's chooser interception on when the first listener is added and
 * does not wait for it, so `waitForEvent('filechooser')` right before the press races with it (a CI
 * run lost the chooser that way). The test's own timeout bounds the wait.
 */
export function nextFileChooser(page: Page): Promise<FileChooser> {
  return new Promise((resolve) => page.once('filechooser', resolve));
}

/** Polls a value until it equals what is expected. */
export async function eventually<T>(read: () => Promise<T>, expected: T, message: string, timeout = STEP_TIMEOUT_MS): Promise<void> {
  await expect.poll(read, { timeout, interval: 100, message }).toEqual(expected);
}

/**
 * Where an element comes to rest: waits two frames (so a transition the last style change triggered
 * has started), then for every running CSS animation and transition on it and inside it to finish.
 */
export async function restingBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await locator.evaluate(async (el) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
  });
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not visible');
  return box;
}

/** "#1d4ed8" → "rgb(29, 78, 216)", the form getComputedStyle answers in. */
export function hexToRgb(hex: string): string {
  const h = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The computed CSS property of the first element matched, as the browser paints it. */
export function computed(locator: Locator, property: 'color' | 'background-color' | 'border-color'): Promise<string> {
  return locator.first().evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);
}

/** Fills the provider login form and submits it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Logs in through the real login screen; lands wherever the app sends a returning user. */
export async function loginViaUi(page: Page, account: { email: string; password: string }, path = '/login'): Promise<void> {
  await page.goto(path);
  await submitLogin(page, account.email, account.password);
  await expectPath(page, (u) => !u.pathname.startsWith('/login'));
}

/** Opens the avatar (profile) menu in the header. */
export async function openAvatarMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /menú de usuario|perfil|cuenta/i }).click();
  await expectVisible(page.getByRole('menu'));
}
