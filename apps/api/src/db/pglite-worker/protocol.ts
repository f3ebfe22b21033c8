/**
 * Messages between the app (main thread) and the worker thread that owns the PGlite instance
 * (docs/decisions/0031). Everything here crosses postMessage, so only structured-cloneable data:
 * no functions (a query's `parsers` travel as the list of type OIDs to leave as text) and no Error
 * instances (their fields are copied into a plain object).
 */

/**
 * What opens the instance: a data folder, or (tests) a dumped folder loaded into memory; and how
 * long a transaction may sit idle before the worker rolls it back (tests shorten it).
 */
export type WorkerOpen = ({ dataDir: string } | { loadDataDirFile: string }) & { idleInTransactionMs?: number };

export type QueryOptions = { rowMode?: 'array' | 'object'; textOids?: number[] };

export type Request =
  | { op: 'query'; sql: string; params?: unknown[]; options?: QueryOptions; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  /** Opens a transaction the worker keeps open across messages; answers its id. */
  | { op: 'begin' }
  /** Commits (or rolls back) transaction `tx`; answers once PostgreSQL has. */
  | { op: 'end'; tx: number; commit: boolean }
  /** LISTENs; answers an id that `unlisten` takes. Notifications arrive as NotifyMessage. */
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; listenId: number }
  /**
   * Answered at once, outside PGlite's queue: the worker is alive and its instance open. Waits
   * at most for the statement running now, never for the statements queued behind it.
   */
  | { op: 'ping' }
  /** pg_dump's SQL text of the whole database (backups, docs/decisions/0022). */
  | { op: 'dump' }
  /** Closes PGlite (its files flushed); the worker then exits. */
  | { op: 'close' };

export type RequestMessage = { id: number } & Request;

/** A database error's fields (SQLSTATE `code`, `constraint`, `detail`…) as plain data. */
export type ErrorData = { message: string; name: string; stack?: string; fields: Record<string, unknown> };

export type ReplyMessage = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorData };
export type NotifyMessage = { notify: number; payload: string };
/** The worker's first message: the instance is open (or could not be). */
export type ReadyMessage = { ready: true } | { ready: false; error: ErrorData };
export type WorkerMessage = ReplyMessage | NotifyMessage | ReadyMessage;

/** Copies an error's own fields that survive structured cloning (PGlite also attaches the query's params and options: left out). */
export function errorToData(err: unknown): ErrorData {
  if (!(err instanceof Error)) return { message: String(err), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) fields[key] = value;
  }
  return { message: err.message, name: err.name, stack: err.stack, fields };
}

/** The error the caller sees: same message, name and fields (`code`, `constraint`, `detail`…) as in the worker. */
export function errorFromData(data: ErrorData): Error {
  const err = new Error(data.message);
  Object.assign(err, data.fields);
  Object.defineProperty(err, 'name', { value: data.name, configurable: true, writable: true });
  // The worker's stack says where PostgreSQL failed; the caller's own stack says who asked.
  if (data.stack) err.stack = `${err.stack}\n    --- in the database worker ---\n${data.stack.split('\n').slice(1).join('\n')}`;
  return err;
}
