import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgListener, type NotifyHandler } from './pg-listener.ts';
import { pgliteFolder } from './pglite-template.ts';
import { ScopedPool, useAppRole } from './row-security.ts';
import { PgliteWorkerClient, type PgliteLike } from './pglite-worker/client.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database handle every query function takes; PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A query runs the same inside or outside a transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  /**
   * LISTENs on a NOTIFY channel (realtime fan-out, docs/decisions/0024); resolves once listening,
   * to the function that stops this handler. PostgreSQL: one dedicated connection that reconnects.
   */
  listen: (channel: string, handler: NotifyHandler) => Promise<() => Promise<void>>;
  /**
   * Runs `fn` while holding a PostgreSQL advisory lock, so of several server copies starting at once
   * only one migrates and seeds at a time. PGlite runs it as is: its data-folder lock already makes
   * it one process.
   */
  exclusively: <T>(lockKey: number, fn: () => Promise<T>) => Promise<T>;
  /**
   * After migrating: from now on work as the non-owner role whose row-level security policies keep
   * each request inside its workspace (db/row-security.ts). Resolves whether that is on: always
   * false on PGlite, which runs as its owner; false on a server whose user may not take the role.
   */
  useRowSecurity: () => Promise<boolean>;
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function connectPostgres(url: string): Database {
  // jit off: short OLTP statements over big tables crossed the JIT cost threshold and spent 150–225 ms
  // compiling before a 100k-row count ran (docs/decisions/0035); nothing here runs long enough to gain.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const scoped = new ScopedPool(pool);
  const db = drizzlePg({ client: scoped as unknown as pg.Pool, schema });
  const listener = pgListener(url);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await pool.query('select 1');
    },
    listen: listener.listen,
    exclusively: async (lockKey, fn) => {
      // A session-level lock lives on one connection: a dedicated client, not one from the pool.
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [lockKey]);
        return await fn();
      } finally {
        // Ending the session releases the lock too; unlocking first says so explicitly.
        await holder.query('select pg_advisory_unlock($1)', [lockKey]).catch(() => {});
        await holder.end().catch(() => {});
      }
    },
    useRowSecurity: () => useAppRole(pool, scoped),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/** PGlite in this thread (the tests, one-off scripts) or in its worker thread (openDatabase). */
export function connectPglite(client: PgliteLike): Database {
  // drizzle's PGlite driver only calls query and transaction, which the worker client has too.
  const db = drizzlePglite({ client: client as PGlite, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      // In its worker, PGlite answers the ping between two statements; `select 1` would wait for
      // every statement queued before it (one session), so under load /api/health would measure
      // the queue rather than whether the database is up (docs/decisions/0031).
      if (client instanceof PgliteWorkerClient) await client.ping();
      else await client.query('select 1');
    },
    listen: async (channel, handler) => {
      const stop = await client.listen(channel, handler);
      return async () => {
        if (!client.closed) await stop().catch(() => {});
      };
    },
    exclusively: (_lockKey, fn) => fn(),
    useRowSecurity: async () => false,
    close: () => client.close(),
  };
}

export { PGLITE_OPTIONS } from './pglite-options.ts';

/**
 * PGlite keeps its files in `{dataDir}/pglite` and runs in a worker thread, off the HTTP event loop
 * (docs/decisions/0031); DATABASE_URL switches to a PostgreSQL server.
 */
export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return connectPostgres(opts.databaseUrl);
  const dir = pgliteFolder(opts.dataDir);
  fs.mkdirSync(dir, { recursive: true });
  return connectPglite(await PgliteWorkerClient.start({ dataDir: dir }));
}
