import { and, eq, sql } from 'drizzle-orm';
import type { ReminderKind } from '../../db/schema/operating.ts';
import type { Executor } from '../../db/client.ts';
import { reminderLog } from '../../db/schema/index.ts';
import type { EmailMessage } from '../email/templates.ts';
import { enqueueEmail } from '../email/outbox.ts';
import type { Recipient } from './reminder-recipients.ts';

export type ReminderEvent = {
  workspaceId: string;
  kind: ReminderKind;
  subjectId: string;
  /** What makes it a new event: the due day, the valid-until day, or the moment of a manual one. */
  occasion: string;
  userId: string | null;
  now: Date;
  recipients: Recipient[];
  /** May write in the transaction first (a fresh «Pagar» link per e-mail, decision 0074). */
  message: (to: Recipient) => EmailMessage | Promise<EmailMessage>;
};

/**
 * "Never twice": the event's reminder_log row is inserted ON CONFLICT DO NOTHING and the emails are
 * queued in the same transaction only when the row came back. A second run, or another process
 * racing on the same event, waits on the unique key and then inserts nothing. Returns how many
 * emails were queued, or null when the event had already been reminded.
 */
export async function logAndEmail(tx: Executor, e: ReminderEvent): Promise<number | null> {
  const [row] = await tx
    .insert(reminderLog)
    .values({ workspaceId: e.workspaceId, kind: e.kind, subjectId: e.subjectId, occasion: e.occasion, userId: e.userId, recipients: e.recipients.length, createdAt: e.now })
    .onConflictDoNothing()
    .returning({ id: reminderLog.id });
  if (!row) return null;
  for (const to of e.recipients) await enqueueEmail(tx, to.email, await e.message(to), e.workspaceId);
  return e.recipients.length;
}

/** When the last reminder of this kind about this subject was logged (null: never). */
export async function lastReminderAt(db: Executor, kind: ReminderKind, subjectId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${reminderLog.createdAt})` })
    .from(reminderLog)
    .where(and(eq(reminderLog.subjectId, subjectId), eq(reminderLog.kind, kind)));
  return row?.at ? new Date(row.at) : null;
}
