import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { runAsSystem } from '../db/row-security.ts';
import { jobs } from '../db/schema/index.ts';

/** How often a job runs: every so many milliseconds, or once a day at an hour (UTC). */
export type JobSchedule = { every: number } | { at: { hourUtc: number } };

export type RunJobOptions = JobSchedule & {
  /** Who holds the lease (one id per process by default). */
  holder?: string;
  /** How long the lease lasts: a holder that crashes delays the job by at most this. */
  leaseMs?: number;
  /** Run now even if the next run is not due yet (still only with the lease). */
  force?: boolean;
  now?: Date;
};

export type JobRun = { ran: false } | { ran: true; error: string | null };

const PROCESS_HOLDER = `${process.pid}-${randomUUID().slice(0, 8)}`;
const DEFAULT_LEASE_MS = 10 * 60 * 1000;

/** The first moment after `now` at which a job with this schedule is due again. */
export function nextRunAfter(schedule: JobSchedule, now: Date): Date {
  if ('every' in schedule) return new Date(now.getTime() + schedule.every);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), schedule.at.hourUtc));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * Runs `fn` under the job's lease in the `jobs` table, if the job is due and nobody holds a live
 * lease. The lease is taken by one atomic UPDATE … WHERE lease_until < now, so of two processes
 * racing for the same job exactly one runs it, and a holder that crashed only delays it until its
 * lease ends. Records last_started_at, last_finished_at and last_error (null on success), and the
 * next run. A new job with an hour schedule first waits for that hour; one with `every` runs at once.
 * A failure of `fn` is recorded and reported, never thrown.
 */
export async function runJob(db: Db, name: string, fn: () => Promise<unknown>, opts: RunJobOptions): Promise<JobRun> {
  const now = opts.now ?? new Date();
  const holder = opts.holder ?? PROCESS_HOLDER;
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  const firstRun = 'every' in opts ? now : nextRunAfter(opts, now);
  await db.insert(jobs).values({ name, nextRunAt: firstRun }).onConflictDoNothing();

  const due = opts.force ? sql`true` : or(isNull(jobs.nextRunAt), lte(jobs.nextRunAt, now));
  const [taken] = await db
    .update(jobs)
    .set({ leaseHolder: holder, leaseUntil: new Date(now.getTime() + leaseMs), lastStartedAt: now })
    .where(and(eq(jobs.name, name), or(isNull(jobs.leaseUntil), lt(jobs.leaseUntil, now)), due))
    .returning({ name: jobs.name });
  if (!taken) return { ran: false };

  let error: string | null = null;
  const started = Date.now();
  try {
    await fn();
  } catch (err) {
    error = (err instanceof Error ? err.stack ?? err.message : String(err)).slice(0, 2000);
  }
  const finished = new Date(now.getTime() + (Date.now() - started));
  await db
    .update(jobs)
    .set({ leaseHolder: null, leaseUntil: null, lastFinishedAt: finished, lastError: error, nextRunAt: nextRunAfter(opts, finished) })
    .where(and(eq(jobs.name, name), eq(jobs.leaseHolder, holder)));
  return { ran: true, error };
}

type Log = { warn: (o: object, m: string) => void };

/**
 * Calls runJob for one job on a timer (every `tickMs`), never two runs of it at once in this
 * process; `nudge()` runs it at once even if it is not due (the outbox after a request enqueued).
 * A nudge during a run runs it once more as soon as that run ends: the run under way may have
 * looked for work before the request's commit (an outbox run then missed the sign-up's email, which
 * waited for the timer, up to ~10 s; found by the development-mailbox journey).
 */
export function scheduleJob(db: Db, name: string, fn: () => Promise<unknown>, schedule: JobSchedule & { leaseMs?: number }, log: Log, tickMs = 5000) {
  let running: Promise<unknown> | null = null;
  let nudgedWhileRunning = false;
  let stopped = false;
  const run = (force = false) => {
    if (stopped) return;
    if (running) {
      if (force) nudgedWhileRunning = true;
      return;
    }
    // A nudge comes from a request, narrowed to its workspace: the job works across all of them.
    running = runAsSystem(() => runJob(db, name, fn, { ...schedule, force }))
      .then((r) => {
        if (r.ran && r.error) log.warn({ job: name, err: r.error }, 'job failed');
      })
      .catch((err) => log.warn({ job: name, err: String(err) }, 'job could not run'))
      .finally(() => {
        running = null;
        if (nudgedWhileRunning) {
          nudgedWhileRunning = false;
          run(true);
        }
      });
  };
  const timer = setInterval(() => run(), tickMs);
  timer.unref();
  setImmediate(() => run());
  return {
    nudge: () => setImmediate(() => run(true)),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export async function jobRuns(db: Db) {
  return db.select().from(jobs).orderBy(jobs.name);
}
