import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { baseUrl, describe, expect, inNpmChromium, STEP_TIMEOUT_MS, test } from '../support/fixtures.ts';
import { createSharedProposal, signViaApi } from '../support/public.ts';
import { expectVisible } from '../support/ui.ts';
import { watchCsp } from '../support/csp.ts';

// /p/{slug} is rendered on the server (docs/decisions/0032): the proposal reads with JavaScript off,
// and with it on React hydrates that very markup (no mismatch, no second render) and the page works.

const SCREENSHOTS = join(process.cwd(), 'test-results', 'public-ssr');

async function contextWith(browser: Browser, opts: { javaScript: boolean; width: number; dark?: boolean }): Promise<BrowserContext> {
  const phone = opts.width < 640;
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    viewport: { width: opts.width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: phone,
    colorScheme: opts.dark ? 'dark' : 'light',
    javaScriptEnabled: opts.javaScript,
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  if (opts.javaScript) await watchCsp(context);
  return context;
}

// Debian's Chromium runs the other journeys; this file checks the npm one renders our markup, colours and palettes alike.
inNpmChromium();

describe('the public proposal page, rendered on the server', () => {
  test('with JavaScript off, the proposal reads in full: cover, content, services, total, in light and dark, on a phone and a desktop', async ({ browser }) => {
    const shared = await createSharedProposal();
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const width of [390, 1440]) {
      for (const dark of [false, true]) {
        const context = await contextWith(browser, { javaScript: false, width, dark });
        try {
          const page = await context.newPage();
          const response = await page.goto(`/p/${shared.slug}`);
          expect(response?.status()).toBe(200);
          await expectVisible(page.getByRole('heading', { name: shared.name, level: 1 }));
          await expectVisible(page.getByText('Café Cordillera').first());
          await expectVisible(page.getByRole('heading', { name: 'Propuesta de trabajo' }));
          expect((await page.getByTestId('document-total').textContent())?.replace(/\s+/g, ' ')).toBe('250.000 CLP');
          expect(await page.title()).toBe(`${shared.name} · ${shared.workspace}`);
          // The workspace colour and the palette are there before any script: CSS only.
          const accept = page.getByRole('button', { name: 'Aceptar cotización' }).first();
          expect(await accept.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(124, 58, 237)');
          const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
          expect(background, dark ? 'dark palette' : 'light palette').toBe(dark ? 'rgb(11, 17, 32)' : 'rgb(248, 250, 252)');
          await page.screenshot({ path: join(SCREENSHOTS, `${width}-${dark ? 'dark' : 'light'}.png`), fullPage: true });
        } finally {
          await context.close();
        }
      }
    }
  });

  test('with JavaScript off, a signed proposal shows its signature notice, and an unknown link the not-found page with a 404', async ({ browser }) => {
    const shared = await createSharedProposal();
    await signViaApi(shared);
    const context = await contextWith(browser, { javaScript: false, width: 390 });
    try {
      const page = await context.newPage();
      await page.goto(`/p/${shared.slug}`);
      await expectVisible(page.getByTestId('status-notice'));
      expect(await page.getByTestId('status-notice').textContent()).toContain(shared.contact.name);
      const missing = await page.goto('/p/no-existe-esta-cotizacion');
      expect(missing?.status()).toBe(404);
      await expectVisible(page.getByRole('heading', { name: 'No encontramos esta cotización' }));
    } finally {
      await context.close();
    }
  });

  test('with JavaScript, React hydrates the server markup in place (no mismatch) and the client comments', async ({ page }) => {
    const shared = await createSharedProposal();
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    // Hold the page's app (decision 0044: the boot script, public-*.js, runs; the app, hydrate-*.js,
    // waits) until the server's markup has been marked: after hydration the very same elements must
    // still be there (a mismatch makes React throw them away and render anew).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/p/${shared.slug}`, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { name: shared.name, level: 1 });
    await expectVisible(heading);
    await heading.evaluate((el) => el.setAttribute('data-server-node', 'yes'));
    await page.getByLabel('Tu nombre').evaluate((el) => el.setAttribute('data-server-node', 'yes'));
    release();

    // Hydrated: the comments load (only the browser asks for them).
    await expectVisible(page.getByText('Aún no hay comentarios. Sé el primero en escribir.'));
    expect(await heading.getAttribute('data-server-node')).toBe('yes');
    expect(await page.getByLabel('Tu nombre').getAttribute('data-server-node')).toBe('yes');

    await page.getByLabel('Tu nombre').fill(shared.contact.name);
    await page.getByLabel('Tu correo').fill(shared.contact.email);
    await page.getByPlaceholder('Escribe tu comentario…').fill('¿Se puede empezar en enero?');
    await page.getByRole('button', { name: 'Enviar comentario' }).click();
    await expectVisible(page.getByTestId('comment').filter({ hasText: '¿Se puede empezar en enero?' }));
    // The signature modal (a lazy chunk) opens from the hydrated button.
    await page.getByRole('button', { name: 'Aceptar cotización' }).first().click();
    await expectVisible(page.getByRole('dialog', { name: 'Firma' }));
    expect(errors, 'console errors (a hydration mismatch logs one)').toEqual([]);
  });
});
