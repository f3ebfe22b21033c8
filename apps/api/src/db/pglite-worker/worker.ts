import fs from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { dumpPglite } from '../../ops/backup/sql-dump.ts';
import { PGLITE_OPTIONS } from '../pglite-options.ts';
import { NamedStatements } from './named-statements.ts';
import { errorToData, type QueryOptions, type Request, type RequestMessage, type WorkerMessage, type WorkerOpen } from './protocol.ts';

/**
 * The worker thread that owns the PGlite instance (docs/decisions/0031): its WASM runs here, so a
 * slow query no longer holds the HTTP event loop. It serves messages concurrently and lets PGlite's
 * own locks order them, exactly as in-process: a statement outside a transaction waits while one
 * is open, and a transaction stays open across messages until the app ends it.
 */
const port = parentPort!;
const send = (msg: WorkerMessage) => port.postMessage(msg);

/**
 * Identity parsers: these types come back as PostgreSQL's text (drizzle parses them itself). One
 * object per set of types, kept: the reads lay it over PGlite's parsers once (named-statements.ts).
 */
const textParsers = new Map<string, Record<number, (value: string) => string>>();
const asText = (oids: number[] = []) => {
  const key = oids.join(',');
  let parsers = textParsers.get(key);
  if (!parsers) textParsers.set(key, (parsers = Object.fromEntries(oids.map((oid) => [oid, (value: string) => value]))));
  return parsers;
};
const queryOptions = (o: QueryOptions | undefined) => (o ? { rowMode: o.rowMode, parsers: asText(o.textOids) } : undefined);

type OpenTx = { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> };
const transactions = new Map<number, OpenTx>();
const listeners = new Map<number, () => Promise<void>>();
let nextId = 1;

/** Thrown inside PGlite's transaction callback to make it roll back. */
const ROLLBACK = Symbol('rollback');

async function begin(pg: PGlite): Promise<number> {
  const id = nextId++;
  let end!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (end = resolve));
  let opened!: (tx: Transaction) => void;
  let failed!: (err: unknown) => void;
  const begun = new Promise<Transaction>((resolve, reject) => {
    opened = resolve;
    failed = reject;
  });
  const done = pg
    .transaction(async (tx) => {
      opened(tx);
      if (!(await decided)) throw ROLLBACK;
    })
    .then(
      () => {},
      (err: unknown) => {
        if (err === ROLLBACK) return;
        failed(err); // BEGIN itself failed: `begin` answers that error (no-op once begun)
        throw err;
      },
    );
  // Awaited by `end`; until then a failure must not count as unhandled.
  done.catch(() => {});
  transactions.set(id, { tx: await begun, end, done });
  return id;
}

function openTx(id: number): OpenTx {
  const open = transactions.get(id);
  if (!open) throw new Error(`Transaction ${id} is not open`);
  return open;
}

async function handle(pg: PGlite, reads: NamedStatements, req: Request): Promise<unknown> {
  switch (req.op) {
    case 'query': {
      const options = queryOptions(req.options);
      if (req.tx) return openTx(req.tx).tx.query(req.sql, req.params, options);
      return NamedStatements.accepts(req.sql, options) ? reads.query(req.sql, req.params, options) : pg.query(req.sql, req.params, options);
    }
    case 'exec':
      return (req.tx ? openTx(req.tx).tx : pg).exec(req.sql);
    case 'begin':
      return begin(pg);
    case 'end': {
      const open = openTx(req.tx);
      transactions.delete(req.tx);
      open.end(req.commit);
      await open.done;
      return null;
    }
    case 'listen': {
      const id = nextId++;
      listeners.set(id, await pg.listen(req.channel, (payload) => send({ notify: id, payload })));
      return id;
    }
    case 'unlisten': {
      const stop = listeners.get(req.listenId);
      listeners.delete(req.listenId);
      if (stop && !pg.closed) await stop();
      return null;
    }
    case 'ping':
      if (!pg.ready || pg.closed) throw new Error('PGlite is not open');
      return null;
    case 'dump':
      return dumpPglite(pg);
    case 'close':
      // Open transactions roll back (their app side is gone); close() waits for them and flushes.
      for (const open of transactions.values()) open.end(false);
      await pg.close();
      return null;
  }
}

