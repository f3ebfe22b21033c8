import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, STEP_TIMEOUT_MS, test } from '../support/fixtures.ts';
import { createSharedProposal, phoneContext, uploadLogo, type SharedProposal } from '../support/public.ts';
import { eventually, expectVisible } from '../support/ui.ts';

// /p/{slug} paints the server's markup first and loads its app after that paint (docs/decisions/0044):
// a tap on a button meanwhile is kept and played once the app has hydrated, and the theme's logo is
// chosen by CSS, before any of the app's JavaScript.

// The app's own script (hydrate-*.js); the boot script (public-*.js) is not held.
const APP_SCRIPT = /\/assets\/hydrate-[^/]+\.js$/;

type Held = { release: () => void; requested: Promise<void> };

/** Holds the app's script until `release()`: the page shows the server's markup, run by the boot script alone. */
async function holdApp(page: Page): Promise<Held> {
  let release!: () => void;
  let requested!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(APP_SCRIPT, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  return { release, requested: asked };
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Opens the proposal with the app held, once the boot script has run (it takes `theme-auto` off <html>) and asked for the app. */
async function openHeld(context: BrowserContext, shared: SharedProposal): Promise<{ page: Page; held: Held; errors: string[] }> {
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const held = await holdApp(page);
  await page.goto(`/p/${shared.slug}`, { waitUntil: 'commit' });
  await expectVisible(page.getByRole('heading', { name: shared.name, level: 1 }));
  await held.requested;
  expect(await page.evaluate(() => document.documentElement.classList.contains('theme-auto'))).toBe(false);
  return { page, held, errors };
}

describe('the public proposal before its app has loaded', () => {
  test('the app is asked for after the first paint; a tap on «Aceptar cotización» meanwhile opens the signature once it has loaded', async ({ browser }) => {
    const shared = await createSharedProposal();
    const phone = await phoneContext(browser);
    try {
      const { page, held, errors } = await openHeld(phone, shared);
      // Tapped twice, impatiently: nothing happens yet (no JavaScript for it), and nothing leaves the page.
      const accept = page.getByRole('button', { name: 'Aceptar cotización' }).first();
      await accept.tap();
      await accept.tap();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(`/p/${shared.slug}`);

      held.release();
      // Hydrated, the tap is played: the signature modal (a lazy chunk) opens, one of it.
      const dialog = page.getByRole('dialog', { name: 'Firma' });
      await expectVisible(dialog);
      expect(await page.getByRole('dialog').count()).toBe(1);
      // The boot script asked for the app once the page had painted, not before (resource timing
      // lists a request once it has ended, so this is read after the release).
      const order = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        app: performance.getEntriesByType('resource').find((entry) => /\/assets\/hydrate-[^/]+\.js$/.test(entry.name))?.startTime ?? null,
      }));
      expect(order.paint).not.toBeNull();
      expect(order.app).not.toBeNull();
      expect(order.app!).toBeGreaterThan(order.paint!);
      // The server's nodes were kept (a mismatch would have replaced them and dropped the tap) and nothing complained.
      await expectVisible(page.getByText('Aún no hay comentarios. Sé el primero en escribir.'));
      expect(errors, 'console errors (a hydration mismatch logs one)').toEqual([]);
    } finally {
      await phone.close();
    }
  });

  test('a tap on the actions menu before the app opens it once the app has loaded (played once: twice would close it again)', async ({ browser }) => {
    const shared = await createSharedProposal();
    const phone = await phoneContext(browser);
    try {
      const { page, held, errors } = await openHeld(phone, shared);
      await page.getByRole('button', { name: 'Más acciones' }).tap();
      expect(await page.getByRole('menu').count()).toBe(0);
      held.release();
      const menu = page.getByRole('menu', { name: 'Más acciones' });
      await expectVisible(menu);
      await expectVisible(menu.getByRole('menuitem', { name: 'Ver como PDF' }));
      // Still open a moment later: not toggled a second time.
      await page.waitForTimeout(300);
      expect(await menu.isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  test('what a guest typed into the comment form before the app loaded is kept: the comment is sent as typed', async ({ browser }) => {
    const shared = await createSharedProposal();
    const phone = await phoneContext(browser);
    try {
      const { page, held, errors } = await openHeld(phone, shared);
      await page.getByLabel('Tu nombre').fill('Lucía Pérez');
      await page.getByLabel('Tu correo').fill('lucia@example.com');
      await page.getByPlaceholder('Escribe tu comentario…').fill('Escrito antes de que cargara.');
      held.release();
      // Once hydrated the form holds what is on screen: sending needs nothing typed again.
      const send = page.getByRole('button', { name: 'Enviar comentario' });
      await expectVisible(page.getByText('Aún no hay comentarios. Sé el primero en escribir.'));
      // Hydration sets the fields to the form's state: the text is put back, not lost.
      await eventually(() => page.getByPlaceholder('Escribe tu comentario…').inputValue(), 'Escrito antes de que cargara.', 'the comment typed before');
      expect(await page.getByLabel('Tu correo').inputValue()).toBe('lucia@example.com');
      await send.click();
      const posted = page.getByTestId('comment').filter({ hasText: 'Escrito antes de que cargara.' });
      await expectVisible(posted.getByText('Lucía Pérez'));
      expect(await page.getByPlaceholder('Escribe tu comentario…').inputValue()).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  test('in dark mode the dark logo is the one shown from the first paint, with the app held, and stays once it has loaded', async ({ browser }) => {
    const shared = await createSharedProposal();
    const light = await uploadLogo(shared.account, false);
    const dark = await uploadLogo(shared.account, true);
    const night = await phoneContext(browser, 'dark');
    try {
      const { page, held, errors } = await openHeld(night, shared);
      const name = `Logo de ${shared.workspace}`;
      // Both are in the server's markup; CSS shows one (hidden images are not in the accessibility tree).
      expect(await page.locator(`img[alt="${name}"]`).evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).toEqual([light, dark]);
      const shown = page.getByRole('img', { name });
      expect(await shown.getAttribute('src')).toBe(dark);
      // Laid out by CSS before any script, then painted once the file arrives, the app still held
      // (with two journey files at a time the download can take a moment: wait for it, app held).
      expect(await shown.evaluate((img) => getComputedStyle(img).display)).not.toBe('none');
      await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).getBoundingClientRect().width > 0), { timeout: STEP_TIMEOUT_MS }).toBe(true);

      held.release();
      await expectVisible(page.getByText('Aún no hay comentarios. Sé el primero en escribir.'));
      expect(await page.getByRole('img', { name }).getAttribute('src')).toBe(dark);
      // The system turning light switches it, by CSS again.
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => page.getByRole('img', { name }).getAttribute('src')).toBe(light);
      expect(errors).toEqual([]);
    } finally {
      await night.close();
    }
  });
});
