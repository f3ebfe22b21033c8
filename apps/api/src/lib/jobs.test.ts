import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { jobs } from '../db/schema/index.ts';
import { OUTBOX_JOB, startOutboxWorker } from '../modules/email/outbox.ts';
import { nextRunAfter, runJob, scheduleJob } from './jobs.ts';

describe('the job runner', () => {
  const t = useTestApp();
  const jobName = () => `prueba-${randomBytes(4).toString('hex')}`;
  const row = async (name: string) => (await t.db.select().from(jobs).where(eq(jobs.name, name)))[0]!;

  it('two runners racing for one job run it once', async () => {
    const name = jobName();
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fn = async () => {
      calls++;
      await gate;
    };
    const a = runJob(t.db, name, fn, { every: 60_000, holder: 'servidor-a' });
    const b = runJob(t.db, name, fn, { every: 60_000, holder: 'servidor-b' });
    // Let both reach the database before the first run may finish.
    await new Promise((r) => setTimeout(r, 50));
    release();
    const results = await Promise.all([a, b]);
    expect(calls).toBe(1);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    // Once done it is not due again before its interval.
    expect(await runJob(t.db, name, fn, { every: 60_000, holder: 'servidor-b' })).toEqual({ ran: false });
    expect(calls).toBe(1);
  });

  it('a live lease of another holder is respected, a stale one is taken over', async () => {
    const name = jobName();
    await t.db.insert(jobs).values({ name, leaseHolder: 'servidor-caido', leaseUntil: new Date(Date.now() + 60_000), nextRunAt: new Date(0) });
    let calls = 0;
    const fn = async () => {
      calls++;
    };
    expect(await runJob(t.db, name, fn, { every: 1000, holder: 'servidor-b' })).toEqual({ ran: false });
    expect(calls).toBe(0);

    // The holder crashed: its lease ends and the job runs elsewhere.
    await t.db.update(jobs).set({ leaseUntil: new Date(Date.now() - 1000) }).where(eq(jobs.name, name));
    expect(await runJob(t.db, name, fn, { every: 1000, holder: 'servidor-b' })).toEqual({ ran: true, error: null });
    expect(calls).toBe(1);
    const after = await row(name);
    expect(after.leaseHolder).toBeNull();
    expect(after.leaseUntil).toBeNull();
  });

  it('records the last run, and a failure without throwing', async () => {
    const name = jobName();
    const before = Date.now();
    expect(await runJob(t.db, name, async () => {}, { every: 30_000 })).toEqual({ ran: true, error: null });
    let after = await row(name);
    expect(after.lastStartedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(after.lastFinishedAt!.getTime()).toBeGreaterThanOrEqual(after.lastStartedAt!.getTime());
    expect(after.lastError).toBeNull();
    expect(after.nextRunAt!.getTime()).toBeGreaterThanOrEqual(before + 30_000 - 1000);

    const failed = await runJob(
      t.db,
      name,
      async () => {
        throw new Error('SMTP caído');
      },
      { every: 30_000, force: true },
    );
    expect(failed.ran && failed.error).toContain('SMTP caído');
    after = await row(name);
    expect(after.lastError).toContain('SMTP caído');
    expect(after.leaseUntil).toBeNull();

    // The next success clears the error.
    await runJob(t.db, name, async () => {}, { every: 30_000, force: true });
    expect((await row(name)).lastError).toBeNull();
  });

  it('a daily job waits for its hour, then runs once and is due the next day', async () => {
    const name = jobName();
    const at = { hourUtc: 3 };
    let calls = 0;
    const fn = async () => {
      calls++;
    };
    const evening = new Date('2026-11-26T20:00:00Z');
    expect(await runJob(t.db, name, fn, { at, now: evening })).toEqual({ ran: false });
    expect((await row(name)).nextRunAt).toEqual(new Date('2026-11-27T03:00:00Z'));
    expect(await runJob(t.db, name, fn, { at, now: new Date('2026-11-27T02:59:00Z') })).toEqual({ ran: false });
    expect(await runJob(t.db, name, fn, { at, now: new Date('2026-11-27T03:00:05Z') })).toMatchObject({ ran: true });
    expect(calls).toBe(1);
    expect((await row(name)).nextRunAt!.getTime()).toBeGreaterThan(new Date('2026-11-27T03:00:05Z').getTime());
  });

  it('the outbox worker runs as a job: its runs show in the jobs table, and a nudge runs it again at once', async () => {
    const quiet = { info: () => {}, warn: () => {} };
    const started = Date.now();
    const worker = startOutboxWorker(t.db, null, quiet, 60_000);
    try {
      const finishedAfter = async (since: number) => {
        for (let i = 0; i < 100; i++) {
          const r = (await t.db.select().from(jobs).where(eq(jobs.name, OUTBOX_JOB)))[0];
          if (r?.lastFinishedAt && r.lastFinishedAt.getTime() >= since) return r;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error('the outbox job did not run');
      };
      const first = await finishedAfter(started - 1000);
      expect(first).toMatchObject({ lastError: null, leaseHolder: null });
      // Not due for a minute, but a nudge (a request just queued an email) runs it now.
      const nudged = Date.now();
      worker.nudge();
      expect((await finishedAfter(nudged)).lastStartedAt!.getTime()).toBeGreaterThanOrEqual(nudged - 1000);
    } finally {
      await worker.stop();
    }
  });

  it('a nudge while a run is under way runs the job again once that run ends (its work may have come after the run looked)', async () => {
    const quiet = { warn: () => {} };
    const name = `nudge-during-run-${Date.now()}`;
    const runs: string[] = [];
    let release: () => void = () => {};
    const fn = async () => {
      runs.push(`run ${runs.length + 1}`);
      // The first run waits until the test lets it go: the nudge arrives while it is under way.
      if (runs.length === 1) await new Promise<void>((r) => (release = r));
    };
    const job = scheduleJob(t.db, name, fn, { every: 60_000 }, quiet, 60_000);
    try {
      for (let i = 0; i < 200 && runs.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(runs).toEqual(['run 1']);
      job.nudge();
      job.nudge();
      await new Promise((r) => setTimeout(r, 50));
      release();
      for (let i = 0; i < 200 && runs.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 100));
      // One more run for the nudges (not one per nudge), though the job is not due for a minute.
      expect(runs).toEqual(['run 1', 'run 2']);
    } finally {
      await job.stop();
    }
  });

  it('computes the next daily run in UTC', () => {
    expect(nextRunAfter({ at: { hourUtc: 3 } }, new Date('2026-12-31T05:00:00Z'))).toEqual(new Date('2027-01-01T03:00:00Z'));
    expect(nextRunAfter({ at: { hourUtc: 3 } }, new Date('2026-12-31T02:00:00Z'))).toEqual(new Date('2026-12-31T03:00:00Z'));
    expect(nextRunAfter({ every: 5000 }, new Date(0))).toEqual(new Date(5000));
  });
});
