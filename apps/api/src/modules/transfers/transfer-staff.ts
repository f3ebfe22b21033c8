import { and, eq } from 'drizzle-orm';
import { TRANSFER_MESSAGES as M } from '@trato/domain/payments/transfer-review';
import type { Executor } from '../../db/client.ts';
import { payments, paymentTransfers } from '../../db/schema/index.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { lockPaymentOwner } from '../payments/payments.scope.ts';
import { updateLockedPayment } from '../payments/payments.write.ts';
import { notifyProjectCustomers } from '../projects/notify-customers.ts';
import { recordActivity } from '../proposals/activities.ts';
import { PROJECT_MESSAGES } from '@trato/domain/projects/messages';

/**
 * The payment of portal `projectId` locked the way every change of the plan locks it, and its
 * transfer waiting for review: 404 for a payment of another portal or workspace, 422 when nothing
 * waits (confirm or reject of a payment not in review).
 */
async function lockedReview(tx: Executor, ctx: WorkspaceContext, projectId: string, paymentId: string) {
  const owner = await lockPaymentOwner(tx, ctx.workspaceId, paymentId);
  if (owner.id !== projectId || owner.type !== 'project') throw notFound(PROJECT_MESSAGES.paymentNotFound);
  const [transfer] = await tx
    .select()
    .from(paymentTransfers)
    .where(and(inWorkspace(paymentTransfers.workspaceId, ctx.workspaceId), eq(paymentTransfers.paymentId, paymentId), eq(paymentTransfers.status, 'in_review')))
    .for('update');
  if (!transfer) throw fieldError('transfer', M.notInReview);
  return { owner, transfer };
}

/**
 * POST /v1/projects/{id}/payments/{paymentId}/transfer/confirm: the money arrived. The payment becomes
 * paid by the one path of «Marcar como pagado» (updateLockedPayment: plan check, `payment.paid`
 * activity — here with method 'transfer' — the customers' notification, realtime and the receipt of
 * decision 0072, whose link needs `appUrl`), and the report is closed as confirmed.
 */
export async function confirmTransfer(ctx: WorkspaceContext, projectId: string, paymentId: string, now: Date, appUrl: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { owner, transfer } = await lockedReview(tx, ctx, projectId, paymentId);
    await updateLockedPayment(tx, { workspaceId: ctx.workspaceId, userId: ctx.userId, appUrl }, owner, paymentId, { status: 'paid' }, { method: 'transfer', transfer_id: transfer.id });
    await tx.update(paymentTransfers).set({ status: 'confirmed', decidedBy: ctx.userId, decidedAt: now, updatedAt: now }).where(eq(paymentTransfers.id, transfer.id));
  });
}

/**
 * POST /v1/projects/{id}/payments/{paymentId}/transfer/reject {reason}: the money did not arrive (or
 * not as reported). The payment stays owed; the client reads the reason on the payment (and in the
 * bell) until they report a new transfer.
 */
export async function rejectTransfer(ctx: WorkspaceContext, projectId: string, paymentId: string, reason: string, now: Date): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { owner, transfer } = await lockedReview(tx, ctx, projectId, paymentId);
    await tx.update(paymentTransfers).set({ status: 'rejected', reason, decidedBy: ctx.userId, decidedAt: now, updatedAt: now }).where(eq(paymentTransfers.id, transfer.id));
    // The payment's name as it is now (the plan may have been renamed since the report).
    const [payment] = await tx.select({ name: payments.name }).from(payments).where(and(eq(payments.id, paymentId), inWorkspace(payments.workspaceId, ctx.workspaceId)));
    const name = payment?.name ?? '';
    const scope = { workspaceId: ctx.workspaceId, projectId: owner.id };
    await recordActivity(tx, { ...scope, userId: ctx.userId, type: 'payment.transfer_rejected', data: { payment_id: paymentId, name, transfer_id: transfer.id, reason } });
    await notifyProjectCustomers(tx, scope, { type: 'payment.transfer_rejected', title: M.rejectedTitle(name), icon: 'credit-card', url: '/c/payments', data: { payment_id: paymentId, transfer_id: transfer.id } });
  });
}
