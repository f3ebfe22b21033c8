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
import { CLOSE_MS, PgliteWorkerClient, type PgliteLike, type WorkerClientOptions } from './pglite-worker/client.ts';
import { DatabaseUnavailableError, IDLE_IN_TRANSACTION_MS, STATEMENT_TIMEOUT_MS } from './unavailable.ts';
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
  /** One real round trip to the database (the health check bounds how long it waits). */
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

/** How long a request waits for one of the pool's connections before it is told the database is unavailable. */
export const POOL_WAIT_MS = 10_000;

/**
 * The session settings of the pool's connections. jit off: short OLTP statements over big tables
 * crossed the JIT cost threshold and spent 150–225 ms compiling before a 100k-row count ran
 * (docs/decisions/0035); nothing here runs long enough to gain. The timeouts keep one request from
 * holding a connection, or a lock every other request needs, for long (issue 29, decision 0057).
 */
const POOL_SETTINGS = `-c jit=off -c statement_timeout=${STATEMENT_TIMEOUT_MS} -c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_MS}`;

export function connectPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: POOL_SETTINGS, connectionTimeoutMillis: POOL_WAIT_MS });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const scoped = new ScopedPool(pool);
  const db = drizzlePg({ client: scoped as unknown as pg.Pool, schema });
  const listener = pgListener(url);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    // Migrations on a connection of their own, without the statement timeout: building an index on
    // a big table may take longer than any request should.
    migrate: async () => {
      const migrator = new pg.Pool({ connectionString: url, max: 1, options: '-c jit=off' });
      try {
        await migratePg(drizzlePg({ client: migrator, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await migrator.end();
      }
    },
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
      // The pool ends once its connections are free; one still running a statement (stuck on a
      // lock) is left to the process's exit, which drops it and PostgreSQL rolls back its work.
      const ended = await Promise.race([pool.end().then(() => true), new Promise<false>((r) => setTimeout(r, CLOSE_MS, false).unref())]);
      if (!ended) throw new DatabaseUnavailableError(`conexiones a PostgreSQL aún ocupadas tras ${CLOSE_MS / 1000} s`);
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
      // In its worker, `select 1` goes ahead of the statements waiting their turn (one session: it
      // would otherwise measure the queue, decision 0031) but not of an open transaction.
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
export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string; worker?: WorkerClientOptions }): Promise<Database> {
  if (opts.databaseUrl) return connectPostgres(opts.databaseUrl);
  const dir = pgliteFolder(opts.dataDir);
  fs.mkdirSync(dir, { recursive: true });
  return connectPglite(await PgliteWorkerClient.start({ dataDir: dir }, opts.worker));
}
