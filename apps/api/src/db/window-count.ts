import { sql } from 'drizzle-orm';

/** The number of rows the whole filter matches, carried by every row of the page (one statement). */
export const windowCount = sql<number>`count(*) over()::int`;

/**
 * The total of a page read with `windowCount`: from its first row, or — only when a page past the
 * end came back empty — from a count of its own, so the usual page stays one statement.
 */
export async function totalOf(rows: readonly { fullCount: number }[], page: number, count: () => Promise<number>): Promise<number> {
  if (rows.length) return rows[0]!.fullCount;
  return page > 1 ? count() : 0;
}
