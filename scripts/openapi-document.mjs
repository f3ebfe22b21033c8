// Writes the OpenAPI document the API serves at GET /api/docs/json to stdout or a file, building the
// app exactly as production does over a throwaway PGlite data folder (nothing is migrated: only the
// routes are needed). Run: node --import tsx scripts/openapi-document.mjs [out.json]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { localStorage } from '../apps/api/src/modules/uploads/storage.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-openapi-'));
try {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: null, dataDir });
  const app = await buildApp(
    { config: { ...config, appSecret: 'openapi-document-'.padEnd(48, 'x'), devMailboxKey: null }, database, storage: localStorage(path.join(dataDir, 'uploads')), nudgeOutbox: () => {} },
    { serveWeb: false },
  );
  await app.ready();
  const doc = JSON.stringify(app.swagger(), null, 2);
  await app.close();
  await database.close();
  if (process.argv[2]) fs.writeFileSync(process.argv[2], doc);
  else process.stdout.write(doc);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
