import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    // One server and 2 cores: files run one after another, and so do the tests inside them.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
