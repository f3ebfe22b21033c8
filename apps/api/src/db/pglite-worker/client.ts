import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions as PgliteQueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { errorFromData, type ReplyMessage, type Request, type WorkerMessage, type WorkerOpen } from './protocol.ts';

/** What the app uses of a PGlite instance (drizzle, migrations, LISTEN, close), in-process or not. */
export type PgliteLike = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'listen' | 'close' | 'closed'>;

type Parsers = NonNullable<PgliteQueryOptions['parsers']>;

/** Set by the server bundle (scripts/server-build.mjs): the compiled worker beside it. */
declare const __PGLITE_WORKER_BUNDLE__: string | undefined;
/** The worker's entry: compiled in the bundle `npm start` runs; else the TypeScript one through tsx (dev, tests). */
const WORKER_ENTRY = typeof __PGLITE_WORKER_BUNDLE__ === 'string' ? new URL(__PGLITE_WORKER_BUNDLE__) : new URL('./entry.mjs', import.meta.url);

/**
 * Types the caller parses itself come back from the worker as text (their parsers are functions,
 * which cannot cross threads); the caller's parsers then run here, on those columns only.
 */
function applyParsers(result: Results, parsers: Parsers | undefined): Results {
  if (!parsers) return result;
  const columns = result.fields.flatMap((f, i) => (parsers[f.dataTypeID] ? [{ i, name: f.name, parse: parsers[f.dataTypeID]! }] : []));
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const c of columns) {
      const key = Array.isArray(row) ? c.i : c.name;
      if (row[key] !== null && row[key] !== undefined) row[key] = c.parse(row[key] as string);
    }
  }
  return result;
}

/** How recent an answer from the worker proves it alive to the health check (ping). */
export const ALIVE_MS = 1000;

/**
 * Statements outside a transaction sent to the worker at once; the rest wait here, in order. The
 * worker runs one statement at a time anyway, so two queued keep it busy. What the limit bounds is
 * this thread's work per turn of its event loop: the worker's answers arrive as messages, and with
 * 50 requests' statements queued a burst of answers meant as many responses finished back to back
 * before a socket was read again, which a health check then waited for (issue 13, `/api/health` p99
 * while the public proposal is saturated: 19.5–24.3 ms without the limit, 11.3–17.5 ms with it, for
 * ~7% fewer requests per second; decision 0045). On a slower machine (2026-11-27, AMD EPYC) four
 * gave 19.1–24.7 ms and two 13.7–19.6 ms, for 904–917 instead of 967–1021 req/s (bench/pglite-offthread.mjs).
 * A PostgreSQL pool's size does the same there.
 * A transaction's statements never wait here: the worker holds every other statement while one is
 * open, so they are the only ones that can make progress.
 */
export const IN_FLIGHT = 2;

/**
 * PGlite running in a worker thread (docs/decisions/0031), behind the same methods the app uses
 * of an in-process instance, so drizzle's PGlite driver, its migrator and `countStatements` work
 * unchanged. Each call is one message; the worker answers in its own time while this thread goes
 * on serving HTTP.
 */
