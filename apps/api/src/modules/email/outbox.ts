import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { emailOutbox, jobs } from '../../db/schema/index.ts';
import { scheduleJob } from '../../lib/jobs.ts';
import type { EmailMessage } from './templates.ts';

/** `messageId` is the Message-ID header: the same for every attempt at one outbox row (outboxMessageId). */
export type Mailer = {
  send: (msg: { to: string; subject: string; text: string; html: string; messageId: string; fromName?: string | null; replyTo?: string | null }) => Promise<void>;
};

/**
 * The Message-ID of an outbox row's email, derived from the row and never from the attempt
 * (decision 0048). SMTP has no idempotent send: a server killed after the SMTP server accepted an
 * email but before the row was marked sent sends it again once the lease ends. Both copies then
 * carry this one Message-ID, which mail stores and clients use to drop the duplicate, and which
 * lets anyone match a delivered email to its row.
 */
export const outboxMessageId = (rowId: string) => `<${rowId}@outbox.trato>`;

export const MAX_ATTEMPTS = 6;
const LEASE_MS = 10 * 60 * 1000;
/** How many emails one claim takes, and how long the outbox job holds its lease in the jobs table. */
const OUTBOX_BATCH = 20;
const OUTBOX_JOB_LEASE_MS = 2 * 60 * 1000;

/** Control characters, C0 and C1 (CR, LF, NUL, NEL…), and the Unicode line and paragraph separators. */
const HEADER_BREAKERS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;
const MAX_SUBJECT = 200;
const MAX_ADDRESS = 254;
const MAX_FROM_NAME = 120;

/**
 * A value safe to put in one email header line: names people chose (an inviter, a workspace, a
 * proposal) reach subjects, and a line break there could add headers such as Bcc. Breakers become
 * one space, spaces collapse, and the value is capped (a subject with an ellipsis).
 */
function headerValue(value: string, max: number): string {
  const clean = value.replace(HEADER_BREAKERS, ' ').replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** Addresses are validated upstream; this only guarantees a single header line. */
const oneAddress = (address: string) => address.replace(HEADER_BREAKERS, '').replace(/\s/g, '').slice(0, MAX_ADDRESS);

/**
 * Written in the caller's transaction: the email exists exactly when what caused it does. Every
 * email passes here, so this is where header values are made safe, whatever the template did.
 */
export async function enqueueEmail(db: Executor, to: string, message: EmailMessage, workspaceId: string | null = null): Promise<void> {
  await db.insert(emailOutbox).values({
    to: oneAddress(to),
    kind: message.kind,
    subject: headerValue(message.subject, MAX_SUBJECT),
    text: message.text,
    html: message.html,
    // A workspace's or a person's name: as untrusted as a subject (it reaches the From header).
    fromName: message.fromName ? headerValue(message.fromName, MAX_FROM_NAME) : null,
    replyTo: message.replyTo ? oneAddress(message.replyTo) : null,
    workspaceId,
  });
}

/** Written in last_error of an email a demo workspace queued: kept, never sent. */
export const DEMO_KEPT = 'espacio de demostración: no se envía';

/**
 * Which of these emails belong to a demo workspace: queued by it, or, for emails not tied to a
 * workspace (sign-in links, password resets), addressed to one of its customers or its owner.
 */
async function demoRecipients(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.id, ids),
        sql`(
          exists (select 1 from workspaces w where w.id = ${emailOutbox.workspaceId} and w.is_demo)
          or (${emailOutbox.workspaceId} is null and (
            exists (select 1 from customers c join workspaces w on w.id = c.workspace_id
                    where w.is_demo and lower(c.email) = lower(${emailOutbox.to}))
            or exists (select 1 from users u join memberships m on m.user_id = u.id and m.role = 'owner'
                       join workspaces w on w.id = m.workspace_id
                       where w.is_demo and lower(u.email) = lower(${emailOutbox.to}))
          ))
        )`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Retry after 30 s, 2 min, 8 min, 32 min… */
export function backoffMs(attempts: number): number {
  return 30_000 * 4 ** Math.max(0, attempts - 1);
}

/**
 * A due time on the database's clock, as every due time of the outbox is: rows are queued with the
 * database's now() (microseconds), and a due check against the process's clock (milliseconds, rounded
 * down) missed a row queued less than a millisecond before the pass that a commit nudges, leaving a
 * sign-in link for the next poll. One clock also keeps leases whole when the database runs elsewhere.
 */
const dbNowPlus = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Sends what is due. Rows are claimed in a short transaction with FOR UPDATE SKIP LOCKED and a
 * 10-minute lease, so several server copies never send one email twice, a slow SMTP server never
 * holds a database transaction open, and a copy that dies mid-send leaves rows another retries.
 * Without a mailer, emails are kept for the development mailbox; the log says only to whom and what.
 */
export async function processOutbox(
  db: Db,
  mailer: Mailer | null,
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void },
  batch = OUTBOX_BATCH,
): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(inArray(emailOutbox.status, ['pending', 'sending']), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailOutbox.createdAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({ status: 'sending', nextAttemptAt: dbNowPlus(LEASE_MS) })
      .where(inArray(emailOutbox.id, due.map((d) => d.id)))
      .returning();
  });
  const demo = await demoRecipients(db, claimed.map((r) => r.id));
  for (const row of claimed) {
    if (demo.has(row.id)) {
      // The demo workspace is played with by anyone: nothing it queues leaves the server.
      await db.update(emailOutbox).set({ status: 'kept', lastError: DEMO_KEPT }).where(eq(emailOutbox.id, row.id));
      log.info({ to: row.to, subject: row.subject }, 'email kept (demo workspace: never sent)');
      continue;
    }
    if (!mailer) {
      await db.update(emailOutbox).set({ status: 'kept' }).where(eq(emailOutbox.id, row.id));
      // Never the body: it holds one-time links, and whoever reads the log must not follow them.
      // The mailbox (its address printed once at start) shows them to the operator.
      log.info({ to: row.to, subject: row.subject }, 'email kept in the development mailbox (no SMTP configured)');
      continue;
    }
    try {
      await mailer.send({ to: row.to, subject: row.subject, text: row.text, html: row.html, messageId: outboxMessageId(row.id), fromName: row.fromName, replyTo: row.replyTo });
      await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1 }).where(eq(emailOutbox.id, row.id));
    } catch (err) {
      const attempts = row.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      log.warn({ to: row.to, attempts, err: String(err) }, failed ? 'email failed for good' : 'email send failed, will retry');
      await db
        .update(emailOutbox)
        .set({
          attempts,
          status: failed ? 'failed' : 'pending',
          lastError: String(err).slice(0, 1000),
          nextAttemptAt: dbNowPlus(backoffMs(attempts)),
        })
        .where(eq(emailOutbox.id, row.id));
    }
  }
  return claimed.length;
}

