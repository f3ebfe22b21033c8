// Issue 13 target 8: a fixed-rate, open-loop load (lib/open-loop-child.mjs) of BENCH_RATE (200)
// req/s for BENCH_LOAD_S (60) s of mixed reads, against the real server (its compiled bundle, as npm start runs it) as
// its own process on a PostgreSQL database of its own (DATABASE_URL names the server), seeded like
// compare-bare.mjs. 5 s of warm-up at the same rate come first. Target: p99 ≤ 50 ms, 0 errors.
// Run: DATABASE_URL=postgres://… node --import tsx bench/load.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { openLoop } from './lib/open-loop.mjs';
import { freshDatabase, postgresServerUrl } from './lib/pg.mjs';
import { fmt, mdTable, printResult } from './lib/result.mjs';
import { BENCH_APP_SECRET, seedWorkspace } from './lib/seed.mjs';
import { startServer } from './lib/server.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_S ?? 60);
const PORT = 4473;
const SECTION = 'Fixed-rate load (mixed reads, PostgreSQL)';
const TARGET_P99 = `${RATE} req/s of mixed reads for ${SECONDS} s on PostgreSQL: p99 ≤ 50 ms`;
const TARGET_ERR = `${RATE} req/s of mixed reads for ${SECONDS} s on PostgreSQL: 0 errors`;

const serverUrl = postgresServerUrl();
if (!serverUrl) {
  printResult({ section: SECTION, markdown: 'Not measured: set DATABASE_URL to a PostgreSQL server.', targets: [{ target: TARGET_P99, value: 'not measured', met: false }, { target: TARGET_ERR, value: 'not measured', met: false }] });
  process.exit(0);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-bench-load-'));
const fresh = await freshDatabase(serverUrl, 'load');
let server = null;
try {
  console.log('seeding…');
  const database = await openDatabase({ databaseUrl: fresh.url, dataDir: tmp });
  // ANALYZE as autovacuum would shortly after such a burst of writes: without statistics the planner
  // guesses one row per guarded table and nests loops over hundreds, which no running installation sees.
  const seed = await seedWorkspace(database, tmp)
    .then(async (s) => (await database.db.$client.query('analyze'), s))
    .finally(() => database.close());
  const p = seed.paths;
  const mix = [
    ['proposal list', p.list, seed.staff],
    ['proposal detail', p.detail, seed.staff],
    ['search', p.search, seed.staff],
    ['payments list', p.payments, seed.staff],
    ['dashboard', p.dashboard, seed.staff],
    ['calendar', p.calendar, seed.staff],
    ['customer project', p.customerProject, seed.customer],
    ['public proposal', p.public, {}],
    ['health', p.health, {}],
  ];
  // TRUST_PROXY: the generator gives each request one of 250 client addresses, so the public
  // proposal's per-address limit (600 per 10 min, decision 0011) holds for each as for real visitors.
  server = await startServer({ DATABASE_URL: fresh.url, APP_SECRET: BENCH_APP_SECRET, DATA_DIR: tmp, SEED_DEMO: 'false', TRUST_PROXY: 'true' }, { port: PORT });
  const targets = mix.map(([, path, headers]) => ({ path, headers }));
  console.log(`warm-up: ${RATE} req/s for 5 s`);
  await openLoop({ base: server.base, targets, rate: RATE, seconds: 5 });
  console.log(`load: ${RATE} req/s for ${SECONDS} s`);
  const r = await openLoop({ base: server.base, targets, rate: RATE, seconds: SECONDS });
  console.log(`p50 ${fmt(r.p50, 1)} ms · p95 ${fmt(r.p95, 1)} ms · p99 ${fmt(r.p99, 1)} ms · max ${fmt(r.max, 1)} ms · errors ${r.errors} · non-2xx ${r.non2xx}`);
  const markdown = [
    `Open loop: request *i* leaves at start + *i* / ${RATE} s whatever the earlier ones did, and its latency counts from that scheduled instant (no coordinated omission). ${r.sent} requests over ${SECONDS} s (after 5 s of warm-up), cycling through ${mix.length} reads, against the compiled server (as \`npm start\` runs it) as its own process (production settings, logging at info) on PostgreSQL, seeded with ${process.env.BENCH_ROWS ?? 25} portals and ${process.env.BENCH_ROWS ?? 25} proposals.`,
    '',
    mdTable(['requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'non-2xx', 'statuses'], [[r.n, fmt(r.p50, 1), fmt(r.p95, 1), fmt(r.p99, 1), fmt(r.max, 1), r.errors, r.non2xx, Object.entries(r.statuses).map(([s, n]) => `${s}: ${n}`).join(', ')]]),
    '',
    mdTable(['read', 'path', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'], mix.map(([name, path], i) => [name, `\`${path.replace(/(?<=proposal\/)[\w-]+$/, '{slug}').replace(/[0-9a-f-]{36}/g, '{id}')}\``, fmt(r.per[i].p50, 1), fmt(r.per[i].p95, 1), fmt(r.per[i].p99, 1), fmt(r.per[i].max, 1)])),
  ].join('\n');
  printResult({
    section: SECTION,
    markdown,
    targets: [
      { target: TARGET_P99, value: `p99 ${fmt(r.p99, 1)} ms`, met: r.p99 <= 50 },
      { target: TARGET_ERR, value: `${r.errors} errors, ${r.non2xx} non-2xx`, met: r.errors === 0 && r.non2xx === 0 },
    ],
  });
} finally {
  await server?.stop();
  await fresh.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
