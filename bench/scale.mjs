// Issue 13 target 7: the hot reads at 1k and at 100k proposals on PostgreSQL. For each scale it
// seeds (or reuses) its own database, builds the app in-process listening on a local port, signs in
// as the seeded owner and times sequential requests (latency, not throughput): p50 and p95 at 1k,
// at 100k, and their ratio. Then it EXPLAINs (ANALYZE, BUFFERS) every statement each endpoint sent
// at 100k, captured with its parameters, and flags a sequential scan on a big table.
// Run: node --import tsx bench/scale.mjs   (prints tables; asserts nothing; last line BENCH_RESULT)
// Env: SCALE_POSTGRES (server URL without database; else DATABASE_URL's server; else postgres://postgres@127.0.0.1:5432),
//      SCALE_REQUESTS (200 timed requests per endpoint), SCALE_WARMUP (20), SCALE_PORT (4460),
//      SCALE_BUDGET_MS (6000: an endpoint stops after this long, with at least 5 samples).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { connectPostgres } from '../apps/api/src/db/client.ts';
import { buildTestApp } from '../apps/api/test/app.ts';
import { COMMON_TERM, RARE_TERM, SCALE_OWNER, SCALES, seedMark, seededScale, seedScale } from '../scripts/seed-scale.mjs';

/** The server to make scale_1k and scale_100k on: SCALE_POSTGRES, else DATABASE_URL's server (the runner's), else local. */
function serverUrl() {
  if (process.env.SCALE_POSTGRES) return process.env.SCALE_POSTGRES.replace(/\/+$/, '');
  if (process.env.DATABASE_URL) {
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = '';
    return u.toString().replace(/\/+$/, '');
  }
  return 'postgres://postgres@127.0.0.1:5432';
}
const SERVER = serverUrl();
const REQUESTS = Number(process.env.SCALE_REQUESTS ?? 200);
const WARMUP = Number(process.env.SCALE_WARMUP ?? 20);
const PORT = Number(process.env.SCALE_PORT ?? 4460);
/** Time spent timing one endpoint at most: a slow one gets fewer samples, so the run stays ~3 min. */
const BUDGET_MS = Number(process.env.SCALE_BUDGET_MS ?? 6000);
const LATE_PAGE = 50;
const TARGET_MS = 50;
const TARGET_RATIO = 2;
/** Tables that grow with the workspace: a Seq Scan on one of them does not scale. */
const BIG_TABLES = ['projects', 'payments', 'companies', 'customers', 'project_services', 'stages', 'activities', 'comments', 'uploads'];
/** The session lookup every request makes (as apps/api/test/statements.ts leaves it out). */
const AUTH = /(from|update) "(access_tokens|users|memberships)"/;

const log = (...a) => console.error(...a);

/** Creates the scale's database when missing and seeds it unless it already holds this seed version. */
async function prepare(scale) {
  const name = `scale_${scale}`;
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rows.length) await admin.query(`create database ${name}`);
  await admin.end();
  const url = `${SERVER}/${name}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const mark = await seededScale(client);
  await client.end();
  if (mark !== seedMark(scale)) await seedScale({ url, scale, reset: true, log });
  else log(`${name}: reusing the seed (${mark})`);
  return url;
}

const today = new Date();
const DAY_MS = 86_400_000;
/** This month's grid as the staff calendar asks for it (apps/web month-grid.ts): Monday before the 1st to Sunday after the last. */
const firstOfMonth = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
const lastOfMonth = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0);
const gridStart = new Date(firstOfMonth - ((new Date(firstOfMonth).getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
const gridEnd = new Date(lastOfMonth + ((7 - new Date(lastOfMonth).getUTCDay()) % 7) * DAY_MS).toISOString().slice(0, 10);
/** The grid's chips per day (apps/web day-chips.tsx), sent as per_day (decision 0039). */
const CHIPS_PER_DAY = 3;

/** The endpoints timed, each as the screen asks for it. */
const ENDPOINTS = [
  ['Propuestas: primera página', '/api/v1/proposals'],
  ['Propuestas: filtro (SENT)', '/api/v1/proposals?status=SENT'],
  [`Propuestas: página ${LATE_PAGE}`, `/api/v1/proposals?page=${LATE_PAGE}`],
  [`Búsqueda: «${COMMON_TERM}» (común)`, `/api/v1/search?query=${encodeURIComponent(COMMON_TERM)}`],
  [`Búsqueda: «${RARE_TERM}» (rara)`, `/api/v1/search?query=${encodeURIComponent(RARE_TERM)}`],
  ['Pagos: primera página', '/api/v1/payments'],
  ['Pagos: filtro (vencidos)', '/api/v1/payments?status=overdue'],
  ['Pagos: métricas (todo)', '/api/v1/payments/metrics'],
  ['Pagos: métricas (este año)', '/api/v1/payments/metrics?preset=this_year'],
  ['Dashboard: métricas', '/api/v1/dashboard/metrics'],
  ['Dashboard: calendario (mes)', `/api/v1/dashboard/calendar?start_date=${gridStart}&end_date=${gridEnd}&per_day=${CHIPS_PER_DAY}`],
];

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** Wraps the pool's query so the statements (text and parameters) of one request can be kept. */
function statementTap(database) {
  const client = database.db.$client;
  const original = client.query;
  let kept = null;
  client.query = function (...args) {
    if (kept) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? '');
      const params = Array.isArray(args[1]) ? args[1] : (args[0]?.values ?? []);
      if (!AUTH.test(text)) kept.push({ text, params });
    }
    return original.apply(this, args);
  };
  return {
    async capture(fn) {
      kept = [];
      try {
        await fn();
        return kept;
      } finally {
        kept = null;
      }
    },
  };
}

async function measureScale(scale, port) {
  const url = await prepare(scale);
  const database = connectPostgres(url);
  await database.migrate(); // a reused seed still gets the newest indexes
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-bench-scale-'));
  const app = await buildTestApp(database, dataDir, { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' });
  const tap = statementTap(database);
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  try {
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SCALE_OWNER) });
    const body = await login.json();
    if (!body.token?.access_token) throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(body).slice(0, 200)}`);
    const headers = { authorization: `Bearer ${body.token.access_token}` };
    const get = async (p) => {
      const res = await fetch(base + p, { headers });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}: ${text.slice(0, 200)}`);
      return text;
    };
    const results = [];
    for (const [name, p] of ENDPOINTS) {
      const warmStart = performance.now();
      for (let i = 0; i < WARMUP && performance.now() - warmStart < BUDGET_MS / 4; i++) await get(p);
      const times = [];
      const started = performance.now();
      for (let i = 0; i < REQUESTS && (i < 5 || performance.now() - started < BUDGET_MS); i++) {
        const t0 = performance.now();
        await get(p);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const statements = await tap.capture(() => get(p));
      results.push({ name, path: p, p50: quantile(times, 0.5), p95: quantile(times, 0.95), n: times.length, statements });
      log(`${scale} ${name}: p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms (${times.length} requests)`);
    }
    return { url, results };
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of each captured statement, with the big tables read sequentially. */
async function explainAll(url, results) {
  // The app's own session settings (db/client.ts: jit off), so the plans are the ones it gets.
  const client = new pg.Client({ connectionString: url, options: '-c jit=off' });
  await client.connect();
  try {
    for (const r of results) {
      r.plans = [];
      for (const s of r.statements) {
        const { rows } = await client.query(`explain (analyze, buffers) ${s.text}`, s.params);
        const plan = rows.map((x) => x['QUERY PLAN']).join('\n');
        const seq = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]).filter((t) => BIG_TABLES.includes(t));
        r.plans.push({ text: s.text, plan, seq: [...new Set(seq)] });
      }
    }
  } finally {
    await client.end();
  }
}

const ms = (v) => `${v.toFixed(1)} ms`;
const fence = (s) => '```\n' + s.replace(/```/g, "'''") + '\n```';

