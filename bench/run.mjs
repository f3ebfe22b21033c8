// `npm run bench`: runs every benchmark of lib/scripts.mjs as a child process, one at a time,
// streaming its output, collects each one's last-line `BENCH_RESULT {json}` and writes
// docs/performance.md (machine, a summary of every target, then each section). A script that is
// missing, fails or prints no result gets a section saying so and ✗ in the summary; the run goes on.
// BENCH_ONLY=queries,load runs a subset. BENCH_TIMEOUT_S bounds each script (default: its own, lib/scripts.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commitOf, machineLines } from './lib/machine.mjs';
import { postgresVersion, redact } from './lib/pg.mjs';
import { RESULT_PREFIX, mdTable } from './lib/result.mjs';
import { BENCH_SCRIPTS } from './lib/scripts.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = process.env.BENCH_OUT ?? path.join(ROOT, 'docs/performance.md');
// Each script's own limit (lib/scripts.mjs, default 300 s); BENCH_TIMEOUT_S overrides them all.
const timeoutOf = (script) => Number(process.env.BENCH_TIMEOUT_S ?? script.timeoutS ?? 300) * 1000;
// The PostgreSQL the benches make their own databases on: DATABASE_URL, else the local server if one answers.
const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one script; resolves to { result, failure, seconds }. */
function runScript(file, env, timeoutMs) {
  return new Promise((resolve) => {
    const started = Date.now();
    // Its own process group: on timeout the whole group goes (a server or load generator it
    // started included), and no orphan keeps the pipes, or a port, open.
    const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    // Ctrl-C reaches only the runner's group: pass it on to the script's, and stop the run.
    const stop = () => {
      process.kill(-child.pid, 'SIGTERM');
      process.exit(130);
    };
    process.once('SIGINT', stop).once('SIGTERM', stop);
    let lastResult = null;
    let pending = '';
    const stderrTail = [];
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = (pending + chunk).split('\n');
      pending = lines.pop();
      for (const l of lines) if (l.startsWith(RESULT_PREFIX)) lastResult = l;
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      stderrTail.push(...String(chunk).split('\n').filter(Boolean));
      stderrTail.splice(0, Math.max(0, stderrTail.length - 8));
    });
    const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', stop).off('SIGTERM', stop);
      if (pending.startsWith(RESULT_PREFIX)) lastResult = pending;
      const seconds = (Date.now() - started) / 1000;
      const why = signal ? `killed (${signal}${seconds * 1000 >= timeoutMs ? `, over ${timeoutMs / 1000} s` : ''})` : code ? `exit code ${code}` : null;
      let result = null;
      if (lastResult) {
        try {
          result = JSON.parse(lastResult.slice(RESULT_PREFIX.length));
        } catch (err) {
          resolve({ result: null, failure: `its BENCH_RESULT line is not JSON (${err.message})`, seconds });
          return;
        }
      }
      if (why || !result) resolve({ result: null, failure: `${why ?? 'no BENCH_RESULT line'}${stderrTail.length ? `\n\n\`\`\`\n${stderrTail.join('\n')}\n\`\`\`` : ''}`, seconds });
      else resolve({ result, failure: null, seconds });
    });
  });
}

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
const unknown = only?.filter((n) => !BENCH_SCRIPTS.some((s) => s.name === n)) ?? [];
if (unknown.length) {
  console.error(`BENCH_ONLY: unknown ${unknown.join(', ')}; known: ${BENCH_SCRIPTS.map((s) => s.name).join(', ')}`);
  process.exit(1);
}
const chosen = BENCH_SCRIPTS.filter((s) => !only || only.includes(s.name));

const env = { ...process.env };
if (!env.DATABASE_URL && (await postgresVersion(LOCAL_PG))) env.DATABASE_URL = LOCAL_PG;
if (!env.CHROME_PATH && fs.existsSync('/usr/bin/chromium')) env.CHROME_PATH = '/usr/bin/chromium';
console.log(`bench: ${chosen.map((s) => s.name).join(', ')}${env.DATABASE_URL ? ` · PostgreSQL at ${redact(env.DATABASE_URL)}` : ' · no PostgreSQL'}`);

/**
 * The timed scripts refuse a busy machine (lib/quiet.mjs), and the load a script leaves behind is
 * still in the 1-minute load average when the next one starts: before each script, wait up to
 * BENCH_SETTLE_S (120) for it to fall to the core count. Load that is not ours does not fall, and the
 * script then refuses it.
 */
async function settle() {
  const cores = os.cpus().length;
  const until = Date.now() + Number(process.env.BENCH_SETTLE_S ?? 120) * 1000;
  if (os.loadavg()[0] <= cores) return;
  console.log(`bench: load average ${os.loadavg()[0].toFixed(2)} with ${cores} cores: waiting for it to settle (BENCH_SETTLE_S)`);
  while (os.loadavg()[0] > cores && Date.now() < until) await new Promise((r) => setTimeout(r, 2000));
}

const startedAt = new Date();
const machine = await machineLines(env.DATABASE_URL);
const sections = [];
for (const script of chosen) {
  const file = path.join('bench', `${script.name}.mjs`);
  console.log(`\n━━ ${file} ━━`);
  if (!fs.existsSync(path.join(ROOT, file))) {
    sections.push({ script, result: null, failure: `${file} does not exist yet`, seconds: 0 });
    continue;
  }
  await settle();
  sections.push({ script, ...(await runScript(file, env, timeoutOf(script))) });
}

const summary = [];
for (const { script, result, failure } of sections) {
  const title = result?.section ?? script.title;
  if (failure) summary.push([script.issue, title, `every target of ${title}`, `not measured: ${failure.split('\n')[0]}`, '✗']);
  for (const t of result?.targets ?? []) summary.push([script.issue, title, t.target, t.value, t.met ? '✓' : '✗']);
}
const doc = [
  '# Performance',
  '',
  `Written by \`npm run bench\` (bench/run.mjs) — do not edit by hand. Issue 13's targets, each measured in this run.`,
  '',
  `- Date: ${startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC · run took ${Math.round((Date.now() - startedAt) / 1000)} s`,
  `- Commit: ${commitOf(ROOT)}`,
  ...machine,
  only ? `- Subset: BENCH_ONLY=${only.join(',')}` : '- All benchmarks',
  '',
  '## Summary',
  '',
  mdTable(['#', 'section', 'target', 'measured', 'met'], summary),
  '',
  ...sections.flatMap(({ script, result, failure, seconds }) => [
    `## ${result?.section ?? script.title}`,
    '',
    `\`bench/${script.name}.mjs\` · ${Math.round(seconds)} s`,
    '',
    failure ? `**Not measured:** ${failure}` : result.markdown,
    '',
  ]),
].join('\n');
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, doc);
const met = summary.filter((r) => r[4] === '✓').length;
console.log(`\nbench: wrote ${path.relative(ROOT, OUT)} — ${met} of ${summary.length} targets met`);
