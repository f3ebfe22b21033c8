import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '../../../test/statements.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { dumpPglite } from '../../ops/backup/sql-dump.ts';
import { PGLITE_OPTIONS, connectPglite, openDatabase, type Database } from '../client.ts';
import { ALIVE_MS, IN_FLIGHT, PgliteWorkerClient } from './client.ts';

// The server's own path (openDatabase without DATABASE_URL): PGlite in a worker thread on a data
// folder, migrated as at start-up. The rest of the API suite runs PGlite in-process for speed.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-pglite-worker-'));
let database: Database;
const rows = async <T>(query: SQL, db = database) => ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
const names = async (db = database) => (await rows<{ name: string }>(sql`select name from items order by name`, db)).map((r) => r.name);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const workerClient = () => (database.db as unknown as { $client: PgliteWorkerClient }).$client;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, dataDir });
  await database.migrate();
  await database.db.execute(sql`
    create table items (id serial primary key, name text not null constraint items_name_unique unique,
      amount numeric(12, 2), at timestamptz, day date, data jsonb, big int8, flags bool[], raw bytea)`);
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('PGlite in its worker thread', () => {
  it('opens the data folder in a worker and applies the migrations there', async () => {
    expect(database.kind).toBe('pglite');
    expect((database.db as unknown as { $client: unknown }).$client).toBeInstanceOf(PgliteWorkerClient);
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from information_schema.tables where table_name = 'plans'`);
    expect(row!.n).toBe(1);
    // A smaller buffer pool than PostgreSQL's default keeps the idle server's memory down.
    expect(await rows(sql`show shared_buffers`)).toEqual([{ shared_buffers: '32MB' }]);
  });

  it('answers many concurrent writes and reads, each with its own result', async () => {
    const writes = Array.from({ length: 40 }, (_, i) => rows<{ id: number }>(sql`insert into items (name) values (${`conc-${String(i).padStart(2, '0')}`}) returning id`));
    const reads = Array.from({ length: 40 }, (_, i) => rows<{ v: number }>(sql`select ${i}::int as v`));
    const [written, read] = await Promise.all([Promise.all(writes), Promise.all(reads)]);
    expect(new Set(written.map((r) => r[0]!.id)).size).toBe(40);
    expect(read.map((r) => r[0]!.v)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect((await names()).filter((n) => n.startsWith('conc-'))).toHaveLength(40);
  });

  it('rolls back a failed transaction while other requests query, which never see its rows and do not wait forever', async () => {
    let outside: Promise<string[]> | null = null;
    const failed = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into items (name) values ('in-tx-1')`);
        // Another request arrives while the transaction is open: it waits for it, as in-process.
        outside = names();
        await sleep(50);
        expect((await rows<{ name: string }>(sql`select name from items where name = 'in-tx-1'`, { db: tx } as unknown as Database)).length).toBe(1);
        await tx.execute(sql`insert into items (name) values ('in-tx-2')`);
        throw new Error('algo falló');
      })
      .catch((err: Error) => err.message);
    expect(await failed).toBe('algo falló');
    expect(await outside!).not.toContain('in-tx-1');
    expect(await names()).not.toContain('in-tx-2');
  });

  it('commits a transaction, nested savepoints included, and keeps a rolled-back savepoint out', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items (name) values ('committed')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into items (name) values ('savepoint-undone')`);
          throw new Error('deshacer');
        })
        .catch(() => {});
    });
    const all = await names();
    expect(all).toContain('committed');
    expect(all).not.toContain('savepoint-undone');
  });

  it('reports a unique violation with the fields the app maps to 409 (code, constraint, detail)', async () => {
    await database.db.execute(sql`insert into items (name) values ('único')`);
    const err = await database.db.execute(sql`insert into items (name) values ('único')`).catch((e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
    const cause = (err as { cause: Record<string, unknown> }).cause;
    expect(cause).toBeInstanceOf(Error);
    expect(cause).toMatchObject({ code: '23505', constraint: 'items_name_unique', table: 'items', detail: 'Key (name)=(único) already exists.' });
    expect(String(cause.message)).toMatch(/duplicate key value violates unique constraint "items_name_unique"/);
    // …and inside a transaction, which then rolls back.
    const inTx = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into items (name) values ('tx-then-dup')`);
        await tx.execute(sql`insert into items (name) values ('único')`);
      })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(inTx)).toBe(true);
    expect(await names()).not.toContain('tx-then-dup');
  });

  it('parses numeric, dates, json, int8, arrays and bytea exactly as PGlite in-process does', async () => {
    const query = sql`select 1234.50::numeric(12,2) as amount, '2026-03-04 05:06:07.891+00'::timestamptz as at, '2026-03-04'::date as day,
      '{"a":[1,"dos",null]}'::jsonb as data, 9007199254740993::int8 as big, array[true,false] as flags, '\\x00ff'::bytea as raw,
      null::numeric as nothing, interval '1 day 2 hours' as span, array['2026-01-02'::date] as days`;
    const inProcess = connectPglite(await PGlite.create(PGLITE_OPTIONS));
    try {
      expect(await rows(query)).toEqual(await rows(query, inProcess));
      await database.db.execute(sql`insert into items (name, amount, at, day, data, big) values ('tipos', 10.5, '2026-01-02T03:04:05Z', '2026-01-02', '{"x":1}', 42)`);
      await inProcess.db.execute(sql`create table items (id serial primary key, name text not null unique, amount numeric(12, 2), at timestamptz, day date, data jsonb, big int8, flags bool[], raw bytea)`);
      await inProcess.db.execute(sql`insert into items (name, amount, at, day, data, big) values ('tipos', 10.5, '2026-01-02T03:04:05Z', '2026-01-02', '{"x":1}', 42)`);
      const typed = sql`select name, amount, at, day, data, big from items where name = 'tipos'`;
      expect(await rows(typed)).toEqual(await rows(typed, inProcess));
    } finally {
      await inProcess.close();
    }
  });

  it('delivers NOTIFY from a committed transaction, and nothing from a rolled-back one', async () => {
    const got: string[] = [];
    const stop = await database.listen('worker_test', (payload) => got.push(payload));
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('worker_test', 'confirmado')`);
    });
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('worker_test', 'deshecho')`);
        throw new Error('rollback');
      })
      .catch(() => {});
    await database.db.execute(sql`select pg_notify('worker_test', 'después')`);
    await expect.poll(() => got).toEqual(['confirmado', 'después']);
    await stop();
    await database.db.execute(sql`select pg_notify('worker_test', 'sin oyente')`);
    await sleep(50);
    expect(got).toEqual(['confirmado', 'después']);
  });

  it('answers the health ping ahead of statements waiting their turn, but only once an open transaction ends', async () => {
    const order: string[] = [];
    let queued: Promise<unknown> = Promise.resolve();
    let ping: Promise<unknown> = Promise.resolve();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // Past the window in which a recent answer stands for one (ALIVE_MS): the ping asks PostgreSQL.
      await sleep(ALIVE_MS + 50);
      queued = names().then(() => order.push('queued statement'));
      // A real round trip: the transaction holds the database, which is what the check must see.
      ping = workerClient().ping().then(() => order.push('ping'));
      await sleep(50);
      order.push('transaction ends');
    });
    await Promise.all([queued, ping]);
    expect(order).toEqual(['transaction ends', 'ping', 'queued statement']);
  });

  it('answers the health ping sent behind a burst of runnable statements before the burst is done (decision 0040)', async () => {
    // As under load: many requests' statements already sent, none blocked, then /api/health's ping.
    let finished = 0;
    const burst = Array.from({ length: 60 }, () => rows(sql`select count(*) from generate_series(1, 20000)`).then(() => finished++));
    // Sent while the worker is busy with them (the first has answered), as a health check arrives.
    while (finished === 0) await sleep(1);
    await workerClient().ping();
    const finishedBeforePing = finished;
    await Promise.all(burst);
    // Statements start one per turn of the worker's loop, so the ping is read between two of them.
    expect(finishedBeforePing).toBeLessThan(10);
  });

  it('answers the health ping right after a transaction that statements queued behind (decision 0040)', async () => {
    // As when the outbox's transaction commits under load: requests' statements waited for it.
    let finished = 0;
    let burst: Promise<unknown>[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      burst = Array.from({ length: 60 }, () => rows(sql`select count(*) from generate_series(1, 20000)`).then(() => finished++));
      await sleep(20);
    });
    await workerClient().ping();
    const finishedBeforePing = finished;
    await Promise.all(burst);
    expect(finished).toBe(60);
    expect(finishedBeforePing).toBeLessThan(10);
  });

  it(`sends at most ${IN_FLIGHT} statements outside a transaction to the worker at once, the rest in order, and never holds a transaction's`, async () => {
    const done: number[] = [];
    const reads = Array.from({ length: 10 }, (_, i) => rows(sql`select pg_sleep(0.02), ${i}::int as i`).then(() => done.push(i)));
    await new Promise((r) => setImmediate(r)); // drizzle hands each to the client a few microtasks later
    expect(workerClient().waiting).toBe(10 - IN_FLIGHT);
    // A transaction opened meanwhile: its statements go straight to the worker, which runs them first.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      expect(workerClient().waiting).toBeGreaterThan(0);
    });
    await Promise.all(reads);
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(workerClient().waiting).toBe(0);
  });

  it('takes an answer to a statement in the last second as the round trip, and asks PostgreSQL once it has been quiet', async () => {
    const order: string[] = [];
    // A statement that holds the worker for longer than ALIVE_MS, sent right after an answer.
    await names();
    const slow = rows(sql`select pg_sleep(${(ALIVE_MS + 500) / 1000})`).then(() => order.push('slow statement'));
    await database.ping().then(() => order.push('recent answer'));
    await sleep(ALIVE_MS + 50);
    // Quiet for a second: the ping's own `select 1` waits for the statement running in the worker.
    await database.ping().then(() => order.push('asked'));
    await slow;
    expect(order).toEqual(['recent answer', 'slow statement', 'asked']);
  });

  it.runIf(process.platform === 'linux')('runs the database thread at a lower CPU priority than the thread that serves HTTP', () => {
    // /proc/self/task/{tid}/stat: field 19 is the thread's nice value (after the name in parentheses).
    const niceOf = (tid: string) => Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    const tids = fs.readdirSync('/proc/self/task');
    expect(niceOf(String(process.pid))).toBe(0);
    expect(tids.filter((tid) => niceOf(tid) === 5).length).toBeGreaterThanOrEqual(1);
  });

  it('counts the statements a request sends (test/statements.ts) through the worker client too', async () => {
    const { statements } = await countStatements(database.db, () => names());
    expect(statements).toEqual(['select name from items order by name']);
  });

  it('dumps the database for a backup from the worker, and the app keeps its session afterwards', async () => {
    const client = (database.db as unknown as { $client: PgliteWorkerClient }).$client;
    const dump = await dumpPglite(client);
    expect(dump).toMatch(/CREATE TABLE public\.items/);
    expect(dump).toMatch(/INSERT INTO public\.items .*'committed'/);
    expect(await names()).toContain('committed');
  });

  it('keeps the data after close and reopen, and refuses queries once closed', async () => {
    await database.close();
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
    await expect(database.ping()).rejects.toThrow();
    database = await openDatabase({ databaseUrl: null, dataDir });
    expect(await names()).toEqual(expect.arrayContaining(['committed', 'único', 'conc-00', 'conc-39']));
  });
});
