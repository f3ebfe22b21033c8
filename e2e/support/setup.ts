import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './csp.ts';

// The journeys' setup file (e2e/vitest.config.ts): it runs before every journey file, so this hook
// holds for each of them. Registered at the top of fixtures.ts it would hold only for the first file
// of a worker, since a worker imports the support modules once (isolate: false).

// Any Content-Security-Policy violation during a journey fails it (support/csp.ts).
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
