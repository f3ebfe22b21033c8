// Start-up (issue 13, target 6; decision 0034), through the real `npm start` on PGlite:
//  - cold start: a fresh data folder (migrations, billing set-up, demo seed) to a healthy /api/health;
//  - second start: the same folder again, reusing the web build (no rebuild);
//  - resident memory at idle: the server process, and every process `npm start` runs (npm, sh, node…);
//  - restarts after a SIGKILL: the built server killed mid-run and started again on its folder, which
//    PGlite recovers (the kill proof's «healthy again within 5 s», measured here, not asserted there).
// The web and server builds and the PGlite template are brought up to date first and not counted:
// they happen once per change of the sources, not per start.
// Run: node bench/startup.mjs   (prints figures; asserts nothing). BENCH_PORT overrides 4454.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.BENCH_PORT ?? 4454);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-bench-start-'));
// DATABASE_URL emptied: this measures the embedded database (with one set, the server would also want APP_SECRET).
const env = { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };

function prepare() {
  const web = spawnSync(process.execPath, ['scripts/web-build.mjs', '--if-stale'], { stdio: ['ignore', 'pipe', 'inherit'], env });
  const server = spawnSync(process.execPath, ['scripts/server-build.mjs', '--if-stale'], { stdio: ['ignore', 'pipe', 'inherit'], env });
  const template = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/pglite-template.mjs'], { stdio: ['ignore', 'pipe', 'inherit'], env });
  if (web.status !== 0 || server.status !== 0 || template.status !== 0) throw new Error('could not prepare the web or server build or the PGlite template');
}

/** Resident memory (MB) of a process and of it with all its descendants, from /proc. */
function rss(rootPid) {
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  const of = (pid) => {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      return { pid, cmd, mb: kb / 1024 };
    } catch {
      return { pid, cmd: '', mb: 0 };
    }
  };
  const all = tree.map(of);
  // The server is the node process running scripts/start.mjs (npm and `sh -c` only launch it).
  const server = all.find((p) => path.basename(p.cmd.split('\0')[0]) === 'node' && p.cmd.includes('scripts/start.mjs'));
  return { server: server?.mb ?? 0, total: all.reduce((a, p) => a + p.mb, 0), processes: all.length };
}

async function healthy() {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return res.ok;
  } catch {
    return false;
  }
}

/** `npm start` until /api/health answers 200; returns the seconds it took and the running child. */
async function start() {
  const started = performance.now();
  const child = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  while (!(await healthy())) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output.slice(-2000)}`);
    if (performance.now() - started > 180_000) throw new Error('server did not start in 180 s');
    await new Promise((r) => setTimeout(r, 25));
  }
  return { seconds: (performance.now() - started) / 1000, child, output: () => output };
}

/** The built server (as the kill proof runs it) on the same folder until healthy; ms. */
async function startBuilt() {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/api/dist/main.mjs'], { env: { ...env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'pipe'] });
  while (!(await healthy())) {
    if (child.exitCode !== null) throw new Error(`the built server exited (${child.exitCode})`);
    if (performance.now() - started > 60_000) throw new Error('the built server did not start in 60 s');
    await new Promise((r) => setTimeout(r, 25));
  }
  return { ms: performance.now() - started, child };
}

/** Starts the built server, kills it with SIGKILL, and times the next start, `times` times. */
async function restartsAfterKill(times) {
  const ms = [];
  let running = (await startBuilt()).child;
  for (let i = 0; i < times; i++) {
    const gone = new Promise((r) => running.on('exit', r));
    running.kill('SIGKILL');
    await gone;
    const next = await startBuilt();
    ms.push(next.ms);
    running = next.child;
  }
  const gone = new Promise((r) => running.on('exit', r));
  running.kill('SIGTERM');
  await gone;
  return ms;
}

const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 5);

async function stop(child) {
  const exited = new Promise((r) => child.on('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

let running = null;
try {
  prepare();
  const cold = await start();
  running = cold.child;
  const rebuiltCold = /recompilando apps\/(web|api)/.test(cold.output());
  await new Promise((r) => setTimeout(r, 3000));
  const idle = rss(cold.child.pid);
  const t0 = performance.now();
  for (let i = 0; i < 200; i++) await fetch(`http://127.0.0.1:${port}/api/health`);
  const perHealth = (performance.now() - t0) / 200;
  const afterHealth = rss(cold.child.pid);
  await stop(cold.child);
  running = null;

  const second = await start();
  running = second.child;
  const reused = /web: build al día/.test(second.output()) && /servidor: build al día/.test(second.output());
  await stop(second.child);
  running = null;
  const restarts = await restartsAfterKill(RESTARTS);
  const sorted = [...restarts].sort((a, b) => a - b);
  const restartFigure = `${(sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(2)} s median (${(sorted[0] / 1000).toFixed(2)}–${(sorted.at(-1) / 1000).toFixed(2)} s) over ${restarts.length}`;

  const markdown = [
    '`npm start` on PGlite (web build and PGlite template already current; each run measured to a 200 from `/api/health`).',
    '',
    '| measure | value |',
    '| --- | ---: |',
    `| cold start, fresh data folder (migrations, demo seed)${rebuiltCold ? ' — REBUILT' : ''} | ${cold.seconds.toFixed(2)} s |`,
    `| second start, same folder, ${reused ? 'web and server builds reused' : 'REBUILT'} | ${second.seconds.toFixed(2)} s |`,
    `| RSS at idle, server process (3 s after ready) | ${idle.server.toFixed(0)} MB |`,
    `| RSS at idle, all ${idle.processes} processes of \`npm start\` | ${idle.total.toFixed(0)} MB |`,
    `| RSS after 200 health checks, server / all | ${afterHealth.server.toFixed(0)} / ${afterHealth.total.toFixed(0)} MB |`,
    `| health check round trip (sequential) | ${perHealth.toFixed(2)} ms |`,
    `| built server healthy again after a SIGKILL | ${restartFigure} |`,
  ].join('\n');
  console.log(markdown);
  const result = {
    section: 'Arranque y memoria',
    markdown,
    targets: [
      { target: 'second start to healthy ≤ 3 s (build reused)', value: `${second.seconds.toFixed(2)} s${reused ? '' : ' (rebuilt)'}`, met: reused && second.seconds <= 3 },
      { target: 'cold start on a fresh data folder ≤ 5 s', value: `${cold.seconds.toFixed(2)} s`, met: cold.seconds <= 5 },
      { target: 'healthy again ≤ 5 s after every SIGKILL (PGlite)', value: restartFigure, met: sorted.at(-1) <= 5000 },
      { target: 'resident memory at idle < 350 MB on PGlite', value: `${idle.server.toFixed(0)} MB server process, ${idle.total.toFixed(0)} MB with npm`, met: idle.server < 350 },
    ],
  };
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
} finally {
  if (running) await stop(running).catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
}
