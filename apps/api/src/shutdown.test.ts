import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../test/cluster.ts';

// Issue 29: SIGTERM must end the server within a bounded time even with a query stuck. On
// PostgreSQL another session holds a lock a request needs, as a long migration or a forgotten psql
// session would; on PGlite the worker's bounded close covers it (pglite-worker.faults.test.ts).
const adminUrl = process.env.TEST_DATABASE_URL;
const REASON = 'needs TEST_DATABASE_URL: only another PostgreSQL session can hold a lock on the server’s tables';

describe.skipIf(!adminUrl)(`shutdown with a stuck statement (${adminUrl ? 'PostgreSQL' : `skipped: ${REASON}`})`, () => {
  let cluster: Cluster;
  let locker: pg.Client;
  beforeAll(async () => {
    cluster = await startCluster(adminUrl!, 1);
    locker = new pg.Client({ connectionString: cluster.databaseUrl });
    await locker.connect();
  }, 120_000);
  afterAll(async () => {
    await locker?.end().catch(() => {});
    await cluster?.stop();
  }, 60_000);

  it('closes the stuck request’s connection after its grace period and exits cleanly, before its statement timeout', async () => {
    await locker.query('begin');
    await locker.query('lock table users in access exclusive mode');
    const stuck = fetch(`${cluster.urls[0]}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nadie@ejemplo.test', password: 'una-clave-cualquiera' }),
    }).then(
      (res) => `answered ${res.status}`,
      () => 'connection closed',
    );
    // The sign-in's statement is waiting on the lock.
    const waiting = async () =>
      (await locker.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0]!.n;
    await expect.poll(waiting, { timeout: 10_000 }).toBeGreaterThan(0);

    const code = await cluster.signal(0, 'SIGTERM');
    if (code !== 0) console.log(cluster.output(0).split('\n').filter((l) => !l.includes('"level":30')).join('\n'));
    expect(code).toBe(0);
    expect(await stuck).toBe('connection closed');
    expect(cluster.output(0)).toContain('requests still in flight after 5 s; closing their connections');
    // The statement dies with its connection once the lock is let go (PostgreSQL finds its client gone).
    await locker.query('rollback');
    await expect.poll(waiting).toBe(0);
  }, 60_000);
});
