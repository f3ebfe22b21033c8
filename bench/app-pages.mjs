// Lighthouse on the signed-in app (issue 33): the portal's /c/project/{id} as the demo portal's
// customer, and the staff /dashboard, /proposals, the SENT demo proposal's page /proposals/{id} and
// /payments as the demo owner. Boots the server as `npm start` runs it on a fresh PGlite data folder
// (the demo workspace seeded; lib/demo-server.mjs), signs the owner in through the API and the
// customer through the portal's own exchange (GET /api/v1/projects/{id}/magic-link as staff, then
// POST /api/auth/customer/login-link with the link as bearer, as /c/login?magic_link=… does), then
// runs Lighthouse's default mobile profile RUNS (default 5) times on each page, the pages taken in
// turn so a slow minute of the machine falls on all of them (lib/signed-in-lighthouse.mjs: the session
// written in localStorage before Lighthouse navigates; a run that ends on another page fails the
// script). Per page: median and spread of score, LCP, TBT, CLS, JS transferred and requests before
// the first data (lib/lighthouse-metrics.mjs says which), against issue 33's targets.
// Serves the existing build: `npm run build` first. Refuses a busy machine (lib/quiet.mjs).
// Run: npm run build && CHROME_PATH=/usr/bin/chromium node --import tsx bench/app-pages.mjs
// RUNS=n · LH_REPORT_DIR=dir keeps every LHR · LH_TRACE_DIR=dir every Chrome trace · SHOW_API=1 prints each page's API requests (first run)
// · PAGES=dashboard,portal measures only the pages whose short name contains one of those words.
import { assertQuietMachine } from './lib/quiet.mjs';
import { demoPages } from './lib/demo-pages.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { apiTimeline, pageMetrics, unmeasured } from './lib/lighthouse-metrics.mjs';
import { mdTable, printResult } from './lib/result.mjs';
import { lighthouseVersion, signedInLighthouse, STREAM_WARNING } from './lib/signed-in-lighthouse.mjs';
import { spread, spreadOf } from './lib/spread.mjs';
import { chromiumPath } from '../scripts/chromium.mjs';

const machine = assertQuietMachine('app-pages');
const RUNS = Number(process.env.RUNS ?? 5);
// CHROME_PATH, else the tests' Chromium: Debian's, else the npm one (scripts/chromium.mjs).
const chromePath = process.env.CHROME_PATH ?? (await chromiumPath());
const reportDir = process.env.LH_REPORT_DIR;

// Issue 33's targets for the portal and the staff pages (Lighthouse mobile, median of the runs).
const TARGETS = [
  { label: 'score ≥ 90', pick: (r) => r.score, met: (v) => v >= 90, show: (s) => spreadOf(s, (r) => r.score) },
  { label: 'LCP ≤ 2.5 s', pick: (r) => r.lcp, met: (v) => v <= 2500, show: (s) => spreadOf(s, (r) => r.lcp, (ms) => (ms / 1000).toFixed(2), 's') },
  { label: 'TBT ≤ 200 ms', pick: (r) => r.tbt, met: (v) => v <= 200, show: (s) => spreadOf(s, (r) => r.tbt, (ms) => ms.toFixed(0), 'ms') },
  { label: 'JS ≤ 170 KB', pick: (r) => r.jsTransfer, met: (v) => v <= 170 * 1024, show: (s) => spreadOf(s, (r) => r.jsTransfer, (b) => (b / 1024).toFixed(1), 'KB') },
  { label: '≤ 15 requests before data', pick: (r) => r.beforeData ?? Infinity, met: (v) => v <= 15, show: (s) => spreadOf(s, (r) => r.beforeData ?? Infinity) },
];
const showCls = (runs) => spreadOf(runs, (r) => r.cls, (n) => n.toFixed(3));

