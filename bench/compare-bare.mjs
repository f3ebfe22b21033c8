// Issue 13 target 2: the app against a bare Fastify route that replays exactly the statements the
// app's request runs (same text, same parameters, same order, same database and pool), for the
// proposal list, proposal detail, public proposal, customer project and dashboard, on PostgreSQL
// (DATABASE_URL: a database of its own is created there) and PGlite (openDatabase's default path).
// Each is loaded by autocannon in a separate process (10 connections): app and bare route each warmed
// up for BENCH_WARMUP_S (default 3), then loaded in BENCH_ROUNDS (default 3) alternating rounds of
// BENCH_DURATION_S (default 4); each side's figure is the median of its rounds. Target: app ≥ 0.8×
// bare req/s and app p99 ≤ 1.5× bare p99. Run: node --import tsx bench/compare-bare.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { productionApp } from './lib/app.mjs';
import { cannon } from './lib/cannon.mjs';
import { freshDatabase, postgresServerUrl } from './lib/pg.mjs';
import { fmt, mdTable, printResult } from './lib/result.mjs';
import { seedWorkspace } from './lib/seed.mjs';
import { captureStatements, replay } from './lib/statements.mjs';

const DURATION = Number(process.env.BENCH_DURATION_S ?? 4);
// Long enough for V8 to have optimised the app's request path: after 1 s its compiler threads were
// still busy (0.2 ms of CPU per detail request beside the main thread's, 0.05 ms after 6 s), which the
// bare route, with far less code, never pays; one warm-up measured JIT warm-up rather than the app.
const WARMUP = Number(process.env.BENCH_WARMUP_S ?? 3);
// Two runs of the same code gave the bare route 531 and 666 req/s (the machine's other work, its two
// cores shared with PostgreSQL and the load generator): alternating rounds and taking each side's
// median keeps one unlucky window from deciding the ratio.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
const APP_PORT = 4471;
const BARE_PORT = 4472;
const ENDPOINTS = [
  ['list', 'GET /v1/proposals', 'staff'],
  ['detail', 'GET /v1/proposals/{id}', 'staff'],
  ['public', 'GET /v1/proposal/{slug}', null],
  ['customerProject', 'GET /v1/customer/projects/{id}', 'customer'],
  ['dashboard', 'GET /v1/dashboard/metrics', 'staff'],
];

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One side's rounds as one result: median req/s and latencies, errors summed over every round. */
const medianRound = (rounds) => ({
  rps: median(rounds.map((r) => r.rps)),
  p50: median(rounds.map((r) => r.p50)),
  p99: median(rounds.map((r) => r.p99)),
  max: Math.max(...rounds.map((r) => r.max)),
  total: rounds.reduce((n, r) => n + r.total, 0),
  non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
  errors: rounds.reduce((n, r) => n + r.errors, 0),
  rounds: rounds.map((r) => Math.round(r.rps)),
});

/** Seeds, captures each endpoint's statements, then loads app and bare route in turn. */
async function compareOn(label, database, dataDir) {
  console.log(`\n${label}: seeding…`);
  const seed = await seedWorkspace(database, dataDir);
  const app = await productionApp(database, dataDir);
  const replays = {};
  for (const [key, , who] of ENDPOINTS) {
    const inject = () => app.inject({ method: 'GET', url: seed.paths[key], headers: who ? seed[who] : {} });
    const first = await inject(); // warms caches that a first request fills, so the capture is the steady state
    if (first.statusCode !== 200) throw new Error(`${seed.paths[key]} answered ${first.statusCode}: ${first.body.slice(0, 200)}`);
    replays[key] = await captureStatements(database.db, inject);
  }
  await app.listen({ port: APP_PORT, host: '127.0.0.1' });

  const bare = Fastify({ logger: false });
  bare.get('/bare/:key', async (req) => replay(database.db, replays[req.params.key]));
  await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });
  // A replay that fails answers fast: measure only replays that succeed.
  for (const [key] of ENDPOINTS) {
    const res = await fetch(`http://127.0.0.1:${BARE_PORT}/bare/${key}`);
    if (!res.ok) throw new Error(`the bare replay of ${key} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }

  const rows = [];
  for (const [key, name, who] of ENDPOINTS) {
    const headers = who ? seed[who] : {};
    const urls = [`http://127.0.0.1:${APP_PORT}${seed.paths[key]}`, `http://127.0.0.1:${BARE_PORT}/bare/${key}`];
    const load = (url, duration) => cannon({ url, headers, connections: CONNECTIONS, duration, addresses: 250 });
    for (const url of urls) await load(url, WARMUP);
    const rounds = [[], []];
    for (let i = 0; i < ROUNDS; i++) for (const [side, url] of urls.entries()) rounds[side].push(await load(url, DURATION));
    const [a, b] = rounds.map(medianRound);
    const row = { label, name, statements: replays[key].length, app: a, bare: b, rps: a.rps / b.rps, p99: a.p99 / b.p99 };
    console.log(`${label} ${name}: ${replays[key].length} statements · app ${fmt(a.rps)} req/s (${a.rounds.join(', ')}) p99 ${a.p99} ms · bare ${fmt(b.rps)} req/s (${b.rounds.join(', ')}) p99 ${b.p99} ms · ${fmt(row.rps, 2)}× / ${fmt(row.p99, 2)}×`);
    rows.push(row);
  }
  await bare.close();
  await app.close();
  return rows;
}

