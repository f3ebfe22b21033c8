// Profiling aid (not part of `npm run bench`; decision 0045): one read's statement on PGlite in this
// thread, sent the way PGlite's `query` sends it (unnamed: parsed, analysed and planned every call)
// and through the worker's NamedStatements (parsed once, then bound and executed). Prints ms per call.
// Run: node --import tsx bench/lib/pglite-named-reads.mjs public|list|detail|dashboard
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { connectPglite, PGLITE_OPTIONS } from '../../apps/api/src/db/client.ts';
import { NamedStatements } from '../../apps/api/src/db/pglite-worker/named-statements.ts';
import { productionApp } from './app.mjs';
import { captureStatements } from './statements.mjs';
import { seedWorkspace } from './seed.mjs';

const key = process.argv[2] ?? 'public';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-named-reads-'));
const pg = await PGlite.create({ ...PGLITE_OPTIONS });
const database = connectPglite(pg);
const seed = await seedWorkspace(database, tmp, 10);
const app = await productionApp(database, tmp);
const headers = key === 'public' ? {} : key === 'customerProject' ? seed.customer : seed.staff;
const inject = () => app.inject({ method: 'GET', url: seed.paths[key], headers });
await inject();
const statements = await captureStatements(database.db, inject);
const { text, values } = statements[statements.length - 1];
const reads = new NamedStatements(pg);

async function time(label, fn, n = 400) {
  for (let i = 0; i < 50; i++) await fn();
  const started = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(`${key} · ${label}: ${((performance.now() - started) / n).toFixed(3)} ms per call`);
}
const plain = await pg.query(text, values);
await reads.query(text, values);
const named = await reads.query(text, values);
console.log(`same rows and fields: ${JSON.stringify(plain.rows) === JSON.stringify(named.rows) && JSON.stringify(plain.fields) === JSON.stringify(named.fields)}`);
await time('unnamed (PGlite query)', () => pg.query(text, values));
await time('named (NamedStatements)', () => reads.query(text, values));
await app.close();
await pg.close();
fs.rmSync(tmp, { recursive: true, force: true });
