import { mkdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
import { expect, test as base, inject } from 'vitest';
import './context.ts';
import { watchCsp } from './csp.ts';
import { openPageFetches, trackPageFetches } from './page-fetches.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const RESULTS_DIR = join(ROOT, 'test-results');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Where the real server listens (SPA and /api). */
export const baseUrl = (): string => inject('baseUrl');

/** Absolute URL of an app path. */
export const url = (path: string): string => new URL(path, baseUrl()).toString();

/** Timeouts for one step of a journey: generous enough for 2 shared cores, short enough to fail fast. */
export const STEP_TIMEOUT_MS = 10_000;
export const NAVIGATION_TIMEOUT_MS = 20_000;

/** test-results/<journey file>--<test>[--<suffix>].png, the folder made if missing. */
function screenshotPath(testFile: string, testName: string, suffix?: string): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  return join(RESULTS_DIR, `${slug(basename(testFile, '.e2e.ts'))}--${slug(testName)}${suffix ? `--${slug(suffix)}` : ''}.png`);
}

/** Where a failed step of the test now running saves its screenshot. */
export function failureScreenshotPath(suffix?: string): string {
  const state = expect.getState();
  return screenshotPath(state.testPath ?? 'journey', state.currentTestName ?? 'test', suffix);
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90);
}

/**
 * The journey test: one Chromium per worker, shared by the files it runs (a launch costs about a
 * second of both cores on the CI machine, ~50 files); each file still gets a browser with no
 * contexts left from the file before (closed when the file ends), a fresh context (cookies,
 * storage) and page per test, and a full-page screenshot in test-results/ when the test fails.
 */
export const test = base
  .extend('chromium', { scope: 'worker' }, // Vitest reads the first parameter's destructuring to learn a fixture's dependencies; this one has none.
  // eslint-disable-next-line no-empty-pattern
  async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('browser', { scope: 'file' }, async ({ chromium: browser }, { onCleanup }): Promise<Browser> => {
    // What a file opened and did not close (a second person's window) must not reach the next file.
    onCleanup(() => Promise.all(browser.contexts().map((c) => c.close())).then(() => undefined));
    return browser;
  })
  .extend('contextOptions', {} as BrowserContextOptions)
  .extend('context', async ({ browser, contextOptions }, { onCleanup }): Promise<BrowserContext> => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'es-CL',
      timezoneId: 'America/Santiago',
      viewport: { width: 1280, height: 800 },
      ...contextOptions,
    });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    await watchCsp(context);
    onCleanup(() => context.close());
    return context;
  })
  .extend('page', async ({ context, task }, { onCleanup }): Promise<Page> => {
    const page = await context.newPage();
    await trackPageFetches(page);
    const trail: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') trail.push(msg.text());
    });
    page.on('pageerror', (err) => trail.push(`pageerror: ${err.message}`));
    // A request that never got an answer, or a page load the test did not ask for (the app reloads
    // itself after a failed code-chunk load), explain a step that "did nothing" in a failure's output.
    // Requests still waiting for an answer when a step timed out ("Guardando…" for ever): which, and since when.
    const waiting = new Map<Request, number>();
    page.on('request', (req) => waiting.set(req, Date.now()));
    page.on('requestfinished', (req) => waiting.delete(req));
    page.on('requestfailed', (req) => {
      waiting.delete(req);
      trail.push(`request failed: ${req.method()} ${req.url()} (${req.failure()?.errorText ?? 'unknown'})`);
    });
    page.on('load', () => trail.push(`page loaded: ${page.url()}`));
    onCleanup(async () => {
      if (task.result?.state !== 'fail') return;
      const file = screenshotPath(task.file.name, task.name);
      try {
        await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
        console.error(`[e2e] screenshot of the failure: ${file} (at ${page.url()})`);
      } catch (err) {
        console.error(`[e2e] could not take a screenshot: ${(err as Error).message}`);
      }
      if (trail.length) console.error(`[e2e] browser console errors, failed requests and page loads:\n  ${trail.slice(-15).join('\n  ')}`);
      const unanswered = [...waiting].filter(([req]) => req.resourceType() === 'fetch' || req.resourceType() === 'xhr');
      if (unanswered.length) console.error(`[e2e] requests without an answer:\n  ${unanswered.map(([req, at]) => `${req.method()} ${req.url()} (sent ${Math.round((Date.now() - at) / 1000)} s before)`).join('\n  ')}`);
      const open = await openPageFetches(page);
      if (open.length) console.error(`[e2e] fetches the page still waits on (its own count):\n  ${open.join('\n  ')}`);
    });
    return page;
  });

/**
 * The calling suite's files run in the Chromium npm installed (@sparticuz/chromium, decision 0086)
 * instead of Debian's: what a machine without a system browser uses must pass the same journeys. A
 * browser of the file's own, launched for it and closed at its end; call at the file's top level.
 */
export function inNpmChromium(): void {
  // eslint-disable-next-line no-empty-pattern
  test.override('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await chromium.launch({ executablePath: inject('npmChromiumPath'), args: CHROMIUM_ARGS });
    onCleanup(() => browser.close());
    return browser;
  });
}

export { expect, describe } from 'vitest';