const rows = [];
const skipped = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-bench-bare-'));
try {
  const serverUrl = postgresServerUrl();
  if (serverUrl) {
    const fresh = await freshDatabase(serverUrl, 'bare');
    const database = await openDatabase({ databaseUrl: fresh.url, dataDir: path.join(tmp, 'pg') });
    try {
      rows.push(...(await compareOn('PostgreSQL', database, path.join(tmp, 'pg'))));
    } finally {
      await database.close();
      await fresh.drop();
    }
  } else skipped.push('PostgreSQL (no DATABASE_URL)');
  const dataDir = path.join(tmp, 'pglite');
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    rows.push(...(await compareOn('PGlite', database, dataDir)));
  } finally {
    await database.close();
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}

const met = (r) => r.rps >= 0.8 && r.p99 <= 1.5 && !r.app.non2xx && !r.app.errors && !r.bare.non2xx && !r.bare.errors;
const markdown = [
  `Each endpoint loaded by autocannon (separate process, ${CONNECTIONS} connections) through the app (production settings, request logging at info) and through a bare Fastify route that replays the statements the app's request sent — same text, parameters, order, database and pool — and returns the last result as JSON: each warmed up for ${WARMUP} s, then ${ROUNDS} alternating rounds of ${DURATION} s; a side's req/s and p99 are the medians of its rounds (each round's req/s in brackets). "Statements" counts every statement of the request, the session lookup included. Target: app ≥ 0.8× bare req/s, app p99 ≤ 1.5× bare p99.`,
  '',
  mdTable(
    ['database', 'endpoint', 'statements', 'app req/s', 'bare req/s', 'app/bare req/s', 'app p99 ms', 'bare p99 ms', 'app/bare p99', 'app non-2xx / errors', 'bare non-2xx / errors'],
    rows.map((r) => [r.label, r.name, r.statements, `${fmt(r.app.rps)} (${r.app.rounds.join(', ')})`, `${fmt(r.bare.rps)} (${r.bare.rounds.join(', ')})`, `${fmt(r.rps, 2)}×`, r.app.p99, r.bare.p99, `${fmt(r.p99, 2)}×`, `${r.app.non2xx} / ${r.app.errors}`, `${r.bare.non2xx} / ${r.bare.errors}`]),
  ),
  ...(skipped.length ? ['', `Not measured: ${skipped.join(', ')}.`] : []),
].join('\n');
printResult({
  section: 'App vs bare Fastify (same statements, same database)',
  markdown,
  targets: [
    ...rows.map((r) => ({ target: `${r.name} on ${r.label}: ≥ 0.8× bare req/s, p99 ≤ 1.5×`, value: `${fmt(r.rps, 2)}× req/s, p99 ${fmt(r.p99, 2)}×`, met: met(r) })),
    ...skipped.map((s) => ({ target: `App vs bare on ${s}`, value: 'not measured', met: false })),
  ],
});
