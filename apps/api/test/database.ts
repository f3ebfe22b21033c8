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

/**
 * One PGlite per worker, handed from test file to test file (a worker keeps its modules between
 * files, isolate: false): opening a copy of the template costs 0.4 s a file on a quiet 2-core machine
 * and well over a second on a busy one, emptying the tables 0.08 s. A file's database goes back when
 * the file closes it: its listeners stopped, any transaction rolled back, the session reset
 * (DISCARD ALL), every table of the app emptied (TRUNCATE … RESTART IDENTITY) and the migrations' own
 * rows put back, sequences at their start. A file that changed the schema (a trigger made to fail a
 * step, say) is found by comparing the catalog with the template's; that instance is closed instead,
 * and the next file opens a fresh copy. So each file still starts from exactly the migrated template.
 */
const spares = new Map<string, PGlite>();

/** What a fresh copy of a template holds, to check and restore a used one against. */
type TemplateState = { catalog: string; tables: string[]; rows: { table: string; json: string }[] };
const templates = new Map<string, TemplateState>();

// The schema as the catalog describes it: relations, columns, defaults, constraints, indexes,
// triggers, functions, policies and roles. Equal texts, equal schemas for what the tests can change.
const CATALOG = `select md5(string_agg(item, E'\n' order by item)) as catalog from (
  select 'rel ' || c.oid::regclass::text || ' ' || c.relkind::text || ' ' || c.relrowsecurity as item from pg_class c
    join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle')
  union all select 'col ' || a.attrelid::regclass::text || ' ' || a.attname || ' ' || a.atttypid::regtype::text || ' ' || a.attnotnull
    || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') from pg_attribute a
    join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname in ('public', 'drizzle') and a.attnum > 0 and not a.attisdropped
  union all select 'con ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
    where connamespace = 'public'::regnamespace
  union all select 'trg ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text from pg_trigger
  union all select 'fn ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc) from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ('pg_catalog', 'information_schema')
  union all select 'pol ' || polrelid::regclass::text || ' ' || polname || ' ' || coalesce(pg_get_expr(polqual, polrelid), '') from pg_policy
  union all select 'role ' || rolname from pg_roles
  union all select 'ns ' || nspname from pg_namespace
) items`;

async function openTemplate(file: string): Promise<PGlite> {
  const client = await PGlite.create({ ...PGLITE_OPTIONS, ...(await pgliteAssets()), loadDataDir: new Blob([fs.readFileSync(file)]) });
  if (!templates.has(file)) templates.set(file, await stateOf(client));
  return client;
}

async function stateOf(client: PGlite): Promise<TemplateState> {
  const { rows: tables } = await client.query<{ name: string }>(`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1`);
  const names = tables.map((t) => t.name);
  const rows: TemplateState['rows'] = [];
  for (const table of await nonEmpty(client, names)) {
    const { rows: found } = await client.query<{ json: string }>(`select json_agg(t)::text as json from ${table} t`);
    rows.push({ table, json: found[0]!.json });
  }
  const { rows: catalog } = await client.query<{ catalog: string }>(CATALOG);
  return { catalog: catalog[0]!.catalog, tables: names, rows };
}

/** The tables holding a row, in one statement. */
async function nonEmpty(client: PGlite, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(tables.map((t) => `select '${t}' as name where exists (select 1 from ${t})`).join(' union all '));
  return rows.map((r) => r.name);
}

function takeSpare(file: string): PGlite | null {
  const client = spares.get(file) ?? null;
  spares.delete(file);
  return client;
}

/** The file's database over `client`; closing it hands the instance back (or closes it, see above). */
function handedOn(file: string, client: PGlite): TestDatabase {
  const database = onPglite(connectPglite(client));
  const listening: (() => Promise<void>)[] = [];
  return {
    ...database,
    listen: async (channel, handler) => {
      const stop = await database.listen(channel, handler);
      listening.push(stop);
      return stop;
    },
    close: async () => {
      for (const stop of listening) await stop();
      if (await emptied(file, client)) spares.set(file, client);
      else await client.close().catch(() => {});
    },
  };
}

/** Back to the template's state, or false when that cannot be vouched for (the schema changed, or an error). */
async function emptied(file: string, client: PGlite): Promise<boolean> {
  const template = templates.get(file);
  if (!template || client.closed) return false;
  try {
    await client.exec('rollback');
    await client.exec('discard all');
    const { rows } = await client.query<{ catalog: string }>(CATALOG);
    if (rows[0]?.catalog !== template.catalog) return false;
    // Only the tables the file wrote to (and, by cascade, those referencing them): emptying all 55
    // made a new file for each table and index, three times the time.
    // The migrations' rows are deleted and put back rather than truncated: a truncate cascades to every
    // table referencing theirs, written to or not.
    const seeded = new Set(template.rows.map((r) => r.table));
    const written = (await nonEmpty(client, template.tables)).filter((t) => !seeded.has(t));
    if (written.length > 0) await client.exec(`truncate ${written.join(', ')} restart identity cascade`);
    for (const { table, json } of template.rows) {
      await client.exec(`delete from ${table}`);
      await client.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1)`, [json]);
    }
    await client.exec(`select setval(format('%I.%I', schemaname, sequencename), start_value, false) from pg_sequences where schemaname = 'public'`);
    return true;
  } catch {
    return false;
  }
}

/** A freshly migrated database of its own for one test file; closing it also drops it. */
export async function createTestDatabase(template: TestDbTemplate, opts: { pgliteInWorker?: boolean } = {}): Promise<TestDatabase> {
  if (template.kind === 'pglite') {
    // In its worker thread, as the server runs it: asked by a file, or TEST_PGLITE_MODE=worker for the whole suite.
    if (opts.pgliteInWorker || process.env.TEST_PGLITE_MODE === 'worker') {
      return onPglite(connectPglite(await PgliteWorkerClient.start({ loadDataDirFile: template.file })));
    }
    return handedOn(template.file, takeSpare(template.file) ?? (await openTemplate(template.file)));
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
