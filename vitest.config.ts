import { defineConfig } from 'vitest/config';

// One runner for unit (domain, web) and API integration suites; e2e has its own config in e2e/.
// isolate: false — a worker keeps its imported modules from one test file to the next instead of
// importing the app (or jsdom and React) again for every file: the suites take about half the time
// (decision 0014). It is safe because no test file relies on module state: every API file builds its
// own app and starts from the migrated template (test/app.ts; on PGlite the worker's one instance is
// emptied between files and checked against the template, test/database.ts), and the web tests clean
// the DOM after each test.
export default defineConfig({
  test: {
    // Two files at a time: on the 2-core CI machine vitest's default (cores − 1) left a core idle,
    // while PGlite runs in the worker's own thread. Set for all projects: vitest refuses projects
    // that differ in it but run in the same group.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom and one module graph per worker, as the other projects: a jsdom and React per
          // file took 88 s of wall time on a slow 2-core machine, 17 s shared (decision 0055). Safe
          // because every test's React roots are unmounted after it by the setup file (roots made
          // with src/testing/mount.ts; lint forbids createRoot in tests). Roots left mounted were what
          // kept toasts' timers firing into later files and into the worker's closing (CI 2026-11-27).
          isolate: false,
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        // Proofs (issue 14): slow suites against the real server process, run by `npm run test:proof`.
        test: {
          name: 'proof',
          include: ['apps/api/test/**/*.proof.ts'],
          environment: 'node',
          testTimeout: 15 * 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
