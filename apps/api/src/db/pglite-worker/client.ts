import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions as PgliteQueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { DatabaseUnavailableError, STATEMENT_TIMEOUT_MS } from '../unavailable.ts';
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

/** What the client tells its owner (the server logs it): a worker replaced, or one it could not replace. */
export type WorkerClientEvent = { level: 'error' | 'info'; msg: string; err?: Error };

export type WorkerClientOptions = {
  /** How long a call may wait for its answer (STATEMENT_TIMEOUT_MS); `dump` and `close` have none. */
  callTimeoutMs?: number;
  /**
   * Silence after which the worker is asked whether it is alive, while calls wait; twice this with
   * no sign of life and it is taken for stuck (a statement running that long in its thread) and replaced.
   */
  stallMs?: number;
  /** Logged by the server. */
  onEvent?: (event: WorkerClientEvent) => void;
  /**
   * The worker could not be replaced (or kept failing): the client is closed for good. The server
   * exits, for its supervisor to start it again; tests only look.
   */
  onFatal?: (err: Error) => void;
};

/** Silence, with calls waiting, before the worker is asked for a sign of life (twice: replaced). */
export const STALL_MS = 10_000;
/** More replacements than this within REPLACE_WINDOW_MS is a fault that replacing will not mend. */
const MAX_REPLACEMENTS = 3;
const REPLACE_WINDOW_MS = 60_000;
/** How long a stuck or crashed thread gets to stop before the client gives up on it. */
const TERMINATE_MS = 5_000;
/** How long close() waits for PGlite to close and flush before ending the thread anyway. */
export const CLOSE_MS = 3_000;

/** Calls that are PostgreSQL answering a statement of the app's (not a ping, not a LISTEN). */
const STATEMENTS = new Set<Request['op']>(['query', 'exec', 'begin', 'end']);

/**
 * How recent an answer to one of the app's statements proves, to the health check, that the
 * database answers. Under load it answers all the time, and the check then adds no statement of its
 * own to the queue it would measure (decision 0045); a database holding everything (a transaction
 * left open) answers nothing, and the check asks it itself (decision 0057).
 */
export const ALIVE_MS = 1000;

/** Calls without a deadline: a backup's dump runs as long as the database is big; close has its own. */
const UNBOUNDED = new Set<Request['op']>(['dump', 'close']);

type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void; op: Request['op']; sentAt: number; worker: Worker };
type Listener = { channel: string; callback: (payload: string) => void; workerListenId: number };

/** Starts a worker on `open` and waits until PGlite has opened (or failed to open) its data. */
async function spawn(open: WorkerOpen): Promise<Worker> {
  // The worker's JavaScript only passes statements and rows through: a 4 MB young generation
  // (V8's default is sized for an application's heap) keeps ~50 MB off the idle server (348 → 297
  // MB, bench/startup.mjs) at the same throughput (decision 0040, amended).
  const worker = new Worker(WORKER_ENTRY, { workerData: open, resourceLimits: { maxYoungGenerationSizeMb: 4 } });
  const exited = (code: number) => failed(new Error(`La base de datos embebida no arrancó (código ${code})`));
  let failed!: (err: Error) => void;
  const ready = await new Promise<WorkerMessage>((resolve, reject) => {
    failed = reject;
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', exited);
  }).finally(() => {
    // Only the start-up's own listeners: the client attaches its own (removeAllListeners would take
    // Node's internal ones too, and no message would arrive again).
    worker.off('error', failed);
    worker.off('exit', exited);
  });
  if ('ready' in ready && !ready.ready) {
    await worker.terminate();
    throw errorFromData(ready.error);
  }
  return worker;
}

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: sin respuesta en ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * PGlite running in a worker thread (docs/decisions/0031), behind the same methods the app uses
 * of an in-process instance, so drizzle's PGlite driver, its migrator and `countStatements` work
 * unchanged. Each call is one message; the worker answers in its own time while this thread goes
 * on serving HTTP.
 *
 * No call waits forever (issue 29, decision 0057): each has a deadline; a worker that exits, fails
 * or stops giving signs of life has its calls failed with DatabaseUnavailableError (503) and is
 * replaced by a new one on the same data folder, which recovers as after a crash (what was
 * committed is there, decision 0048); LISTENs are taken up again. A worker that cannot be replaced
 * closes the client for good (`onFatal`).
 */
