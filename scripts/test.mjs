// `npm test`: every suite, in order — unit (domain, web), API integration on PGlite, the
// Playwright journeys in Chromium against the built app, then the proofs (npm run test:proof: the
// SIGKILL durability run against the built server). Stops at the first failing suite.
import { spawnSync } from 'node:child_process';
import { assertChromium } from './chromium.mjs';

assertChromium();

const all = [
  ['unit and API suites', ['npx', 'vitest', 'run', '--project', 'domain', '--project', 'web', '--project', 'api']],
  ['web build', ['npm', 'run', 'build']],
  ['browser journeys', ['npx', 'vitest', 'run', '--config', 'e2e/vitest.config.ts']],
  ['proofs', ['npm', 'run', 'test:proof']],
];
// `node scripts/test.mjs e2e` runs only the build and the journeys (npm run test:e2e).
const steps = process.argv[2] === 'e2e' ? all.slice(1, 3) : all;

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