export async function keptEmails(db: Db, limit = 50) {
  return db
    .select()
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ['kept', 'pending', 'sending', 'sent', 'failed']))
    .orderBy(sql`${emailOutbox.createdAt} desc`)
    .limit(limit);
}

export const OUTBOX_JOB = 'outbox';

/**
 * Runs the outbox as a job of the job runner (src/lib/jobs.ts): every `intervalMs` under its lease,
 * so its runs show in the jobs table; `nudge()` runs it at once (called after a request enqueued
 * something). Its rows keep their own claim (FOR UPDATE SKIP LOCKED and a lease per email) as well.
 */
export function startOutboxWorker(db: Db, mailer: Mailer | null, log: Parameters<typeof processOutbox>[2], intervalMs = 5000) {
  return scheduleJob(db, OUTBOX_JOB, () => drainOutbox(db, mailer, log), { every: intervalMs, leaseMs: OUTBOX_JOB_LEASE_MS }, log, intervalMs);
}

/**
 * One run of the outbox job: batch after batch while batches come back full, so a backlog (emails
 * queued while the server was down, a burst of invitations) goes out in one run instead of 20 per
 * run — a run is due 5 s after the previous one finished, and the timer checks every 5 s, so runs
 * can be ~10 s apart (the kill test's 80 emails after 20 restarts found it). Stops with time to
 * spare inside the job's 2-minute lease, so another copy never takes the job while this one sends.
 */
export async function drainOutbox(db: Db, mailer: Mailer | null, log: Parameters<typeof processOutbox>[2], budgetMs = OUTBOX_JOB_LEASE_MS / 2): Promise<number> {
  const until = Date.now() + budgetMs;
  let total = 0;
  for (;;) {
    const claimed = await processOutbox(db, mailer, log);
    total += claimed;
    if (claimed < OUTBOX_BATCH || Date.now() >= until) return total;
  }
}

/**
 * At the start of a server that holds its data folder alone (PGlite, decision 0012), every outbox
 * lease is a dead previous life's: a SIGKILL during a run left the job's lease (2 minutes) and the
 * claimed rows' (10 minutes), and committed emails waited that long (found by the kill test,
 * decision 0048). Both are released so they go out at once; a row whose email the SMTP server had
 * already accepted goes out again under the same Message-ID. Not with PostgreSQL: another copy of
 * the server may be sending those rows right now. Returns how many rows were released.
 */
export async function releaseDeadOutboxLeases(db: Db): Promise<number> {
  await db.update(jobs).set({ leaseHolder: null, leaseUntil: null }).where(eq(jobs.name, OUTBOX_JOB));
  const rows = await db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.status, 'sending')).returning({ id: emailOutbox.id });
  return rows.length;
}
