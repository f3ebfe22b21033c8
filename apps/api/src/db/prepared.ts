import type { SQL } from 'drizzle-orm';
import { PgTransaction, type PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * Hot reads built once per process instead of once per request (decision 0043).
 *
 * A folded read (one statement of joins and json aggregation, DESIGN.md Reads) is a large drizzle
 * tree: building it and turning it into SQL text took ~15% of the main thread's time on the
 * dashboard under load. Here the tree is built once with `sql.placeholder`s where the request's
 * values go, drizzle renders its text once, and each request only fills the values in. The text and
 * the parameters sent are exactly what the unprepared query sends (no server-side PREPARE: PostgreSQL
 * still plans each execution with its values).
 *
 */
type PreparedRead<R> = { execute: (values?: Record<string, unknown>) => Promise<R> };
export type Preparable<R> = { prepare: (name: string) => PreparedRead<R> };

const kept = new WeakMap<object, Map<string, PreparedRead<unknown>>>();

/** A statement prepared unnamed (drizzle's `.prepare(name)` would make it a named server-side one). */
const prepareUnnamed = <R>(query: Preparable<R>): PreparedRead<R> => query.prepare(undefined as unknown as string);

/**
 * Runs on `db`, with `values`, the query `build` makes; `key` names its shape (kept per `db`), so
 * `build` must give the same tree for the same key: it may depend on nothing but `db`, constants and
 * placeholders. Inside a transaction the query is prepared for that transaction alone.
 */
export function runPrepared<R>(db: Executor, key: string, build: (db: Executor) => Preparable<R>, values: Record<string, unknown>): Promise<R> {
  if (db instanceof PgTransaction) return prepareUnnamed(build(db)).execute(values);
  let mine = kept.get(db);
  if (!mine) kept.set(db, (mine = new Map()));
  let query = mine.get(key) as PreparedRead<R> | undefined;
  if (!query) mine.set(key, (query = prepareUnnamed(build(db))));
  return query.execute(values);
}

/** A raw `sql` statement as something `runPrepared` can keep (what `db.execute` does, prepared once). */
export function preparableSql(db: Executor, statement: SQL): Preparable<unknown> {
  // drizzle keeps its session and dialect internal; db.execute uses exactly these two calls.
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  return { prepare: (name) => session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false) };
}
