// `npm run test:e2e:repeat -- --runs 5 [--no-build] [journey files…]`: builds once, then runs the
// journeys (all, or the files given) N times in a row and prints a tally per file: passes, fails,
// which test failed and the first line of its error. Exits non-zero if any run failed, so "5 runs
// without a failure" is something a script says, not a memory (issue 14: a journey failing once in
// N runs is a bug). Every run is complete: no stop at the first failure, no retries.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertChromium } from './chromium.mjs';

function parseArgs(argv) {
  const options = { runs: 5, build: true, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg.startsWith('--runs=')) options.runs = Number(arg.slice('--runs='.length));
    else if (arg === '--no-build') options.build = false;
    else options.files.push(arg);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) {
    console.error('--runs needs a whole number of runs, 1 or more');
    process.exit(2);
  }
  return options;
}

/** The first line of an error worth reading (vitest's messages start with the assertion's own words). */
const firstLine = (message) => (message ?? '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 200) ?? '(no message)';

/** One vitest run of the journeys; answers its JSON report (null if vitest wrote none). */
function runOnce(files, reportFile) {
  fs.rmSync(reportFile, { force: true });
  const args = ['vitest', 'run', '--config', 'e2e/vitest.config.ts', '--reporter', 'default', '--reporter', 'json', `--outputFile.json=${reportFile}`, ...files];
  const result = spawnSync('npx', args, { stdio: 'inherit', env: process.env });
  const report = fs.existsSync(reportFile) ? JSON.parse(fs.readFileSync(reportFile, 'utf8')) : null;
  return { status: result.status ?? 1, report };
}

/** Adds one run's outcome to the tally: file → { passes, fails, failures: [{ run, test, error }] }. */
function record(tally, run, { status, report }) {
  if (!report) {
    const entry = (tally['(whole run)'] ??= { passes: 0, fails: 0, failures: [] });
    entry.fails++;
    entry.failures.push({ run, test: '(vitest wrote no report)', error: `exit status ${status}` });
    return;
  }
  for (const file of report.testResults) {
    const name = path.relative(process.cwd(), file.name);
    const entry = (tally[name] ??= { passes: 0, fails: 0, failures: [] });
    const failed = file.assertionResults.filter((t) => t.status === 'failed');
    if (file.status === 'passed' && failed.length === 0) {
      entry.passes++;
      continue;
    }
    entry.fails++;
    // A file can fail outside its tests too (a hook, an import): then the file's own message says why.
    if (failed.length === 0) entry.failures.push({ run, test: '(file)', error: firstLine(file.message) });
    for (const t of failed) entry.failures.push({ run, test: t.fullName ?? t.title, error: firstLine(t.failureMessages?.[0]) });
  }
  // A run can fail with every test passing (an unhandled error, a teardown): count it against the run.
  const counted = report.testResults.some((f) => f.status !== 'passed');
  if (status !== 0 && !counted) {
    const entry = (tally['(whole run)'] ??= { passes: 0, fails: 0, failures: [] });
    entry.fails++;
    entry.failures.push({ run, test: '(outside the tests)', error: `exit status ${status}, ${report.numFailedTests} failed tests` });
  }
}

function printTally(tally, runs, seconds) {
  console.log(`\n══ e2e repeat: ${runs.length} runs (${seconds.map((s) => `${s} s`).join(', ')}) ══`);
  for (const [name, entry] of Object.entries(tally).sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${entry.fails === 0 ? '✔' : '✖'} ${name}: ${entry.passes} passed, ${entry.fails} failed`);
    for (const f of entry.failures) console.log(`    run ${f.run}: ${f.test}\n      ${f.error}`);
  }
  const failedRuns = runs.filter((r) => r !== 0).length;
  console.log(failedRuns === 0 ? `\n✔ ${runs.length} of ${runs.length} runs passed` : `\n✖ ${failedRuns} of ${runs.length} runs failed`);
  return failedRuns;
}

/** The next run overwrites the server's log: a failed run's copy is kept beside it, and named. */
function keepServerLog(run) {
  const log = path.join('test-results', 'e2e-server.log');
  if (!fs.existsSync(log)) return;
  const kept = path.join('test-results', `e2e-server.run-${run}.log`);
  fs.copyFileSync(log, kept);
  console.log(`▶ run ${run} failed: its server log is kept in ${kept}`);
}

const options = parseArgs(process.argv.slice(2));
process.env.CHROMIUM_PATH = await assertChromium();
if (options.build) {
  console.log('▶ npm run build');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}
const reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-repeat-')), 'report.json');
const tally = {};
const statuses = [];
const seconds = [];
for (let run = 1; run <= options.runs; run++) {
  console.log(`\n▶ run ${run} of ${options.runs}${options.files.length ? `: ${options.files.join(' ')}` : ''}`);
  const started = Date.now();
  const outcome = runOnce(options.files, reportFile);
  seconds.push(Math.round((Date.now() - started) / 1000));
  statuses.push(outcome.status);
  record(tally, run, outcome);
  if (outcome.status !== 0) keepServerLog(run);
}
fs.rmSync(path.dirname(reportFile), { recursive: true, force: true });
process.exit(printTally(tally, statuses, seconds) === 0 ? 0 : 1);
