// PGlite off the main thread (issue 13, target 3). Boots `npm start`'s server (its compiled bundle) twice — on PGlite in
// a fresh data folder, then on a fresh PostgreSQL database — and on each saturates the demo
// workspace's SENT public proposal (GET /api/v1/proposal/{slug}, 50 connections) while a second
// process asks GET /api/health at a steady 20 req/s and times every answer. Prints req/s and p50/p99
// of both, the PGlite/PostgreSQL ratio and the idle resident memory of the server process (its
// PGlite worker thread included), then the BENCH_RESULT line. It reports; it asserts nothing.
// Run: node bench/pglite-offthread.mjs
//   BENCH_SECONDS=15  length of the saturated run      BENCH_CONNECTIONS=50  load connections
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres  a server where it may create (and then
//   drop) its own database; BENCH_PG_URL=off skips PostgreSQL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { apiCall } from './lib/http.mjs';
import { serverArgs } from './lib/server.mjs';

const HEALTH_RATE = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HEALTH_TARGET_MS = 20;
const RATIO_TARGET = 0.5;
const RSS_TARGET_MB = 350;

/**
 * `--probe URL MS`: the health client, in its own process so the load generator's work never
 * delays it. Open loop: one request every 1000/RATE ms whether or not the previous one answered,
 * so a stalled server shows as latency instead of as fewer samples.
 */
async function probe(url, ms) {
  const latencies = [];
  let failed = 0;
  const inFlight = [];
  const end = performance.now() + ms;
  for (let next = performance.now(); next < end; next += 1000 / HEALTH_RATE) {
    await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
    const t0 = performance.now();
    inFlight.push(
      fetch(url)
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.ok) latencies.push(performance.now() - t0);
          else failed++;
        })
        .catch(() => failed++),
    );
  }
  await Promise.all(inFlight);
  process.stdout.write(JSON.stringify({ latencies, failed }));
}

if (process.argv[2] === '--probe') {
  await probe(process.argv[3], Number(process.argv[4]));
  process.exit(0);
}

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');
const sleep = (t) => new Promise((r) => setTimeout(r, t));

/** Resident memory of a process and its descendants (a worker thread is part of its process). */
function rssMb(pid) {
  let kb = 0;
  const walk = (p) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
      for (const t of fs.readdirSync(`/proc/${p}/task`)) {
        const children = fs.readFileSync(`/proc/${p}/task/${t}/children`, 'utf8').trim();
        for (const c of children ? children.split(' ') : []) walk(c);
      }
    } catch {
      /* gone */
    }
  };
  walk(pid);
  return kb / 1024;
}

async function startServer({ databaseUrl }) {
  const port = 4430 + Math.floor(Math.random() * 10);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-bench-offthread-'));
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl ?? '',
    ...(databaseUrl ? { APP_SECRET: 'bench-offthread-secret-'.padEnd(48, 'x') } : {}),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    APP_URL: origin,
    // The load comes from one address; each request names another (X-Forwarded-For) so the
    // public read's per-address limit (600 / 10 min) measures nothing here.
    TRUST_PROXY: 'true',
  };
  // serverArgs sees the server's env: a PGlite server gets a current template (no initdb from nothing).
  const child = spawn(process.execPath, await serverArgs(env), { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((r) => child.on('exit', r));
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (performance.now() - started > 180_000) throw new Error('server did not start in 180 s');
    await sleep(100);
  }
  return {
    origin,
    pid: child.pid,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo workspace's SENT proposal, found through the API as the provider would (bench/public-page.mjs). */
async function sentSlug(server) {
  const { password } = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'demo-login.json'), 'utf8'));
  const login = await apiCall(server.origin, 'POST', '/auth/login', { body: { email: 'demo@trato.app', password } });
  const token = login.token?.access_token ?? login.access_token;
  const list = await apiCall(server.origin, 'GET', '/v1/proposals?type=proposal&status=SENT', { token });
  if (!list.data[0]) throw new Error('the demo workspace has no SENT proposal');
  return list.data[0].slug;
}

let address = 0;
/** A different client address per request (10.x.y.z), under TRUST_PROXY. */
const nextAddress = () => {
  address = (address + 1) % 16_000_000;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

function load(url, { seconds, connections }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, headers: { ...req.headers, accept: 'application/json', 'x-forwarded-for': nextAddress() } }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

function runProbe(url, durationMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--probe', url, String(durationMs)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`health probe exited with ${code}`))));
  });
}

