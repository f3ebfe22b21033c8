// Lighthouse on a page of the app as a signed-in person opens it. The app keeps its session in
// localStorage (the staff token in trato.token, the customer's in trato.customerToken), which
// Lighthouse clears before a run: so each run gets a fresh Chrome (empty profile, empty cache), the
// session is written into the origin's localStorage through CDP first (playwright-core's
// connectOverCDP, on /api/health: a page of the origin that loads none of the app, so nothing of the
// app is cached before the run), and Lighthouse runs with `disableStorageReset: true`. Its default
// config is the mobile profile (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown).
/* global window -- used inside page.evaluate, in the browser */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

export const lighthouseVersion = JSON.parse(fs.readFileSync(new URL(import.meta.resolve('lighthouse/package.json')), 'utf8')).version;

// The signed-in app keeps its realtime stream open (a fetch() of High priority, decision 0024), which
// Lighthouse counts as a critical request still in flight: its "page fully loaded" wait never ends
// and runs to maxWaitForLoad (45 s by default), every run, warning "The page loaded too slowly". The
// figures come from the trace and the simulation, not from that wait, so it is cut to
// LH_MAX_WAIT_MS (15 s: each page here shows its data within 3 s of observed time) and the warning
// it gives is expected (STREAM_WARNING).
const MAX_WAIT_FOR_LOAD_MS = Number(process.env.LH_MAX_WAIT_MS ?? 15_000);
export const STREAM_WARNING = /loaded too slowly to finish within the time limit/;

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Writes `storage` (key → value) into the localStorage of `origin` in the Chrome listening on `port`. */
async function writeLocalStorage(port, origin, storage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${origin}/api/health`);
    await page.evaluate((entries) => {
      for (const [key, value] of entries) window.localStorage.setItem(key, value);
    }, Object.entries(storage));
    // Whatever that visit cached (nothing of the app's, but be sure): the run starts cold.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Connected over CDP: this disconnects and leaves Chrome (and its localStorage) running.
    await browser.close();
  }
}

/**
 * One Lighthouse run of `url` with `storage` in the origin's localStorage. Resolves to the LHR.
 * Throws when the page Lighthouse ended on is not the one asked for (the app sent it to a login page:
 * the session did not take), so a signed-out page is never measured as if it were the page.
 */
export async function signedInLighthouse(url, storage, { chromePath, reportDir, traceDir = process.env.LH_TRACE_DIR } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    await writeLocalStorage(chrome.port, new URL(url).origin, storage);
    const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true, maxWaitForLoad: MAX_WAIT_FOR_LOAD_MS });
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true });
      fs.writeFileSync(path.join(reportDir, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    // LH_TRACE_DIR keeps each run's Chrome trace (observed, unthrottled), to find what a long task was.
    if (traceDir) {
      fs.mkdirSync(traceDir, { recursive: true });
      fs.writeFileSync(path.join(traceDir, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.trace.json`), JSON.stringify(artifacts.Trace));
    }
    const landed = new URL(lhr.finalDisplayedUrl);
    if (landed.pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse asked for ${new URL(url).pathname} and ended on ${landed.pathname}${landed.search}: the session was not taken, nothing measured`);
    }
    return lhr;
  } finally {
    await chrome.kill();
  }
}
