import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './longest-first.ts';

// Playwright-core journeys in a real Chromium against the real server (started by the global setup).
// Run from the repository root: `npm run test:e2e` (builds the web app first).
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['e2e/journeys/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/setup.ts'],
    pool: 'forks',
    // A worker imports playwright-core and the support modules once, not once per file (~1.2 s a file
    // on a slow 2-core machine, 56 s in all). Safe: each file launches its own Chromium (fixtures.ts),
    // the support modules keep no state a file relies on being fresh, and per-test hooks live in the
    // setup file, which runs for every file.
    isolate: false,
    // Two files at a time against the one server (decision 0055): one file alone left a third of the
    // two cores idle (Chromium waits on the server and the server on Chromium); a third file did not
    // help. Tests inside a file still run one after another.
    fileParallelism: true,
    maxWorkers: 2,
    // Longest files first, from a CI run's figures (e2e/longest-first.ts): a clean clone has no timings.
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
