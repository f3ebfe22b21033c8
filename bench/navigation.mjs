// Desktop navigation in Chromium (issue 33): how long a person waits for data after a click, on the
// demo workspace (server as `npm start` runs it, fresh PGlite data folder; lib/demo-server.mjs).
// playwright-core drives CHROME_PATH (/usr/bin/chromium) at 1440×900, no throttling. RUNS (default
// 5) runs, each in a fresh browser context (empty cache, no session): the login form submitted →
// the dashboard's data; then from the sidebar «Cotizaciones», «Pagos», «Calendario», «Servicios»
// (cold: the page's first visit) and the same four again (cached: code and data already loaded).
// A time runs from the click event in the page to the first animation frame at which the page's
// data element is in the DOM and laid out (DATA below: the journeys' test ids), both read in the
// page (performance clock), so no round trip of the driver is counted. Between clicks it waits
// PAUSE_MS (500) as a person reads before clicking on. Medians and spreads against issue 33's
// targets: login → dashboard ≤ 1 s, a cold page ≤ 1 s, a cached page ≤ 300 ms.
// Serves the existing build: `npm run build` first. Refuses a busy machine (lib/quiet.mjs).
// Run: npm run build && CHROME_PATH=/usr/bin/chromium node --import tsx bench/navigation.mjs
/* global window, document, location, requestAnimationFrame -- used inside page.evaluate, in the browser */
import { chromium } from 'playwright-core';
import { assertQuietMachine } from './lib/quiet.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { mdTable, printResult } from './lib/result.mjs';
import { spread, spreadOf } from './lib/spread.mjs';
import { chromiumPath } from '../scripts/chromium.mjs';

const machine = assertQuietMachine('navigation');
const RUNS = Number(process.env.RUNS ?? 5);
const PAUSE_MS = Number(process.env.PAUSE_MS ?? 500);
// CHROME_PATH, else the tests' Chromium: Debian's, else the npm one (scripts/chromium.mjs).
const chromePath = process.env.CHROME_PATH ?? (await chromiumPath());

// What "its data is visible" means on each page: an element that exists only once the page's data came.
const DASHBOARD = { path: '/dashboard', selector: '[data-testid="latest-proposal"]' };
const PAGES = [
  { link: 'Cotizaciones', path: '/proposals', selector: '[data-testid="proposal-row"]' },
  { link: 'Pagos', path: '/payments', selector: '[data-testid="payment-row"]' },
  { link: 'Calendario', path: '/calendar', selector: '[data-testid="calendar-chip"]' },
  { link: 'Servicios', path: '/services', selector: '[data-testid="service-row"]' },
];

/** Arms the page to note the time of its next click event (its own clock). */
const armClick = (page) =>
  page.evaluate(() => {
    window.__benchClickAt = null;
    document.addEventListener('click', (event) => (window.__benchClickAt = event.timeStamp), { capture: true, once: true });
  });

/**
 * Ms from the armed click to the first frame where `path` is the location and `selector` matches a
 * laid-out element; rejects after 30 s. Started before the click: it only looks after the click.
 */
const dataVisibleAfterClick = (page, { path, selector }) =>
  page.evaluate(
    ({ path, selector }) =>
      new Promise((resolve, reject) => {
        const deadline = performance.now() + 30_000;
        const frame = () => {
          const clickedAt = window.__benchClickAt;
          if (clickedAt !== null && location.pathname === path) {
            const element = document.querySelector(selector);
            if (element && element.getBoundingClientRect().height > 0) return resolve(performance.now() - clickedAt);
          }
          if (performance.now() > deadline) return reject(new Error(`${selector} not visible on ${path} 30 s after the click (at ${location.pathname})`));
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    { path, selector },
  );

/** Clicks `target` and resolves to the ms until `page`'s data is visible (see dataVisibleAfterClick). */
async function timeClick(page, target, goal) {
  await armClick(page);
  const visible = dataVisibleAfterClick(page, goal);
  await target.click();
  return visible;
}

/** One run in a fresh context: { login, cold: { Cotizaciones: ms, … }, cached: { … } }. */
async function oneRun(browser, server) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'es-CL' });
  try {
    const page = await context.newPage();
    await page.goto(`${server.origin}/login`);
    await page.getByLabel('Correo electrónico').fill(server.demoLogin.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(server.demoLogin.password);
    const login = await timeClick(page, page.getByRole('button', { name: 'Iniciar sesión' }), DASHBOARD);
    const sidebar = page.getByRole('navigation', { name: 'Navegación principal' });
    const run = { login, cold: {}, cached: {} };
    for (const round of ['cold', 'cached']) {
      for (const target of PAGES) {
        await page.waitForTimeout(PAUSE_MS);
        run[round][target.link] = await timeClick(page, sidebar.getByRole('link', { name: target.link, exact: true }), target);
      }
    }
    return run;
  } finally {
    await context.close();
  }
}

const server = await startDemoServer('navigation');
let browser;
try {
  browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  console.log(`navigation: ${RUNS} runs, Chromium ${browser.version()} at 1440×900, no throttling, ${PAUSE_MS} ms between clicks`);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await oneRun(browser, server);
    runs.push(run);
    const list = (round) => PAGES.map((p) => `${p.link} ${run[round][p.link].toFixed(0)}`).join(', ');
    console.log(`  run ${i + 1}: login → dashboard ${run.login.toFixed(0)} ms · cold: ${list('cold')} ms · cached: ${list('cached')} ms`);
  }
  const ms = (n) => n.toFixed(0);
  const measures = [
    { label: 'login → dashboard data', limit: 1000, pick: (r) => r.login },
    ...PAGES.map((p) => ({ label: `«${p.link}» cold (first visit)`, limit: 1000, pick: (r) => r.cold[p.link] })),
    ...PAGES.map((p) => ({ label: `«${p.link}» cached`, limit: 300, pick: (r) => r.cached[p.link] })),
  ];
  const targets = measures.map((m) => {
    const median = spread(runs.map(m.pick)).median;
    return { target: `${m.label} ≤ ${m.limit} ms`, value: spreadOf(runs, m.pick, ms, 'ms'), met: median <= m.limit };
  });
  console.log(`median (min–max) of ${RUNS} runs:`);
  for (const t of targets) console.log(`  ${t.target}: ${t.value} ${t.met ? '(met)' : '(NOT met)'}`);
  const markdown = [
    `Chromium ${browser.version()} (playwright-core), 1440×900, no throttling, demo workspace; ${RUNS} runs, each in a fresh browser context; from the click to the first frame showing the page's data (${[DASHBOARD, ...PAGES].map((p) => `${p.path} \`${p.selector}\``).join(', ')}), ${PAUSE_MS} ms between clicks. Median (min–max).`,
    '',
    mdTable(['step', 'target', 'measured', 'met'], targets.map((t) => [t.target.replace(/ ≤ .*/, ''), t.target.replace(/^.* ≤ /, '≤ '), t.value, t.met ? '✓' : '✗'])),
    ...(machine.note ? ['', machine.note] : []),
  ].join('\n');
  printResult({ section: 'Navegación de escritorio (Chromium)', markdown, targets });
} finally {
  await browser?.close();
  await server.stop();
}