const server = await startDemoServer('app-pages');
try {
  const only = process.env.PAGES?.split(',').filter(Boolean);
  const pages = (await demoPages(server)).filter((p) => !only || only.some((word) => p.short.toLowerCase().includes(word.toLowerCase())));
  if (pages.length === 0) throw new Error(`PAGES=${process.env.PAGES} names none of the pages`);
  console.log(`app pages: ${pages.length} pages × ${RUNS} Lighthouse runs (${lighthouseVersion}, default mobile profile), signed in`);
  for (const page of pages) page.runs = [];
  // Round after round, every page once per round; a run Lighthouse could not measure is replaced (up to RUNS more per page).
  for (let round = 0; pages.some((p) => p.runs.length < RUNS); round++) {
    if (round >= RUNS * 2) throw new Error(`Lighthouse could not measure ${RUNS} runs of every page in ${RUNS * 2} rounds`);
    for (const page of pages.filter((p) => p.runs.length < RUNS)) {
      const lhr = await signedInLighthouse(`${server.origin}${page.path}`, page.storage, { chromePath, reportDir });
      const why = unmeasured(lhr);
      if (why) {
        console.log(`  ${page.short}: run not measured: ${why}`);
        continue;
      }
      const run = pageMetrics(lhr);
      page.runs.push(run);
      // The "loaded too slowly" of every run is the open realtime stream (lib/signed-in-lighthouse.mjs).
      for (const warning of run.warnings.filter((w) => !STREAM_WARNING.test(w))) console.log(`  warning: ${warning}`);
      console.log(
        `  ${page.short} run ${page.runs.length}: score ${run.score}, LCP ${(run.lcp / 1000).toFixed(2)} s (${run.lcpElement.slice(0, 40)}), TBT ${run.tbt.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, JS ${(run.jsTransfer / 1024).toFixed(1)} KB in ${run.jsFiles} files, ${run.beforeData ?? '—'} of ${run.requests} requests before the first data (${run.dataPath ?? 'none'})`,
      );
      if (process.env.SHOW_API === '1' && page.runs.length === 1) for (const line of apiTimeline(lhr)) console.log(`      ${line}`);
    }
  }

  const targets = [];
  const rows = [];
  console.log(`median (min–max) of ${RUNS} runs:`);
  for (const page of pages) {
    const cells = TARGETS.map((t) => {
      const value = spread(page.runs.map(t.pick)).median;
      const met = t.met(value);
      targets.push({ target: `${page.short}: ${t.label}`, value: t.show(page.runs), met });
      return `${t.show(page.runs)} ${met ? '✓' : '✗'}`;
    });
    const dataPaths = [...new Set(page.runs.map((r) => r.dataPath ?? 'none'))].join(', ');
    rows.push([page.short, ...cells, showCls(page.runs), `\`${dataPaths}\``]);
    console.log(`  ${page.name}`);
    TARGETS.forEach((t, i) => console.log(`    ${t.label}: ${cells[i]}`));
    console.log(`    CLS: ${showCls(page.runs)} · first data: ${dataPaths}`);
  }
  const markdown = [
    `Lighthouse ${lighthouseVersion}, default mobile profile (Moto G Power, simulated slow 4G, 4× CPU), signed in (the staff pages as the demo owner, the portal as the demo portal's customer), ${RUNS} runs per page in turns; each cell is the median (min–max) and ✓/✗ against issue 33's target.`,
    '',
    mdTable(['page', 'score ≥ 90', 'LCP ≤ 2.5 s', 'TBT ≤ 200 ms', 'JS ≤ 170 KB (transferred)', 'requests before data ≤ 15', 'CLS', 'first data'], rows),
    '',
    '"Requests before data": the http(s) requests sent before the first response of page data finished — the first request under `/api/v1/` to finish, the session reads (`/api/auth/*`, the portal\'s `/api/v1/customer/projects`), the shell\'s plan (`/api/v1/billing`) and the bell (`…/notifications…`) aside — the document and that data request included; times as Lighthouse observed them (it loads unthrottled and simulates the throttling).',
    ...(machine.note ? ['', machine.note] : []),
  ].join('\n');
  printResult({ section: 'App con sesión: portal y equipo (Lighthouse móvil)', markdown, targets });
} finally {
  await server.stop();
}
