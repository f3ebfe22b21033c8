import fs from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { nestsDeeperThan } from '../../lib/json-bounds.ts';
import { dumpPglite } from '../../ops/backup/sql-dump.ts';
import { PGLITE_OPTIONS } from '../pglite-options.ts';
import { IDLE_IN_TRANSACTION_MS } from '../unavailable.ts';
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

/** `running`: its statements under way; `idle`: the timer that rolls it back once none has come for a while. */
type OpenTx = { tx: Transaction; end: (commit: boolean) => void; done: Promise<void>; running: number; idle?: NodeJS.Timeout };
const transactions = new Map<number, OpenTx>();
/**
 * Transactions rolled back for idleness (IDLE_IN_TRANSACTION_MS, as PostgreSQL's setting of that
 * name): while one is open the worker holds every other statement, so an app that stopped using one
 * (an answer that never reached it, a step waiting on something outside) would stop the database
 * for everyone. Kept until the app ends them; their statements meanwhile fail.
 */
const expired = new Set<number>();

/** SQLSTATE idle_in_transaction_session_timeout, as PostgreSQL reports the same rollback. */
const IDLE_IN_TRANSACTION = '25P03';
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
  transactions.set(id, { tx: await begun, end, done, running: 0 });
  return id;
}

function openTx(id: number): OpenTx {
  const open = transactions.get(id);
  if (open) return open;
  if (expired.has(id)) {
    throw Object.assign(new Error(`La transacción ${id} estuvo inactiva más de ${IDLE_IN_TRANSACTION_MS / 1000} s y se deshizo`), { code: IDLE_IN_TRANSACTION });
  }
  throw new Error(`Transaction ${id} is not open`);
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
      if (expired.has(req.tx)) {
        // Rolled back for idleness: asked to commit, the app learns it was not; a rollback is done.
        if (req.commit) openTx(req.tx);
        expired.delete(req.tx);
        return null;
      }
      const open = openTx(req.tx);
      clearTimeout(open.idle);
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
      // A real round trip: PostgreSQL answers a statement. It jumps the messages waiting here, but
      // not an open transaction (PGlite's lock), whose holding the database is what it must see.
      if (!pg.ready || pg.closed) throw new Error('PGlite is not open');
      await pg.query('select 1');
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

/**
 * Deeper than this, a json value read back could not cross to the app's thread: its deserializer
 * (on the main thread's smaller stack) overflows from ~1,700 levels and drops the message without a
 * word, so the query would never be answered (issue 29). Such a value makes its statement fail
 * instead. Nothing the API accepts comes near (64 levels, lib/json-bounds.ts).
 */
export const READ_JSON_DEPTH = 512;

/** json and jsonb as PGlite reads them, refusing values nested past READ_JSON_DEPTH. */
function boundJsonReads(pg: PGlite): void {
  for (const oid of [types.JSON, types.JSONB]) {
    const parse = pg.parsers[oid]!;
    pg.parsers[oid] = (text: string, typeId?: number) => {
      if (nestsDeeperThan(text, READ_JSON_DEPTH)) throw new Error(`Un valor JSON guardado anida más de ${READ_JSON_DEPTH} niveles y no se puede leer`);
      return parse(text, typeId);
    };
  }
}

async function open(spec: WorkerOpen): Promise<PGlite> {
  const options = { ...PGLITE_OPTIONS, startParams: START_PARAMS };
  const pg = 'dataDir' in spec ? await PGlite.create(spec.dataDir, options) : await PGlite.create({ ...options, loadDataDir: new Blob([fs.readFileSync(spec.loadDataDirFile)]) });
  boundJsonReads(pg);
  return pg;
}

/**
 * Posts an answer. One that cannot cross to the app's thread (structured cloning refused the value:
 * jsonb nested ~2,000 deep overflowed its stack) is answered as that error instead: left unanswered,
 * the app waited forever inside its transaction, and with it every other statement (issue 29).
 */
function answer(id: number, value: unknown): void {
  try {
    send({ id, ok: true, value });
  } catch (err) {
    send({ id, ok: false, error: errorToData(new Error(`La respuesta de la base de datos no se pudo enviar: ${(err as Error).message}`)) });
  }
}

/** Answers one message; resolves once it is answered, whatever the outcome. */
function serve(pg: PGlite, reads: NamedStatements, msg: RequestMessage): Promise<void> {
  return handle(pg, reads, msg).then(
    (value) => {
      answer(msg.id, value);
      // Nothing else to serve: let the thread end so the app's close() sees it exit.
      if (msg.op === 'close') port.close();
    },
    (err: unknown) => send({ id: msg.id, ok: false, error: errorToData(err) }),
  );
}

/** A message that belongs to the open transaction: only it can make progress while one is open. */
const ofTransaction = (msg: RequestMessage): msg is RequestMessage & { tx: number } =>
  msg.op === 'end' || ((msg.op === 'query' || msg.op === 'exec') && msg.tx !== undefined);

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
function pacedServer(pg: PGlite, idleInTransactionMs: number): (msg: RequestMessage) => void {
  const reads = new NamedStatements(pg);
  const waiting: RequestMessage[] = [];
  let scheduled = false;
  let inTransaction = false;
  const schedule = () => {
    if (scheduled || inTransaction || waiting.length === 0) return;
    scheduled = true;
    setImmediate(startNext);
  };
  const ended = () => {
    inTransaction = transactions.size > 0;
    schedule();
  };
  /** Rolls back a transaction nothing has used for IDLE_IN_TRANSACTION_MS, and lets the rest go on. */
  const expire = (id: number) => {
    const open = transactions.get(id);
    if (!open || open.running > 0) return;
    transactions.delete(id);
    expired.add(id);
    open.end(false);
    void open.done.catch(() => {}).then(ended);
  };
  const idleFrom = (id: number) => {
    const open = transactions.get(id);
    if (!open || open.running > 0) return;
    clearTimeout(open.idle);
    // Unref'd: it must not keep the thread alive once the app closed the database.
    open.idle = setTimeout(() => expire(id), idleInTransactionMs).unref();
  };
  const start = (msg: RequestMessage) => {
    // A statement of the open transaction: not idle while it runs, idle again from its answer.
    const txId = ofTransaction(msg) && msg.op !== 'end' ? msg.tx : undefined;
    const tx = txId === undefined ? undefined : transactions.get(txId);
    if (tx) {
      clearTimeout(tx.idle);
      tx.running++;
    }
    const done = serve(pg, reads, msg);
    if (tx) {
      void done.then(() => {
        tx.running--;
        idleFrom(txId!);
      });
    }
    if (msg.op === 'begin' || msg.op === 'end') {
      // From BEGIN to the end of COMMIT or ROLLBACK (or BEGIN's failure, which leaves none open).
      inTransaction = true;
      void done.then(() => {
        if (msg.op === 'begin') for (const id of transactions.keys()) idleFrom(id);
        ended();
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
  const spec = workerData as WorkerOpen;
  const pg = await open(spec);
  port.on('message', pacedServer(pg, spec.idleInTransactionMs ?? IDLE_IN_TRANSACTION_MS));
  send({ ready: true });
} catch (err) {
  send({ ready: false, error: errorToData(err) });
  port.close();
}
