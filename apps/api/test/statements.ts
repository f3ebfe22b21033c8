import type { Db } from '../src/db/client.ts';

/** The session lookup every authenticated request makes; not part of what a read endpoint costs. */
const AUTH = /(from|update) "(access_tokens|users|memberships)"/;
/**
 * Transaction control is not a statement of the read itself (PGlite sends it out of sight anyway),
 * nor is a pooled connection taking the request's row-security scope (db/row-security.ts): that
 * happens only when the connection last served another scope, so how often depends on the pool,
 * not on the read (decision 0053 records its cost).
 */
const CONTROL = /^\s*(begin|commit|rollback|savepoint|release\b|select set_config\('(role|trato\.workspace_id)')/i;

type Queryable = { query: (...args: unknown[]) => unknown };
type Client = Queryable & {
  connect?: (...args: unknown[]) => Promise<Queryable>;
  transaction?: (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
};

const textOf = (arg: unknown): string => (typeof arg === 'string' ? arg : ((arg as { text?: string } | undefined)?.text ?? ''));

/**
 * Counts the SQL statements sent through `db` while `fn` runs, leaving out the session lookup, so a
 * test can hold a read endpoint to "at most N statements whatever the page size" (DESIGN.md Reads).
 * `session: true` counts the session lookup too: what a request really costs (issue 13 counts it).
 * Works on PGlite (every statement through `$client.query`, a transaction's through `transaction`)
 * and node-postgres (every statement on a pooled client from `connect`).
 */
export async function countStatements<T>(db: Db, fn: () => Promise<T>, opts: { session?: boolean } = {}): Promise<{ result: T; statements: string[] }> {
  const client = (db as unknown as { $client: Client }).$client;
  const statements: string[] = [];
  const restore: (() => void)[] = [];
  const watch = (target: Queryable) => {
    const original = target.query;
    if ((original as { counted?: boolean }).counted) return;
    const counted = Object.assign(
      function (this: unknown, ...args: unknown[]) {
        const text = textOf(args[0]);
        if (!CONTROL.test(text) && (opts.session || !AUTH.test(text))) statements.push(text);
        return original.apply(this, args);
      },
      { counted: true },
    );
    target.query = counted;
    restore.push(() => (target.query = original));
  };
  const { connect, transaction } = client;
  if (connect) {
    // node-postgres: every statement, pool.query's and a transaction's alike, runs on a pooled
    // client handed out by connect (with a callback or as a promise): watch those, not the pool.
    client.connect = function (this: unknown, ...args: unknown[]) {
      const done = args.find((a): a is (err: unknown, pooled?: Queryable, release?: unknown) => void => typeof a === 'function');
      if (done) {
        return connect.call(this, (err: unknown, pooled?: Queryable, release?: unknown) => {
          if (pooled) watch(pooled);
          done(err, pooled, release);
        });
      }
      return connect.apply(this, args).then((pooled) => {
        watch(pooled);
        return pooled;
      });
    };
    restore.push(() => (client.connect = connect));
  } else {
    watch(client);
  }
  if (transaction) {
    client.transaction = function (this: unknown, run: (tx: Queryable) => Promise<unknown>) {
      return transaction.call(this, (tx: Queryable) => {
        watch(tx);
        return run(tx);
      });
    };
    restore.push(() => (client.transaction = transaction));
  }
  try {
    return { result: await fn(), statements };
  } finally {
    for (const undo of restore.reverse()) undo();
  }
}