/**
 * PostgreSQL's default 128 MB of shared buffers are all touched at start inside PGlite's WASM
 * memory: resident for the life of the server. 32 MB holds a workspace's hot pages (reads past it
 * come from the OS page cache) and keeps ~110 MB off the idle footprint (docs/decisions/0031).
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * PGlite's 9 MB of WebAssembly start on V8's baseline compiler (Liftoff); V8 recompiles a function
 * with its optimising compiler (TurboFan) once it has run enough, and keeps that code and the
 * compiler's memory. With V8's default budget, start-up alone (migrations, demo seed) tiers up much
 * of PostgreSQL: ~90 MB more of the idle server (348 vs 259 MB). Liftoff only (decision 0040 first
 * took it) kept that off but cost the saturated public proposal ~45% (482 → 263 req/s, 0.45× of
 * PostgreSQL). A budget 10× V8's default tiers up only what keeps running: 324–337 MB at idle and
 * 324 req/s (0.56×), measured with bench/startup.mjs and bench/pglite-offthread.mjs. Set here, before
 * PGlite compiles its module (the flag is process-wide; the app runs no other WebAssembly of note).
 */
v8.setFlagsFromString('--wasm-tiering-budget=18000000');

async function open(spec: WorkerOpen): Promise<PGlite> {
  const options = { ...PGLITE_OPTIONS, startParams: START_PARAMS };
  if ('dataDir' in spec) return PGlite.create(spec.dataDir, options);
  return PGlite.create({ ...options, loadDataDir: new Blob([fs.readFileSync(spec.loadDataDirFile)]) });
}

/** Answers one message; resolves once it is answered, whatever the outcome. */
function serve(pg: PGlite, reads: NamedStatements, msg: RequestMessage): Promise<void> {
  return handle(pg, reads, msg).then(
    (value) => {
      send({ id: msg.id, ok: true, value });
      // Nothing else to serve: let the thread end so the app's close() sees it exit.
      if (msg.op === 'close') port.close();
    },
    (err: unknown) => send({ id: msg.id, ok: false, error: errorToData(err) }),
  );
}

/** A message that belongs to the open transaction: only it can make progress while one is open. */
const ofTransaction = (msg: RequestMessage) => msg.op === 'end' || ((msg.op === 'query' || msg.op === 'exec') && msg.tx !== undefined);

/**
 * Messages are started one per turn of this thread's event loop, in arrival order. A PGlite
 * statement runs synchronously (WASM) and PGlite hands its lock to the next waiting statement in a
 * microtask, so starting every message as it arrived ran a whole burst of queued statements (50
 * under the public proposal's load, ~100 ms) without this thread reading its port again: a ping
 * arriving meanwhile waited for the entire burst. Started one per turn, the port is read between
 * any two statements and a ping is answered at once (docs/decisions/0040).
 *
 * While a transaction is open, other messages are not started at all (PGlite would only queue them
 * behind it, and release them all in one burst at COMMIT, the outbox's every 5 s): they wait here,
 * in order, and go on one per turn once it ends. The open transaction's own statements and its end
 * start at once, as do `ping` and `close` (which rolls back what is open). The order PostgreSQL
 * sees is the one it saw before: a statement outside a transaction ran only once no transaction
 * held PGlite's lock.
 */
function pacedServer(pg: PGlite): (msg: RequestMessage) => void {
  const reads = new NamedStatements(pg);
  const waiting: RequestMessage[] = [];
  let scheduled = false;
  let inTransaction = false;
  const schedule = () => {
    if (scheduled || inTransaction || waiting.length === 0) return;
    scheduled = true;
    setImmediate(startNext);
  };
  const start = (msg: RequestMessage) => {
    const done = serve(pg, reads, msg);
    if (msg.op === 'begin' || msg.op === 'end') {
      // From BEGIN to the end of COMMIT or ROLLBACK (or BEGIN's failure, which leaves none open).
      inTransaction = true;
      void done.then(() => {
        inTransaction = msg.op === 'begin' && transactions.size > 0;
        schedule();
      });
    }
  };
  const startNext = () => {
    scheduled = false;
    if (inTransaction) return;
    const msg = waiting.shift();
    if (msg) start(msg);
    schedule();
  };
  return (msg) => {
    if (msg.op === 'ping' || msg.op === 'close' || ofTransaction(msg)) return start(msg);
    waiting.push(msg);
    schedule();
  };
}

/**
 * This thread yields the CPU to the HTTP thread when both want it (a higher nice value, this thread
 * only: on Linux a thread's id is a valid target of setpriority). Under a saturating load the
 * statements then wait their turn here instead of the event loop waiting for a core, so health
 * checks and cheap requests keep answering (issue 13, `/api/health` p99 ≤ 20 ms; decision 0045).
 * Best effort: elsewhere /proc/thread-self does not exist and nothing changes.
 */
const WORKER_NICE = 5;

function yieldToHttpThread(): void {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid !== process.pid) os.setPriority(tid, WORKER_NICE);
  } catch {
    /* not Linux, or not allowed: the thread keeps the process's priority */
  }
}

try {
  yieldToHttpThread();
  const pg = await open(workerData as WorkerOpen);
  port.on('message', pacedServer(pg));
  send({ ready: true });
} catch (err) {
  send({ ready: false, error: errorToData(err) });
  port.close();
}
