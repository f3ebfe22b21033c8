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
    pool: 'forks',
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
