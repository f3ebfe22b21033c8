// Profiling aid (not part of `npm run bench`): seeds PostgreSQL, serves the production app in this
// process and loads one read so that `node --cpu-prof` shows where the app's time goes.
// Run: node --import tsx bench/lib/profile-app.mjs detail /tmp/detail.cpuprofile (the profile covers
// the load only, not the seeding; open it in Chrome DevTools).
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import Fastify from 'fastify';
import { productionApp } from './app.mjs';
import { captureStatements, replay } from './statements.mjs';
import { cannon } from './cannon.mjs';
import { freshDatabase, postgresServerUrl } from './pg.mjs';
import { seedWorkspace } from './seed.mjs';

const key = process.argv[2] ?? 'detail';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-bench-prof-'));
// BENCH_DB=pglite profiles on PGlite (openDatabase's default), else on DATABASE_URL's server.
const fresh = process.env.BENCH_DB === 'pglite' ? { url: null, drop: async () => {} } : await freshDatabase(postgresServerUrl(), 'prof');
const database = await openDatabase({ databaseUrl: fresh.url, dataDir: tmp });
try {
  const seed = await seedWorkspace(database, tmp);
  const app = await productionApp(database, tmp);
  const headers = key === 'public' ? {} : key === 'customerProject' ? seed.customer : seed.staff;
  // BARE=1 profiles compare-bare.mjs's bare route replaying the request's statements instead.
  let url = `http://127.0.0.1:4474${seed.paths[key]}`;
  let bare = null;
  if (process.env.BARE) {
    const inject = () => app.inject({ method: 'GET', url: seed.paths[key], headers });
    await inject();
    const statements = await captureStatements(database.db, inject);
    bare = Fastify();
    bare.get('/bare', () => replay(database.db, statements));
    await bare.listen({ port: 4475, host: '127.0.0.1' });
    url = 'http://127.0.0.1:4475/bare';
  } else await app.listen({ port: 4474, host: '127.0.0.1' });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const r = await cannon({ url, headers, connections: 10, duration: Number(process.env.BENCH_DURATION_S ?? 10), addresses: 250 });
  const { profile } = await session.post('Profiler.stop');
  fs.writeFileSync(process.argv[3] ?? `${key}.cpuprofile`, JSON.stringify(profile));
  console.log(key, r);
  // Closed here, not from an onClose hook: inject() has readied the app, which then takes no hooks.
  await bare?.close();
  await app.close();
} finally {
  await database.close();
  await fresh.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
