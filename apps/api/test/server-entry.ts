import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * The compiled server `npm start` runs (apps/api/dist/main.mjs, decision 0040): tests that start the
 * real process start this one, with plain Node, so they exercise what operators run and skip tsx's
 * compile of every source at each start (~3.5 s a start on a slow 2-core machine).
 */
export const SERVER_MAIN = path.join(ROOT, 'apps/api/dist/main.mjs');

/** Rebuilds apps/api/dist when its sources changed since the last build (about a second); throws if the build fails. */
export function buildServerIfStale(): void {
  if (spawnSync(process.execPath, ['scripts/server-build.mjs', '--if-stale'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) {
    throw new Error('the server build (apps/api/dist) failed — see the output above.');
  }
}
