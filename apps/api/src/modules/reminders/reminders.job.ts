import { sql } from 'drizzle-orm';
import { todayIn } from '@trato/domain/payments/date-ranges';
import { paymentState } from '@trato/domain/payments/overdue';
import type { Db } from '../../db/client.ts';
import type { ReminderKind } from '../../db/schema/operating.ts';
import { issuePayLink } from '../pay-links/pay-link-token.ts';
import { loadWorkspaceEmailIdentity } from '../email/email-brand.ts';
import { paymentReminder, proposalExpiring, type PaymentReminderKind } from './reminder-emails.ts';
import { logAndEmail } from './reminder-log.ts';
import { reminderLink, reminderRecipients } from './reminder-recipients.ts';

export const REMINDERS_JOB = 'reminders';
/** How often the job looks for new events. */
export const REMINDERS_EVERY_MS = 15 * 60 * 1000;
/** "Due soon" and "expiring" mean this many days ahead, in the workspace's time zone. */
export const REMINDER_LEAD_DAYS = 3;
/**
 * Overdue payments are reminded once per due date, only while the due date is this recent: a
 * workspace's first run must not mail clients about years-old plans nobody tracked here.
 */
export const OVERDUE_LOOKBACK_DAYS = 30;

type Candidate = {
  kind: ReminderKind;
  workspace_id: string;
  organization: string;
  subject_id: string;
  occasion: string;
  owner_id: string;
  owner_type: string;
  owner_name: string;
  slug: string;
  name: string;
  amount: string;
  currency: string;
  day: string;
  /** Today in the workspace's zone (YYYY-MM-DD). */
  today: string;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Today in every time zone a workspace uses, as SQL VALUES (zone, today): computed here with Intl
 * (the tested todayIn), so the database needs no zone data and the clock stays injectable.
 */
async function zoneDays(db: Db, now: Date) {
  const zones = rowsOf<{ time_zone: string }>(await db.execute(sql`select distinct time_zone from workspaces`));
  if (!zones.length) return null;
  return sql.join(
    zones.map((z) => sql`(${z.time_zone}::text, ${todayIn(z.time_zone, now)}::date)`),
    sql`, `,
  );
}

/**
 * The events not reminded yet: pending payments of running portals due in 3 days or overdue (due
 * within the look-back), and sent proposals whose validity ends in 3 days. Two statements. Demo
 * workspaces are left out: their email is kept, never sent, and their seed is reset nightly.
 */
async function findCandidates(db: Db, now: Date): Promise<Candidate[]> {
  const days = await zoneDays(db, now);
  if (!days) return [];
  const payments = rowsOf<Candidate>(
    await db.execute(sql`
      with z(zone, today) as (values ${days}),
      due as (
        select p.*, w.name as organization, to_char(p.due_at at time zone 'UTC', 'YYYY-MM-DD') as day, z.today
        from payments p
        join projects pr on pr.id = p.project_id and pr.workspace_id = p.workspace_id
        join workspaces w on w.id = p.workspace_id
        join z on z.zone = w.time_zone
        where p.status <> 'paid' and p.due_at is not null and pr.deleted_at is null and not w.is_demo
          and pr.type = 'project' and pr.status in ('active', 'finished')
          and p.due_at >= (z.today - ${OVERDUE_LOOKBACK_DAYS}::int)::timestamp at time zone 'UTC'
          and p.due_at < (z.today + ${REMINDER_LEAD_DAYS + 1}::int)::timestamp at time zone 'UTC'
      ),
      -- payment.overdue is paymentState's 'overdue' (a running portal's pending payment due before the
      -- workspace's today) in SQL; the e-mail's words come from paymentState itself (decision 0062).
      events as (
        select case when (due.day)::date < due.today then 'payment.overdue' else 'payment.due_soon' end as kind, due.*
        from due
        where (due.day)::date < due.today or (due.day)::date = due.today + ${REMINDER_LEAD_DAYS}::int
      )
      select e.kind, e.workspace_id, e.organization, e.id as subject_id, e.day as occasion, pr.id as owner_id, pr.type as owner_type,
        pr.name as owner_name, pr.slug, e.name, e.amount::text as amount, e.amount_type as currency, e.day, e.today::text as today
      from events e join projects pr on pr.id = e.project_id
      where not exists (select 1 from reminder_log l where l.kind = e.kind and l.subject_id = e.id and l.occasion = e.day)
      order by e.due_at, e.id`),
  );
  const proposals = rowsOf<Candidate>(
    await db.execute(sql`
      with z(zone, today) as (values ${days})
      select 'proposal.expiring' as kind, pr.workspace_id, w.name as organization, pr.id as subject_id,
        to_char(pr.valid_until_at at time zone 'UTC', 'YYYY-MM-DD') as occasion, pr.id as owner_id, pr.type as owner_type,
        pr.name as owner_name, pr.slug, pr.name, '0' as amount, pr.currency_code as currency,
        to_char(pr.valid_until_at at time zone 'UTC', 'YYYY-MM-DD') as day, z.today::text as today
      from projects pr
      join workspaces w on w.id = pr.workspace_id
      join z on z.zone = w.time_zone
      where pr.type = 'proposal' and pr.status = 'SENT' and pr.deleted_at is null and pr.valid_until_at is not null and not w.is_demo
        and to_char(pr.valid_until_at at time zone 'UTC', 'YYYY-MM-DD') = to_char(z.today + ${REMINDER_LEAD_DAYS}::int, 'YYYY-MM-DD')
        and not exists (select 1 from reminder_log l where l.kind = 'proposal.expiring' and l.subject_id = pr.id
          and l.occasion = to_char(pr.valid_until_at at time zone 'UTC', 'YYYY-MM-DD'))
      order by pr.id`),
  );
  return [...payments, ...proposals];
}

/** One event, in its own transaction: log row and emails together, or neither. */
async function remind(db: Db, appUrl: string, c: Candidate, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const recipients = await reminderRecipients(tx, c.workspace_id, c.owner_id);
    // Nobody to tell yet: no log row either, so a client added later still hears about it.
    if (!recipients.length) return null;
    const url = reminderLink(appUrl, { id: c.owner_id, type: c.owner_type, slug: c.slug });
    const dueAt = `${c.day}T00:00:00.000Z`;
    const from = await loadWorkspaceEmailIdentity(tx, c.workspace_id, appUrl);
    return logAndEmail(tx, {
      workspaceId: c.workspace_id,
      kind: c.kind,
      subjectId: c.subject_id,
      occasion: c.occasion,
      userId: null,
      now,
      recipients,
      message: async (to) =>
        c.kind === 'proposal.expiring'
          ? proposalExpiring({ organization: c.organization, recipient: to.name, proposal: c.owner_name, validUntil: dueAt, url }, from)
          : paymentReminder(c.kind as PaymentReminderKind, {
              organization: c.organization,
              recipient: to.name,
              project: c.owner_name,
              payment: c.name,
              amount: c.amount,
              currency: c.currency,
              dueAt,
              url,
              // A fresh link per e-mail: a token cannot be re-derived from its stored hash (decision 0074).
              payUrl: (await issuePayLink(tx, appUrl, { workspaceId: c.workspace_id, paymentId: c.subject_id, projectId: c.owner_id, now })).url,
              isPortal: true,
              state: paymentState({ status: 'pending', due_at: dueAt }, c.today, c.owner_type),
            }, from),
    });
  });
}

export type RemindersRun = { events: number; emails: number };

/**
 * The reminders job's body (the lease is runJob's): finds the events and reminds each once. Safe
 * to run twice at once — the unique reminder_log key decides which run emails an event.
 */
export async function runReminders(db: Db, opts: { appUrl: string; now?: Date }): Promise<RemindersRun> {
  const now = opts.now ?? new Date();
  let events = 0;
  let emails = 0;
  for (const c of await findCandidates(db, now)) {
    const sent = await remind(db, opts.appUrl, c, now);
    if (sent === null) continue;
    events += 1;
    emails += sent;
  }
  return { events, emails };
}
