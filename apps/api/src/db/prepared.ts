import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';
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
  if (!query) mine.set(key, (query = withCompiledMapping(prepareUnnamed(build(db)))));
  return query.execute(values);
}

/** What drizzle's prepared select holds (internal): its selected fields and which joins may be null. */
type SelectInternals = {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};
type Decoder = { mapFromDriverValue: (value: unknown) => unknown };

/**
 * A kept select maps its rows with a function made once from its fields, instead of drizzle's
 * `mapResultRow`, which works out every column's decoder, path and table again for every row
 * (~6% of the main thread on the proposal list under load, decision 0045). Same objects out: the
 * same decoders on the same paths, and a left-joined table whose first column is null becomes null
 * exactly as drizzle decides it (prepared.test.ts compares both on real rows).
 */
function withCompiledMapping<R>(query: PreparedRead<R>): PreparedRead<R> {
  const q = query as PreparedRead<R> & SelectInternals;
  if (q.fields && !q.customResultMapper) q.customResultMapper = compileRowMapper(q.fields, q.joinsNotNullableMap);
  return query;
}

export function compileRowMapper(fields: NonNullable<SelectInternals['fields']>, joinsNotNullableMap?: Record<string, boolean>) {
  const columns = fields.map(({ path, field }) => {
    const f = field as { decoder: Decoder; _: { sql: { decoder: Decoder } }; sql: { decoder: Decoder }; table: never };
    const decoder: Decoder = is(field, Column) ? (field as Decoder) : is(field, SQL) ? f.decoder : is(field, Subquery) ? f._.sql.decoder : f.sql.decoder;
    // Only a table's own column, one level down, tells whether a left join found its row.
    const table = joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName(f.table) : null;
    return { parents: path.slice(0, -1), leaf: path[path.length - 1]!, object: path[0]!, decoder, table };
  });
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    // Per object: the table of its first column when that column was null (a candidate for null), else false.
    const nullify: Record<string, string | false> = {};
    for (let i = 0; i < columns.length; i++) {
      const c = columns[i]!;
      let node = result;
      for (const chunk of c.parents) {
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Record<string, unknown>;
      }
      const raw = row[i];
      const value = raw === null ? null : c.decoder.mapFromDriverValue(raw);
      node[c.leaf] = value;
      if (c.table === null) continue;
      if (!(c.object in nullify)) nullify[c.object] = value === null ? c.table : false;
      else if (typeof nullify[c.object] === 'string' && nullify[c.object] !== c.table) nullify[c.object] = false;
    }
    for (const object in nullify) {
      const table = nullify[object];
      if (typeof table === 'string' && !joinsNotNullableMap![table]) result[object] = null;
    }
    return result;
  };
  return (rows: unknown[][]) => rows.map(mapRow);
}

/** A raw `sql` statement as something `runPrepared` can keep (what `db.execute` does, prepared once). */
export function preparableSql(db: Executor, statement: SQL): Preparable<unknown> {
  // drizzle keeps its session and dialect internal; db.execute uses exactly these two calls.
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  return { prepare: (name) => session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false) };
}
