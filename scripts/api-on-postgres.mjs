// CI's second API run: the API suite against the PostgreSQL server in TEST_DATABASE_URL
// (`node scripts/api-on-postgres.mjs`, extra arguments go to vitest).
//
// It leaves out the files whose work does not depend on TEST_DATABASE_URL, which `npm test` has just
// run in full (decision 0055): they start the embedded database themselves (DATABASE_URL emptied,
// PGlite created in the test), and backup.test.ts restores into this machine's PostgreSQL whichever
// variable is set (.ci/run starts that server before `npm test`). Every other API file runs again.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.error('TEST_DATABASE_URL is not set: this run is the API suite on PostgreSQL (e.g. postgres://postgres@127.0.0.1:5432/test).');
  process.exit(2);
}

const EMBEDDED_ONLY = [
  'apps/api/src/main.test.ts', // spawns `npm start` on a fresh data folder
  'apps/api/src/modules/demo/demo-reset-cli.test.ts', // the demo CLI on a data folder
  'apps/api/src/modules/superadmin/superadmin-cli.test.ts', // the superadmin CLI on a data folder
  'apps/api/src/db/pglite-template.test.ts',
  'apps/api/src/db/pglite-worker/**',
  'apps/api/src/ops/backup/backup.test.ts', // PGlite → this machine's PostgreSQL → PGlite, either way
];

// Four files at a time, not the two of the PGlite run: here a file mostly waits on PostgreSQL's round
// trips, and two workers left the two cores 39 % idle (118 s); four kept them 93 % busy (95 s).
const args = ['vitest', 'run', '--project', 'api', '--maxWorkers=4', ...EMBEDDED_ONLY.flatMap((glob) => ['--exclude', glob]), ...process.argv.slice(2)];
const result = spawnSync('npx', args, { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
