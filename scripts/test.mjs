// `npm test`: the build, then every suite, in order — unit (domain, web), API integration on PGlite,
// the Playwright journeys in Chromium against the built app, then the proofs (npm run test:proof: the
// SIGKILL durability run against the built server). Stops at the first failing step.
// The build comes first because it also prepares the PGlite template (decision 0034): the API files
// that spawn a server on a fresh data folder (main, the demo and superadmin CLIs, backup) then copy
// it instead of running initdb each time.
import { spawnSync } from 'node:child_process';
import { assertChromium } from './chromium.mjs';

// The browser first (Debian's, else the npm one, prepared once): the journeys' global setup reads CHROMIUM_PATH.
process.env.CHROMIUM_PATH = await assertChromium();

const all = [
  // Built only when its sources changed (the stamps of decision 0034): CI builds beside the typecheck.
  ['web build', ['sh', '-c', 'node scripts/web-build.mjs --if-stale && node scripts/server-build.mjs --if-stale && node --import tsx scripts/pglite-template.mjs']],
  ['unit and API suites', ['npx', 'vitest', 'run', '--project', 'domain', '--project', 'web', '--project', 'api']],
  ['browser journeys', ['npx', 'vitest', 'run', '--config', 'e2e/vitest.config.ts']],
  ['proofs', ['npm', 'run', 'test:proof']],
];
// `node scripts/test.mjs e2e` runs only the build and the journeys (npm run test:e2e).
const steps = process.argv[2] === 'e2e' ? all.filter(([name]) => name === 'web build' || name === 'browser journeys') : all;

for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  // Each suite's time, so the CI log shows where its minutes go (the whole run must stay under 20).
  console.log(`⏱ ${name}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✔ all suites passed');