export class PgliteWorkerClient implements PgliteLike {
  #open: WorkerOpen;
  #options: Required<Omit<WorkerClientOptions, 'onEvent' | 'onFatal'>> & Pick<WorkerClientOptions, 'onEvent' | 'onFatal'>;
  #worker: Worker;
  #pending = new Map<number, Pending>();
  #inFlight = 0;
  #queued: (() => void)[] = [];
  #listeners = new Map<number, Listener>();
  #nextId = 1;
  #closed = false;
  #closing = false;
  /** When the worker last sent anything (performance.now()): answers, notifications. */
  #lastHeard = performance.now();
  /** When PostgreSQL last answered one of the app's statements (performance.now()): the health check's proof. */
  #lastStatementAt = -Infinity;
  /** A sign-of-life question is out (its id), after a silence of stallMs. */
  #probe: number | null = null;
  /** A replacement under way: calls made meanwhile wait for it. */
  #replacing: Promise<void> | null = null;
  #replacedAt: number[] = [];
  #watchdog: NodeJS.Timeout | null = null;
  /** Why the client closed on its own (a worker it could not replace), for every later call. */
  #gone: Error | null = null;

  private constructor(worker: Worker, open: WorkerOpen, options: WorkerClientOptions) {
    this.#open = open;
    this.#options = { callTimeoutMs: STATEMENT_TIMEOUT_MS, stallMs: STALL_MS, ...options };
    this.#worker = worker;
    this.#attach(worker);
  }

  /** Starts the worker and waits until PGlite has opened (or failed to open) its data. */
  static async start(open: WorkerOpen, options: WorkerClientOptions = {}): Promise<PgliteWorkerClient> {
    return new PgliteWorkerClient(await spawn(open), open, options);
  }

  get closed(): boolean {
    return this.#closed;
  }