export class PgliteWorkerClient implements PgliteLike {
  #worker: Worker;
  #pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  #inFlight = 0;
  #queued: (() => void)[] = [];
  #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #closed = false;
  /** When the worker last answered a message (performance.now()). */
  #lastAnswerAt = -Infinity;
  /** Why the worker stopped on its own (a crash), for every later call. */
  #gone: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (msg: WorkerMessage) => {
      if ('notify' in msg) this.#listeners.get(msg.notify)?.(msg.payload);
      else if ('id' in msg) this.#settle(msg);
    });
    worker.on('error', (err) => this.#stop(err));
    worker.on('exit', (code) => this.#stop(new Error(`La base de datos embebida se detuvo (código ${code})`)));
  }

  /** Starts the worker and waits until PGlite has opened (or failed to open) its data. */
  static async start(open: WorkerOpen): Promise<PgliteWorkerClient> {
    // The worker's JavaScript only passes statements and rows through: a 4 MB young generation
    // (V8's default is sized for an application's heap) keeps ~50 MB off the idle server (348 → 297
    // MB, bench/startup.mjs) at the same throughput (decision 0040, amended).
    const worker = new Worker(WORKER_ENTRY, { workerData: open, resourceLimits: { maxYoungGenerationSizeMb: 4 } });
    const ready = await new Promise<WorkerMessage>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`La base de datos embebida no arrancó (código ${code})`)));
    });
    if ('ready' in ready && !ready.ready) {
      await worker.terminate();
      throw errorFromData(ready.error);
    }
    return new PgliteWorkerClient(worker);
  }

  get closed(): boolean {
    return this.#closed;
  }

  #stop(err: Error) {
    if (!this.#closed) this.#gone ??= err;
    this.#closed = true;
    for (const p of this.#pending.values()) p.reject(this.#gone ?? err);
    this.#pending.clear();
  }

  #settle(msg: ReplyMessage) {
    this.#lastAnswerAt = performance.now();
    const p = this.#pending.get(msg.id);
    this.#pending.delete(msg.id);
    if (msg.ok) p?.resolve(msg.value);
    else p?.reject(errorFromData(msg.error));
  }

  #call<T>(req: Request): Promise<T> {
    if (this.#closed) return Promise.reject(this.#gone ?? new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.#worker.postMessage({ id, ...req });
    });
  }

  /** Statements waiting here for one of the IN_FLIGHT places (tests). */
  get waiting(): number {
    return this.#queued.length;
  }

  /** `#call` for a statement outside a transaction: waits for one of the IN_FLIGHT places first. */
  async #callLimited<T>(req: Request): Promise<T> {
    if (this.#inFlight >= IN_FLIGHT) await new Promise<void>((resolve) => this.#queued.push(resolve));
    else this.#inFlight++;
    try {
      return await this.#call<T>(req);
    } finally {
      // The place passes straight to the next waiting statement, if any.
      const next = this.#queued.shift();
      if (next) next();
      else this.#inFlight--;
    }
  }

  async #query<T>(sql: string, params: unknown[] | undefined, options: PgliteQueryOptions | undefined, tx?: number): Promise<Results<T>> {
    const textOids = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    const req: Request = { op: 'query', sql, params, options: options && { rowMode: options.rowMode, textOids }, tx };
    const result = await (tx === undefined ? this.#callLimited<Results<T>>(req) : this.#call<Results<T>>(req));
    return applyParsers(result as Results, options?.parsers) as Results<T>;
  }

  query<T>(sql: string, params?: unknown[], options?: PgliteQueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#callLimited<Results[]>({ op: 'exec', sql });
  }

  /**
   * An interactive transaction: BEGIN in the worker, `fn`'s statements sent to that transaction,
   * then COMMIT — or ROLLBACK when `fn` throws (the error is rethrown, as PGlite does).
   */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: 'begin' });
    let ended = false;
    const end = (commit: boolean) => {
      ended = true;
      return this.#call<null>({ op: 'end', tx: id, commit });
    };
    const ensureOpen = () => {
      if (ended) throw new Error('Transaction is closed');
    };
    const tx: Transaction = {
      query: async <R>(sql: string, params?: unknown[], options?: PgliteQueryOptions) => (ensureOpen(), this.#query<R>(sql, params, options, id)),
      sql: async () => {
        throw new Error('tx.sql is not supported by the database worker; use tx.query');
      },
      exec: async (sql: string) => (ensureOpen(), this.#call<Results[]>({ op: 'exec', sql, tx: id })),
      rollback: async () => {
        ensureOpen();
        await end(false);
      },
      listen: async () => {
        throw new Error('LISTEN inside a transaction is not supported by the database worker');
      },
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      if (!ended) await end(false).catch(() => {});
      throw err;
    }
    if (!ended) await end(true);
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<(tx?: Transaction) => Promise<void>> {
    const listenId = await this.#call<number>({ op: 'listen', channel });
    this.#listeners.set(listenId, callback);
    return async () => {
      this.#listeners.delete(listenId);
      if (!this.#closed) await this.#call({ op: 'unlisten', listenId });
    };
  }

  /**
   * The health check's ping. A worker that answered anything in the last ALIVE_MS is up: under load
   * it answers all the time, and the check then waits for nothing on the worker's side, where its
   * turn competes with the statements (decision 0045). Otherwise it asks the worker (`pingWorker`).
   */
  async ping(): Promise<void> {
    if (!this.#closed && performance.now() - this.#lastAnswerAt < ALIVE_MS) return;
    await this.pingWorker();
  }

  /** Asks the worker itself: it answers between two statements, not after its queue. */
  async pingWorker(): Promise<void> {
    await this.#call({ op: 'ping' });
  }

  /** pg_dump's SQL text, made in the worker, which owns the instance (ops/backup/sql-dump.ts). */
  dumpSql(): Promise<string> {
    return this.#call<string>({ op: 'dump' });
  }

  /** Closes PGlite in the worker (its files flushed before it answers), then ends the thread. */
  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#call({ op: 'close' });
    this.#closed = true;
    await this.#worker.terminate();
  }
}