/** One database: boot, idle memory, warm-up, then the saturated run with the health probe alongside. */
async function measure(label, opts) {
  const server = await startServer(opts);
  try {
    const slug = await sentSlug(server);
    const url = `${server.origin}/api/v1/proposal/${slug}`;
    // Idle: started, seeded, nothing asked for a while. Start-up garbage (migrations, demo seed)
    // is collected lazily: sampled after 8 s of quiet; the peak so far is printed too.
    await sleep(8000);
    const idleRss = rssMb(server.pid);
    const peakRss = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    await load(url, { seconds: 2, connections: 10 });
    const [result, health] = await Promise.all([load(url, { seconds: SECONDS, connections: CONNECTIONS }), runProbe(`${server.origin}/api/health`, SECONDS * 1000 - 500)]);
    const figures = {
      label,
      reqPerSec: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      ok: result['2xx'],
      other: result.non2xx + result.errors + result.timeouts,
      healthP50: percentile(health.latencies, 50),
      healthP99: percentile(health.latencies, 99),
      healthSamples: health.latencies.length,
      healthFailed: health.failed,
      idleRss,
      peakRss,
    };
    console.log(
      `${label}: public proposal ${figures.reqPerSec.toFixed(0)} req/s (p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}; ${figures.ok} ok, ${figures.other} not 2xx/errors); ` +
        `/api/health p50 ${ms(figures.healthP50)}, p99 ${ms(figures.healthP99)} (${figures.healthSamples} answers, ${figures.healthFailed} failed); idle RSS ${idleRss.toFixed(0)} MB (peak so far ${peakRss.toFixed(0)} MB)`,
    );
    return figures;
  } finally {
    await server.stop();
  }
}

/** A fresh database of its own on the PostgreSQL server, dropped afterwards. */
async function withPostgres(fn) {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const name = `trato_bench_offthread_${process.pid}`;
  await admin.query(`create database "${name}"`);
  try {
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

const lite = await measure('PGlite (worker thread)', { databaseUrl: null });
let postgres = null;
let postgresNote = '';
if (PG_URL !== 'off') {
  try {
    postgres = await withPostgres((url) => measure('PostgreSQL', { databaseUrl: url }));
  } catch (err) {
    postgresNote = `PostgreSQL not measured: ${err.message}`;
    console.log(postgresNote);
  }
}

const ratio = postgres ? lite.reqPerSec / postgres.reqPerSec : NaN;
const row = (f) => `| ${f.label} | ${f.reqPerSec.toFixed(0)} | ${ms(f.p50)} | ${ms(f.p99)} | ${f.other} | ${ms(f.healthP50)} | ${ms(f.healthP99)} | ${f.idleRss.toFixed(0)} MB (peak ${f.peakRss.toFixed(0)} MB) |`;
const markdown = [
  `GET /api/v1/proposal/{slug} (demo SENT proposal) saturated by ${CONNECTIONS} connections for ${SECONDS} s, while another process asks GET /api/health at ${HEALTH_RATE} req/s (open loop). Idle RSS: the server process 8 s after it answered healthy (start-up, migrations and demo seed done; PGlite's worker thread is inside it), before any load; peak: its high-water mark until then.`,
  '',
  '| database | public proposal req/s | p50 | p99 | not 2xx / errors | /api/health p50 | /api/health p99 | idle RSS |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  row(lite),
  ...(postgres ? [row(postgres)] : []),
  '',
  postgres ? `PGlite / PostgreSQL, public proposal req/s: **${ratio.toFixed(2)}×**.` : postgresNote,
].join('\n');

console.log(`PGlite/PostgreSQL ratio: ${Number.isFinite(ratio) ? ratio.toFixed(2) : 'n/a'}`);
console.log(
  `BENCH_RESULT ${JSON.stringify({
    section: 'PGlite off the main thread',
    markdown,
    targets: [
      { target: '/api/health p99 ≤ 20 ms while the public proposal is saturated (PGlite)', value: ms(lite.healthP99), met: lite.healthFailed === 0 && lite.healthP99 <= HEALTH_TARGET_MS },
      { target: 'public proposal on PGlite ≥ 0.5× the same endpoint on PostgreSQL', value: Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'not measured', met: ratio >= RATIO_TARGET },
      { target: 'resident memory at idle < 350 MB on PGlite', value: `${lite.idleRss.toFixed(0)} MB`, met: lite.idleRss < RSS_TARGET_MB },
    ],
  })}`,
);