const runs = {};
for (const [i, scale] of Object.keys(SCALES).entries()) runs[scale] = await measureScale(scale, PORT + i);
const small = runs['1k'].results;
const big = runs['100k'].results;
await explainAll(runs['100k'].url, big);

const rows = big.map((b, i) => {
  const s = small[i];
  const ratio = b.p95 / s.p95;
  const seq = [...new Set(b.plans.flatMap((p) => p.seq))];
  return { name: b.name, s, b, ratio, seq, met: b.p95 <= TARGET_MS && ratio <= TARGET_RATIO };
});

const table = [
  '| Endpoint | p50 1k | p95 1k | p50 100k | p95 100k | p95 100k / 1k | Peticiones (1k / 100k) | Sentencias | Seq Scan (tabla grande) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${ms(r.s.p50)} | ${ms(r.s.p95)} | ${ms(r.b.p50)} | ${ms(r.b.p95)} | ×${r.ratio.toFixed(2)} | ${r.s.n} / ${r.b.n} | ${r.b.statements.length} | ${r.seq.length ? r.seq.join(', ') : '—'} |`,
  ),
].join('\n');

const explains = big
  .map((b) => {
    const blocks = b.plans.map((p, n) => `Sentencia ${n + 1}${p.seq.length ? ` — **Seq Scan en ${p.seq.join(', ')}**` : ''}:\n\n${fence(p.text)}\n\n${fence(p.plan)}`).join('\n\n');
    return `<details><summary>${b.name} — <code>GET ${b.path.replace('/api', '')}</code></summary>\n\n${blocks}\n\n</details>`;
  })
  .join('\n\n');

const markdown = [
  `PostgreSQL, un espacio de trabajo sembrado con \`npm run seed:scale\` (1k: 1 000 propuestas, 10 000 pagos, 100 empresas; 100k: 100 000 propuestas, 1 000 000 pagos, 10 000 empresas) y un vecino pequeño. hasta ${REQUESTS} peticiones secuenciales por endpoint (o ${BUDGET_MS / 1000} s, con al menos 5) tras hasta ${WARMUP} de calentamiento, app completa escuchando en HTTP local. Meta: p95 ≤ ${TARGET_MS} ms a 100k y ≤ ${TARGET_RATIO}× el p95 a 1k.`,
  '',
  table,
  '',
  '**EXPLAIN (ANALYZE, BUFFERS) a 100k** de cada sentencia que envió cada endpoint (sin la consulta de sesión):',
  '',
  explains,
].join('\n');

const seqAll = [...new Set(rows.flatMap((r) => r.seq))];
const targets = [
  ...rows.map((r) => ({
    target: `Escala: ${r.name} p95 ≤ ${TARGET_MS} ms y ≤ ${TARGET_RATIO}× su tiempo a 1k (PostgreSQL)`,
    value: `${ms(r.b.p95)} a 100k (${ms(r.s.p95)} a 1k, ×${r.ratio.toFixed(2)})`,
    met: r.met,
  })),
  { target: 'Escala: sin Seq Scan sobre tablas grandes a 100k (EXPLAIN en el documento)', value: seqAll.length ? `Seq Scan en ${seqAll.join(', ')}` : 'ninguno', met: seqAll.length === 0 },
];

console.log(table);
console.log(`BENCH_RESULT ${JSON.stringify({ section: 'Escala en PostgreSQL: 1k frente a 100k propuestas', markdown, targets })}`);
