// Lighthouse on the public proposal page (/p/{slug}): boots `npm start`'s server on a fresh data
// folder (PGlite), signs in to the demo workspace it seeds, takes its SENT proposal (cover, rich
// content with a table, services, an installment plan) and runs Lighthouse's default mobile profile
// five times (RUNS=n). Prints each run and the median performance score, LCP, CLS, TBT and the
// JavaScript transferred against issue 13's targets, then one BENCH_RESULT line (bench/README.md).
// It serves the web build that exists (apps/web/dist and its server entry apps/web/dist-ssr, or
// WEB_DIST_DIR): build it first. It also says whether the page came rendered by the server.
// Run: npm run build && CHROME_PATH=/usr/bin/chromium node bench/public-page.mjs
// LH_REPORT_DIR=/tmp/lh keeps every run's Lighthouse JSON (LCP breakdown, request chains, bootup…).
// It refuses a busy machine (bench/lib/quiet.mjs: exit 2 unless BENCH_ALLOW_BUSY=1) and prints every
// figure as «median (min–max)» over the runs. It reports; it is not a test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { apiCall } from './lib/http.mjs';
import { sendLongProposal } from './lib/long-proposal.mjs';
import { pageMetrics } from './lib/lighthouse-metrics.mjs';
import { assertQuietMachine } from './lib/quiet.mjs';
import { spread, spreadOf } from './lib/spread.mjs';
import { chromiumPath } from '../scripts/chromium.mjs';

const lighthouseVersion = JSON.parse(fs.readFileSync(new URL(import.meta.resolve('lighthouse/package.json')), 'utf8')).version;

// Before anything of ours runs: a busy machine gives no figure (exit 2) unless BENCH_ALLOW_BUSY=1.
const machine = assertQuietMachine('public-page');
const RUNS = Number(process.env.RUNS ?? 5);
// PROPOSAL=long: measure issue 33's long proposal (30 blocks, 15 services) instead of the demo one.
const LONG = process.env.PROPOSAL === 'long';
// CHROME_PATH, else the tests' Chromium: Debian's, else the npm one (scripts/chromium.mjs).
const chromePath = process.env.CHROME_PATH ?? (await chromiumPath());
const port = 3900 + Math.floor(Math.random() * 90);
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-bench-public-'));

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  // DATABASE_URL emptied: the embedded database in DATA_DIR (with one set, the server would also want APP_SECRET).
  env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_URL: origin },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const call = (method, url, opts) => apiCall(origin, method, url, opts);

