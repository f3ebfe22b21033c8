import { getTableColumns, is, sql, type Column, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';
import { PgNumeric } from 'drizzle-orm/pg-core';

/**
 * Rows of a child table nested in one statement (json_agg of json_build_object), read back exactly
 * as a plain `select` of those columns would return them — so a read can fold its sections into one
 * query without a second way of typing or formatting the same columns (DESIGN.md Reads).
 *
 * Keys are the TypeScript field names. Numerics travel as text: as JSON numbers "150000.00" would
 * come back as 150000. Timestamps travel as ISO text with their offset and go through the column's
 * own decoder, like the driver's text (both truncate to milliseconds the same way).
 */
export function jsonObject(columns: Record<string, Column>): SQL {
  const fields = Object.entries(columns).map(([key, column]) => {
    // Keys are our own identifiers, never user input: inlined rather than sent as parameters.
    const value = is(column, PgNumeric) ? sql`${column}::text` : sql`${column}`;
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(fields, sql`, `)})`;
}

/** `[row, …]` of the table's rows matching `where`, in `orderBy` order (at most `limit`); `[]` without any. */
export function jsonRows(table: Table, where: SQL | undefined, orderBy: SQL, limit?: number): SQL {
  // json_agg cannot take a LIMIT, and only its own ORDER BY guarantees the order: number the rows first.
  const limited = limit === undefined ? sql`` : sql` limit ${sql.raw(String(Math.trunc(limit)))}`;
  const row = jsonObject(getTableColumns(table));
  return sql`(select coalesce(json_agg(r.j order by r.n), '[]'::json) from (select ${row} as j, row_number() over (order by ${orderBy}) as n from ${table} where ${where} order by ${orderBy}${limited}) r)`;
}

/**
 * Each column set's entries, listed once: a detail decodes every service, payment and visit row with
 * the same set, and listing them again per row was most of what decoding allocated.
 */
const entriesOf = new WeakMap<Record<string, Column>, [string, Column][]>();
function columnEntries(columns: Record<string, Column>): [string, Column][] {
  let entries = entriesOf.get(columns);
  if (!entries) entriesOf.set(columns, (entries = Object.entries(columns)));
  return entries;
}

/** An object of `jsonObject(columns)` decoded as drizzle decodes those selected columns. */
export function fromJsonObject<C extends Record<string, Column>>(columns: C, json: Record<string, unknown>): { [K in keyof C]: C[K]['_']['data'] | null } {
  const out: Record<string, unknown> = {};
  for (const [key, column] of columnEntries(columns)) {
    const value = json[key];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as { [K in keyof C]: C[K]['_']['data'] | null };
}

/** A row of `jsonRows(table, …)` decoded as drizzle decodes a selected row. */
export const fromJsonRow = <T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> =>
  fromJsonObject(getTableColumns(table), json) as InferSelectModel<T>;