  #attach(worker: Worker) {
    worker.on('message', (msg: WorkerMessage) => {
      if (worker !== this.#worker) return;
      this.#lastHeard = performance.now();
      if ('notify' in msg) {
        for (const l of this.#listeners.values()) if (l.workerListenId === msg.notify) l.callback(msg.payload);
      } else if ('id' in msg) this.#settle(msg);
    });
    // An answer this thread could not read is lost, and which call it answered with it: the channel
    // cannot be trusted to answer the others either (the worker bounds what it sends so this is rare).
    worker.on('messageerror', (err) => this.#lost(worker, err));
    worker.on('error', (err) => this.#lost(worker, err));
    worker.on('exit', (code) => this.#lost(worker, new Error(`La base de datos embebida se detuvo (código ${code})`)));
  }

  #settle(msg: ReplyMessage) {
    if (msg.id === this.#probe) this.#probe = null;
    const p = this.#pending.get(msg.id);
    this.#pending.delete(msg.id);
    if (p && STATEMENTS.has(p.op)) this.#lastStatementAt = performance.now();
    if (msg.ok) p?.resolve(msg.value);
    else p?.reject(errorFromData(msg.error));
  }

  /** Fails the calls sent to `worker` (all of them, when none is given). */
  #failPending(err: Error, worker?: Worker) {
    for (const [id, p] of this.#pending) {
      if (worker && p.worker !== worker) continue;
      this.#pending.delete(id);
      p.reject(err);
    }
  }

  #call<T>(req: Request): Promise<T> {
    if (this.#closed) return Promise.reject(this.#gone ?? new DatabaseUnavailableError('La base de datos está cerrada'));
    if (this.#replacing) return this.#replacing.then(() => this.#call<T>(req));
    const id = this.#nextId++;
    const worker = this.#worker;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject, op: req.op, sentAt: performance.now(), worker });
      try {
        worker.postMessage({ id, ...req });
      } catch (err) {
        // Parameters structured cloning refuses: this call fails, nothing waits for it.
        this.#pending.delete(id);
        reject(err as Error);
        return;
      }
      this.#watch();
    });
  }

  /** Runs the watchdog while calls wait; it stops itself once none does. */
  #watch() {
    if (this.#watchdog) return;
    const every = Math.max(10, Math.min(1000, this.#options.stallMs / 4, this.#options.callTimeoutMs / 4));
    this.#watchdog = setInterval(() => this.#check(), every);
    // It must not keep the process alive: calls waiting do, through their callers.
    this.#watchdog.unref();
  }

  /**
   * Calls past their deadline fail (503). A worker silent for stallMs while calls wait is asked for a
   * sign of life; silent for twice that, it is stuck and replaced. A backup's dump may keep the
   * thread busy for long: no one asks while it runs.
   */
  #check() {
    const now = performance.now();
    if (this.#pending.size === 0 || this.#closed) {
      clearInterval(this.#watchdog!);
      this.#watchdog = null;
      return;
    }
    let oldest = Infinity;
    let dumping = false;
    for (const [id, p] of this.#pending) {
      if (UNBOUNDED.has(p.op)) {
        dumping ||= p.op === 'dump';
        continue;
      }
      oldest = Math.min(oldest, p.sentAt);
      if (id !== this.#probe && now - p.sentAt > this.#options.callTimeoutMs) {
        this.#pending.delete(id);
        p.reject(new DatabaseUnavailableError(`La base de datos no respondió en ${this.#options.callTimeoutMs / 1000} s`));
      }
    }
    if (dumping || oldest === Infinity || this.#replacing) return;
    const silence = now - Math.max(this.#lastHeard, oldest);
    if (silence > 2 * this.#options.stallMs) {
      void this.#replace(this.#worker, new Error(`La base de datos embebida no dio señales de vida en ${Math.round(silence)} ms`));
    } else if (silence > this.#options.stallMs && this.#probe === null) {
      const id = this.#nextId++;
      this.#probe = id;
      this.#worker.postMessage({ id, op: 'ping' });
    }
  }

  /** The worker exited or failed on its own: its calls fail and it is replaced (unless closing). */
  #lost(worker: Worker, err: Error) {
    if (worker !== this.#worker || this.#closing || this.#closed) return;
    void this.#replace(worker, err);
  }

  /**
   * Fails `worker`'s calls, ends it, and starts a new worker on the same data. Only a data folder
   * can be reopened: an instance loaded from a dump (tests) would come back without its writes.
   */
  async #replace(worker: Worker, reason: Error): Promise<void> {
    if (this.#replacing || worker !== this.#worker) return;
    this.#failPending(new DatabaseUnavailableError('La base de datos embebida dejó de responder; se está reiniciando', { cause: reason }), worker);
    this.#probe = null;
    const now = performance.now();
    this.#replacedAt = [...this.#replacedAt.filter((at) => now - at < REPLACE_WINDOW_MS), now];
    this.#options.onEvent?.({ level: 'error', msg: 'the database worker stopped answering: replacing it', err: reason });
    this.#replacing = (async () => {
      await withTimeout(worker.terminate(), TERMINATE_MS, 'terminar el hilo de la base de datos');
      if (!('dataDir' in this.#open)) throw new Error('una base de datos cargada en memoria no se puede reabrir', { cause: reason });
      if (this.#replacedAt.length > MAX_REPLACEMENTS) throw new Error(`la base de datos embebida falló ${this.#replacedAt.length} veces en un minuto`, { cause: reason });
      const next = await spawn(this.#open);
      this.#worker = next;
      this.#attach(next);
      this.#lastHeard = performance.now();
    })();
    try {
      await this.#replacing;
    } catch (err) {
      this.#replacing = null;
      this.#fatal(err as Error);
      return;
    }
    this.#replacing = null;
    // LISTENs again, on the new worker (notifications sent meanwhile are lost, as on a reconnect).
    for (const l of this.#listeners.values()) {
      l.workerListenId = await this.#call<number>({ op: 'listen', channel: l.channel }).catch(() => -1);
    }
    this.#options.onEvent?.({ level: 'info', msg: 'database worker replaced; the data folder reopened' });
  }

  #fatal(err: Error) {
    this.#gone = new DatabaseUnavailableError('La base de datos embebida no se pudo reiniciar', { cause: err });
    this.#closed = true;
    this.#failPending(this.#gone);
    void this.#worker.terminate().catch(() => {});
    this.#options.onFatal?.(err);
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
    const listener: Listener = { channel, callback, workerListenId: await this.#call<number>({ op: 'listen', channel }) };
    const id = this.#nextId++;
    this.#listeners.set(id, listener);
    return async () => {
      this.#listeners.delete(id);
      if (!this.#closed) await this.#call({ op: 'unlisten', listenId: listener.workerListenId });
    };
  }

  /**
   * The health check's round trip: PostgreSQL answered one of the app's statements in the last
   * ALIVE_MS, or it answers `select 1` now, ahead of the statements waiting their turn in the worker
   * but not of an open transaction (whose holding the database is what the check must see). The
   * caller bounds how long it waits.
   */
  async ping(): Promise<void> {
    if (!this.#closed && !this.#replacing && performance.now() - this.#lastStatementAt < ALIVE_MS) return;
    await this.#call({ op: 'ping' });
  }

  /** pg_dump's SQL text, made in the worker, which owns the instance (ops/backup/sql-dump.ts). */
  dumpSql(): Promise<string> {
    return this.#call<string>({ op: 'dump' });
  }

  /**
   * Closes PGlite in the worker (its files flushed before it answers), then ends the thread. A
   * worker that does not close within CLOSE_MS (a statement stuck in it) is ended anyway: what it
   * committed is on disk, and shutting down must not wait on it (issue 29).
   */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closing = true;
    try {
      await withTimeout(this.#call({ op: 'close' }), CLOSE_MS, 'cerrar la base de datos embebida');
    } finally {
      this.#closed = true;
      this.#failPending(new DatabaseUnavailableError('La base de datos se cerró'));
      await this.#worker.terminate();
    }
  }

  /** Ends the thread as a crash would (tests: what the app does when its database thread dies). */
  crashForTests(): Promise<number> {
    return this.#worker.terminate();
  }
}
