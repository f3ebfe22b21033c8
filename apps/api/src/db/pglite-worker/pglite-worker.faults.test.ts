import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { isDatabaseUnavailable } from '../../lib/db-errors.ts';
import { connectPglite, type Database } from '../client.ts';
import { pgliteFolder, seedFromPgliteTemplate } from '../pglite-template.ts';
import { PgliteWorkerClient, type WorkerClientEvent, type WorkerClientOptions } from './client.ts';

/**
 * Issue 29: a query must never wait forever on the embedded database. Each case runs its own worker
 * on its own data folder (a copy of the migrated template), with the deadlines shortened.
 */
type Harness = { client: PgliteWorkerClient; database: Database; events: WorkerClientEvent[]; fatal: Error[] };
const open: { dir: string; client: PgliteWorkerClient }[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rows = async <T>(database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const notes = async (database: Database) => (await rows<{ body: string }>(database, sql`select body from fault_notes order by body`)).map((r) => r.body);

/** A data folder with the test's table, made once: each case copies it (its statements then run under short deadlines). */
let seeded = '';
beforeAll(async () => {
  seeded = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-worker-faults-seed-'));
  seedFromPgliteTemplate(seeded);
  const client = await PgliteWorkerClient.start({ dataDir: pgliteFolder(seeded) });
  await client.query('create table fault_notes (body text primary key, data jsonb)');
  await client.close();
});
afterAll(() => fs.rmSync(seeded, { recursive: true, force: true }));

async function harness(options: WorkerClientOptions & { idleInTransactionMs?: number; inMemory?: boolean } = {}): Promise<Harness> {
  const events: WorkerClientEvent[] = [];
  const fatal: Error[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-worker-faults-'));
  fs.cpSync(seeded, dir, { recursive: true });
  const template = inject('dbTemplate');
  const where = options.inMemory && template.kind === 'pglite' ? { loadDataDirFile: template.file } : { dataDir: pgliteFolder(dir) };
  const client = await PgliteWorkerClient.start(
    { ...where, idleInTransactionMs: options.idleInTransactionMs },
    { ...options, onEvent: (e) => events.push(e), onFatal: (e) => fatal.push(e) },
  );
  open.push({ dir, client });
  return { client, database: connectPglite(client), events, fatal };
}

afterEach(async () => {
  for (const { dir, client } of open.splice(0)) {
    await client.close().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** `{"a":{"a":…}}` nested `levels` deep, as JSON text. */
const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('the embedded database never leaves a query waiting forever', () => {
  it('a stored value nested too deep to cross to the app (jsonb 3,000 levels) fails its query, in a transaction too, and the rest goes on', async () => {
    const { database } = await harness();
    await database.db.execute(sql`insert into fault_notes values ('hondo', ${nested(3000)}::jsonb)`);
    // Before: the answer could not be posted, no answer came, and the transaction held everyone.
    await expect(database.db.execute(sql`select data from fault_notes where body = 'hondo'`)).rejects.toThrow();
    const inTx = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into fault_notes values ('en transacción', null)`);
      await tx.execute(sql`select data from fault_notes where body = 'hondo'`);
    });
    await expect(inTx).rejects.toThrow();
    expect(await notes(database)).toEqual(['hondo']);
    await database.db.execute(sql`insert into fault_notes values ('después', null)`);
    expect(await notes(database)).toEqual(['después', 'hondo']);
  });

  it('rolls back a transaction left idle, so the statements behind it go on; its own later statements fail as unavailable', async () => {
    const { database } = await harness({ idleInTransactionMs: 300 });
    let other: Promise<string[]> | null = null;
    const abandoned = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into fault_notes values ('a medias', null)`);
      // Another request meanwhile: it waits for the transaction, which nothing uses any more.
      other = notes(database);
      await sleep(1500);
      await tx.execute(sql`select 1`);
    });
    const failure = await abandoned.catch((err: unknown) => err);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(await other!).toEqual([]);
    expect(await notes(database)).toEqual([]);
  });

  it('fails a call past its deadline as unavailable, and keeps serving from the same worker', async () => {
    const { database, events } = await harness({ callTimeoutMs: 300 });
    const failure = await database.db.execute(sql`select pg_sleep(1.5)`).catch((err: unknown) => err);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // Once the worker is done with it, the next statements are answered by the same worker.
    await expect.poll(() => rows(database, sql`select 2 as two`).catch(() => null), { timeout: 5000 }).toEqual([{ two: 2 }]);
    expect(events).toEqual([]);
  });

  it('replaces a worker stuck in a statement: its calls fail as unavailable, what was committed is there, LISTEN goes on', async () => {
    const { database, events } = await harness({ stallMs: 1000 });
    const heard: string[] = [];
    await database.listen('faults', (payload) => heard.push(payload));
    await database.db.execute(sql`insert into fault_notes values ('confirmada', null)`);
    // pg_sleep runs in the worker's thread: it answers nothing, not even the sign-of-life question.
    const stuck = await database.db.execute(sql`select pg_sleep(20)`).catch((err: unknown) => err);
    expect(stuck).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(stuck)).toBe(true);
    expect(await notes(database)).toEqual(['confirmada']);
    expect(events.map((e) => e.level)).toEqual(['error', 'info']);
    await database.db.execute(sql`select pg_notify('faults', 'después del reinicio')`);
    await expect.poll(() => heard).toEqual(['después del reinicio']);
  });

  it('replaces a worker that died: the call it had fails as unavailable, and the data folder opens again', async () => {
    const { client, database } = await harness();
    await database.db.execute(sql`insert into fault_notes values ('antes', null)`);
    const running = database.db.execute(sql`select pg_sleep(2)`).catch((err: unknown) => err);
    await sleep(100);
    await client.crashForTests();
    expect(isDatabaseUnavailable(await running)).toBe(true);
    expect(await notes(database)).toEqual(['antes']);
  });

  it('closes for good when the worker cannot be replaced, and says so once (the server then exits)', async () => {
    const { client, database, fatal } = await harness({ inMemory: true });
    await database.db.execute(sql`select 1`);
    await client.crashForTests();
    await expect.poll(() => fatal.length).toBe(1);
    expect(client.closed).toBe(true);
    const failure = await database.db.execute(sql`select 1`).catch((err: unknown) => err);
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });

  it('gives up after replacing a worker more than three times in a minute', async () => {
    const { client, fatal } = await harness();
    for (let i = 0; i < 4; i++) {
      await client.crashForTests();
      // The next replacement starts only once this one is done.
      await expect.poll(async () => fatal.length > 0 || (await client.ping().then(() => true, () => false))).toBe(true);
    }
    await expect.poll(() => fatal.length).toBe(1);
    expect(client.closed).toBe(true);
  });

  it('closes within its bound even with a statement stuck in the worker, failing that statement', async () => {
    const { client, database } = await harness();
    const stuck = database.db.execute(sql`select pg_sleep(60)`).catch((err: unknown) => err);
    await sleep(100);
    await client.close().catch(() => {});
    expect(client.closed).toBe(true);
    expect(isDatabaseUnavailable(await stuck)).toBe(true);
    expect(isDatabaseUnavailable(await database.db.execute(sql`select 1`).catch((err: unknown) => err))).toBe(true);
  });
});