async function waitHealthy() {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - started > 120_000) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The demo workspace's SENT proposal, found through the API as the provider would. */
async function seededSlug() {
  const { password } = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-login.json'), 'utf8'));
  const login = await call('POST', '/auth/login', { body: { email: 'demo@trato.app', password } });
  const token = login.token?.access_token ?? login.access_token;
  const list = await call('GET', '/v1/proposals?type=proposal&status=SENT', { token });
  const proposal = list.data[0];
  if (!proposal) throw new Error('the demo workspace has no SENT proposal');
  if (LONG) return sendLongProposal(call, token, (await call('GET', `/v1/proposals/${proposal.id}`, { token })).data);
  return { slug: proposal.slug, name: proposal.name };
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    // No config: Lighthouse's default mobile profile (Moto G Power emulation, simulated slow 4G, 4× CPU).
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const { lhr } = result;
    // LH_REPORT_DIR=dir keeps each run's full report (every audit's details) to see what LCP waits for.
    if (process.env.LH_REPORT_DIR) {
      fs.mkdirSync(process.env.LH_REPORT_DIR, { recursive: true });
      fs.writeFileSync(path.join(process.env.LH_REPORT_DIR, `run-${Date.now()}.json`), JSON.stringify(lhr));
    }
    // A run Lighthouse could not measure (the page did not paint in time on a loaded machine, …).
    if (lhr.runtimeError || typeof lhr.audits['largest-contentful-paint']?.numericValue !== 'number' || typeof lhr.audits['cumulative-layout-shift']?.numericValue !== 'number') {
      return { failed: lhr.runtimeError?.message ?? 'no LCP/CLS measured' };
    }
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
    // The figures every Lighthouse bench reads (lib/lighthouse-metrics.mjs), plus this page's script detail.
    return {
      ...pageMetrics(lhr),
      jsResource: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
      scripts: scripts.map((item) => ({ url: new URL(item.url).pathname, transfer: item.transferSize ?? 0, resource: item.resourceSize ?? 0 })),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

try {
  await waitHealthy();
  const { slug, name } = await seededSlug();
  const url = `${origin}/p/${slug}`;
  // Rendered on the server: the proposal's name is in the first response, before any script.
  const html = await (await fetch(url)).text();
  const ssr = html.includes('id="public-state"') && html.includes(escapeHtml(name));
  console.log(`public page: ${url} («${name}»), ${RUNS} Lighthouse runs, default mobile profile`);
  const runs = [];
  // Up to twice RUNS attempts: a run Lighthouse could not measure is reported and replaced.
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
    const run = await audit(url);
    if (run.failed) {
      console.log(`  attempt ${attempt + 1} not measured: ${run.failed}`);
      continue;
    }
    runs.push(run);
    for (const warning of run.warnings) console.log(`  warning: ${warning}`);
    console.log(
      `  run ${runs.length}: score ${run.score}, LCP ${(run.lcp / 1000).toFixed(2)} s (${run.lcpElement.slice(0, 60)}), CLS ${run.cls.toFixed(3)}, TBT ${run.tbt.toFixed(0)} ms, JS ${(run.jsTransfer / 1024).toFixed(1)} KB transferred in ${run.jsFiles} files`,
    );
  }
  if (runs.length === 0) throw new Error('Lighthouse measured no run');
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const med = (pick) => spread(runs.map(pick)).median;
  // Each figure as «median (min–max)» over the runs.
  const seconds = (ms) => (ms / 1000).toFixed(2);
  const shown = {
    score: spreadOf(runs, (r) => r.score),
    lcp: spreadOf(runs, (r) => r.lcp, seconds, 's'),
    cls: spreadOf(runs, (r) => r.cls, (n) => n.toFixed(3)),
    tbt: spreadOf(runs, (r) => r.tbt, (n) => n.toFixed(0), 'ms'),
    js: spreadOf(runs, (r) => r.jsTransfer, (n) => (n / 1024).toFixed(1), 'KB'),
  };
  const score = med((r) => r.score);
  const lcp = med((r) => r.lcp);
  const cls = med((r) => r.cls);
  const tbt = med((r) => r.tbt);
  const js = med((r) => r.jsTransfer);
  // Issue 13, target 4.
  const targets = [
    { target: 'Lighthouse mobile score ≥ 98', value: shown.score, met: score >= 98 },
    { target: 'LCP ≤ 1.5 s', value: shown.lcp, met: lcp <= 1500 },
    { target: 'CLS ≤ 0.05', value: shown.cls, met: cls <= 0.05 },
    { target: 'TBT ≤ 100 ms', value: shown.tbt, met: tbt <= 100 },
    { target: 'JS ≤ 90 KB transferred', value: shown.js, met: js <= 90 * 1024 },
    { target: '/p/{slug} rendered on the server', value: ssr ? 'yes' : 'no', met: ssr },
  ];
  console.log(`median of ${runs.length} (min–max):`);
  for (const t of targets) console.log(`  ${t.target}: ${t.value} ${t.met ? '(met)' : '(NOT met)'}`);
  console.log(`  JS uncompressed: ${kb(med((r) => r.jsResource))}`);
  console.log('scripts of the last run (transferred / uncompressed):');
  for (const script of runs.at(-1).scripts.sort((a, b) => b.transfer - a.transfer)) {
    console.log(`  ${kb(script.transfer).padStart(9)} / ${kb(script.resource).padStart(9)}  ${script.url}`);
  }
  const rows = runs.map((r, i) => `| ${i + 1} | ${r.score} | ${(r.lcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${r.tbt.toFixed(0)} ms | ${kb(r.jsTransfer)} |`);
  const markdown = [
    `Lighthouse ${lighthouseVersion}, default mobile profile (simulated slow 4G, 4× CPU), on \`/p/{slug}\` of ${LONG ? "a long proposal (30 blocks, 15 services, made from the demo workspace's SENT proposal)" : "the demo workspace's SENT proposal"}; ${runs.length} runs, median in bold. The HTML ${ssr ? 'came rendered by the server' : 'did NOT come rendered by the server (is apps/web/dist-ssr built?)'}.`,
    '',
    '| run | score | LCP | CLS | TBT | JS transferred |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    `| **median** | **${score}** | **${(lcp / 1000).toFixed(2)} s** | **${cls.toFixed(3)}** | **${tbt.toFixed(0)} ms** | **${kb(js)}** |`,
    `| median (min–max) | ${shown.score} | ${shown.lcp} | ${shown.cls} | ${shown.tbt} | ${shown.js} |`,
    ...(machine.note ? ['', machine.note] : []),
  ].join('\n');
  console.log(`BENCH_RESULT ${JSON.stringify({ section: `Página pública /p/{slug} (Lighthouse móvil)${LONG ? ', cotización larga' : ''}`, markdown, targets })}`);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
