import type { Db } from '../src/db/client.ts';

/** The session lookup every authenticated request makes; not part of what a read endpoint costs. */
const AUTH = /(from|update) "(access_tokens|users|memberships)"/;

/**
 * Counts the SQL statements sent through `db` while `fn` runs, leaving out the session lookup unless
 * `opts.session` (issue 13 counts every statement of a request), so a test can hold a read endpoint
 * to "at most N statements whatever the page size" (DESIGN.md Reads).
 * Works on PGlite and node-postgres alike: both drivers send every statement through `$client.query`.
 */
export async function countStatements<T>(db: Db, fn: () => Promise<T>, opts: { session?: boolean } = {}): Promise<{ result: T; statements: string[] }> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? '');
    if (opts.session || !AUTH.test(text)) statements.push(text);
    return original.apply(this, args);
  };
  try {
    return { result: await fn(), statements };
  } finally {
    client.query = original;
  }
}
