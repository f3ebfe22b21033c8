// The API as production builds it (apps/api/src/main.ts), in this process, over a given database:
// production settings, request logging at info (written to /dev/null so the runner's console stays
// readable; pino still formats every line), TRUST_PROXY on (see cannon-child.mjs).
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { localStorage } from '../../apps/api/src/modules/uploads/storage.ts';
import { BENCH_APP_SECRET } from './seed.mjs';

export async function productionApp(database, dataDir) {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, APP_URL: 'http://127.0.0.1:4470', LOG_LEVEL: 'info', TRUST_PROXY: 'true', SEED_DEMO: 'false' });
  const app = await buildApp(
    { config: { ...config, appSecret: BENCH_APP_SECRET, devMailboxKey: null }, database, storage: localStorage(path.join(dataDir, 'uploads')), nudgeOutbox: () => {} },
    { logger: { level: config.logLevel, stream: pino.destination({ dest: '/dev/null', sync: true }) }, serveWeb: false },
  );
  await app.ready();
  return app;
}
