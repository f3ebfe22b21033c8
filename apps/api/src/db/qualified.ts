import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column of the outer row, always qualified with its table, for correlated subqueries: drizzle
 * renders a column of the only table of a select unqualified, which inside a subquery would mean
 * the subquery's own column of that name.
 */
export const qualified = (column: PgColumn): SQL => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
