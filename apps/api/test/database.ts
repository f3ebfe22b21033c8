import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_OPTIONS, connectPglite, connectPostgres, type Database } from '../src/db/client.ts';
import { PgliteWorkerClient } from '../src/db/pglite-worker/client.ts';

const require = createRequire(import.meta.url);

export type TestDbTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; template: string };

export function databaseUrlFor(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A test's database, plus a way to run a statement as the tables' owner: the app works as the
 * non-owner role on PostgreSQL (decision 0053), which may not create the triggers a test uses to
 * make a step fail.
 */
export type TestDatabase = Database & { asOwner: <T = unknown>(statement: string, params?: unknown[]) => Promise<T[]> };

const onPglite = (database: Database): TestDatabase => ({
  ...database,
  asOwner: async <T,>(statement: string, params: unknown[] = []) => {
    const client = (database.db as unknown as { $client: { query: (q: string, p: unknown[]) => Promise<{ rows: T[] }> } }).$client;
    return (await client.query(statement, params)).rows;
  },
});

/** A PostgreSQL database: owner statements on a connection of their own, as the connecting user. */
export const onPostgres = (database: Database, url: string): TestDatabase => ({
  ...database,
  asOwner: async <T,>(statement: string, params: unknown[] = []) => {
    const owner = new pg.Client({ connectionString: url });
    await owner.connect();
    try {
      return (await owner.query(statement, params)).rows as T[];
    } finally {
      await owner.end();
    }
  },
});

let assets: Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>> | null = null;

/**
 * PGlite's compiled WebAssembly and its file bundle, read once per worker and handed to every test
 * file's instance (a worker keeps its modules from file to file): left to itself, each of the ~120
 * files read and compiled them again, ~0.2 s a file on a slow machine.
 */
function pgliteAssets() {
  const file = (name: string) => fs.readFileSync(require.resolve(`@electric-sql/pglite/${name}`));
  // The API's TypeScript setup has no DOM library, where WebAssembly's value is declared.
  const { WebAssembly } = globalThis as unknown as { WebAssembly: { compile: (bytes: Uint8Array) => Promise<PGliteOptions['pgliteWasmModule']> } };
  assets ??= WebAssembly.compile(file('pglite.wasm')).then((pgliteWasmModule) => ({ pgliteWasmModule, fsBundle: new Blob([file('pglite.data')]) }));
  return assets;
}

/** A freshly migrated database of its own for one test file; closing it also drops it. */
export async function createTestDatabase(template: TestDbTemplate, opts: { pgliteInWorker?: boolean } = {}): Promise<TestDatabase> {
  if (template.kind === 'pglite') {
    // In its worker thread, as the server runs it: asked by a file, or TEST_PGLITE_MODE=worker for the whole suite.
    if (opts.pgliteInWorker || process.env.TEST_PGLITE_MODE === 'worker') {
      return onPglite(connectPglite(await PgliteWorkerClient.start({ loadDataDirFile: template.file })));
    }
    const client = await PGlite.create({ ...PGLITE_OPTIONS, ...(await pgliteAssets()), loadDataDir: new Blob([fs.readFileSync(template.file)]) });
    return onPglite(connectPglite(client));
  }
  const name = `${template.template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template.template}"`);
  } finally {
    await admin.end();
  }
  const url = databaseUrlFor(template.url, name);
  const database = connectPostgres(url);
  // As the server runs after migrating: as the role the row-level security policies bind.
  if (!(await database.useRowSecurity())) throw new Error('row-level security could not be turned on for the test database');
  return {
    ...onPostgres(database, url),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: template.url });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
