import { and, eq } from 'drizzle-orm';
import type { PaymentReminderDto } from '@trato/domain/payments/dto';
import { todayIn } from '@trato/domain/payments/date-ranges';
import { PAYMENTS_MESSAGES as M } from '@trato/domain/payments/messages';
import { paymentState } from '@trato/domain/payments/overdue';
import { payments, workspaces } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { recordActivity } from '../proposals/activities.ts';
import { loadWorkspaceEmailIdentity, personSender } from '../email/email-brand.ts';
import { paymentReminder } from '../reminders/reminder-emails.ts';
import { lastReminderAt, logAndEmail } from '../reminders/reminder-log.ts';
import { reminderLink, reminderRecipients } from '../reminders/reminder-recipients.ts';
import { issuePayLink } from '../pay-links/pay-link-token.ts';
import { lockPaymentOwner } from './payments.scope.ts';

/** One manual reminder per payment per this window, whoever sends it (429 with Retry-After). */
export const MANUAL_REMINDER_WINDOW_MS = 10 * 60 * 1000;

/**
 * `POST /v1/payments/{id}/reminder`: emails the payment's recipients through the outbox, logs it
 * (reminder_log payment.manual) and records the activity, in one transaction. The proposal/portal
 * row is locked first, so two clicks at once are one reminder and one 429.
 */
export async function sendManualReminder(ctx: WorkspaceContext, paymentId: string, appUrl: string, now: Date): Promise<PaymentReminderDto> {
  return ctx.db.transaction(async (tx) => {
    const owner = await lockPaymentOwner(tx, ctx.workspaceId, paymentId);
    const [payment] = await tx.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.workspaceId, ctx.workspaceId)));
    if (!payment) throw notFound(M.notFound);
    if (payment.status === 'paid') throw conflict(M.reminderPaid);
    const last = await lastReminderAt(tx, 'payment.manual', paymentId);
    const wait = last ? last.getTime() + MANUAL_REMINDER_WINDOW_MS - now.getTime() : 0;
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new AppError(429, 'TOO_MANY_REQUESTS', M.reminderTooSoon(Math.ceil(seconds / 60)), undefined, { retry_after: seconds });
    }
    const recipients = await reminderRecipients(tx, ctx.workspaceId, owner.id);
    if (!recipients.length) throw conflict(M.reminderNoRecipients);
    const [ws] = await tx.select({ name: workspaces.name, timeZone: workspaces.timeZone }).from(workspaces).where(eq(workspaces.id, ctx.workspaceId));
    // Sent by a person: the client sees her name and her answer goes to her (decision 0082).
    const { brand } = await loadWorkspaceEmailIdentity(tx, ctx.workspaceId, appUrl);
    const from = { brand, sender: personSender(ctx.user, brand.name) };
    const dueAt = payment.dueAt?.toISOString() ?? null;
    const facts = {
      organization: ws?.name ?? 'Trato',
      project: owner.name,
      payment: payment.name,
      amount: payment.amount,
      currency: payment.amountType,
      dueAt,
      url: reminderLink(appUrl, owner),
      isPortal: owner.type === 'project',
      state: paymentState({ status: payment.status, due_at: dueAt }, todayIn(ws?.timeZone ?? 'UTC', now), owner.type),
    };
    const sent = await logAndEmail(tx, {
      workspaceId: ctx.workspaceId,
      kind: 'payment.manual',
      subjectId: paymentId,
      occasion: now.toISOString(),
      userId: ctx.userId,
      now,
      recipients,
      // A portal's payment carries its own «Pagar» link, fresh per e-mail (decision 0074); a quote's is paid after signing.
      message: async (to) => {
        const link = owner.type === 'project' ? await issuePayLink(tx, appUrl, { workspaceId: ctx.workspaceId, paymentId, projectId: owner.id, now }) : null;
        return paymentReminder('payment.manual', { ...facts, recipient: to.name, payUrl: link?.url ?? null }, from);
      },
    });
    await recordActivity(tx, {
      workspaceId: ctx.workspaceId,
      projectId: owner.id,
      userId: ctx.userId,
      type: 'payment.reminder_sent',
      data: { payment_id: paymentId, name: payment.name, amount: payment.amount, recipients: recipients.length },
    });
    return { payment_id: paymentId, recipients: sent ?? 0, sent_at: now.toISOString(), next_allowed_at: new Date(now.getTime() + MANUAL_REMINDER_WINDOW_MS).toISOString() };
  });
}
