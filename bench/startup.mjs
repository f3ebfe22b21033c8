// Cold start of `npm start`'s server on a fresh data folder (PGlite): time until /api/health
// answers, and the process's resident memory then and after 200 sequential health checks.
// Run: node bench/startup.mjs   (prints figures; it is not a test)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-bench-'));
const started = performance.now();
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  // DATABASE_URL emptied: this measures the embedded database in DATA_DIR (with one set, the server would also want APP_SECRET).
  env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});

const rssMb = () => {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function healthy() {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

try {
  while (!(await healthy())) {
    if (performance.now() - started > 120_000) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const ready = performance.now() - started;
  const rssReady = rssMb();
  const t0 = performance.now();
  for (let i = 0; i < 200; i++) await fetch(`http://127.0.0.1:${port}/api/health`);
  const perRequest = (performance.now() - t0) / 200;
  console.log(`cold start to healthy: ${(ready / 1000).toFixed(2)} s (first start: migrations + demo seed)`);
  console.log(`RSS when ready: ${rssReady.toFixed(0)} MB; after 200 health checks: ${rssMb().toFixed(0)} MB`);
  console.log(`health check round trip: ${perRequest.toFixed(2)} ms (sequential, loopback)`);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
