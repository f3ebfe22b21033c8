import { addPayment, setStatus } from '@trato/domain/proposals/payments/editing';
import type { PlanPayment } from '@trato/domain/proposals/payments/types';
import { CUSTOMER_NOTIFICATION_TITLES, PROJECT_MESSAGES } from '@trato/domain/projects/messages';
import type { PaymentPlanId } from '@trato/domain/proposals/dto';
import type { WorkspaceContext } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordActivity } from '../proposals/activities.ts';
import { paymentRowsOf, replacePlan, toPlanPayment } from '../proposals/proposal-payments.ts';
import { servicesTotal } from '../proposals/proposals.write.ts';
import type { Executor } from '../../db/client.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { notifyProjectCustomers } from './notify-customers.ts';
import { lockProjectRow } from './projects.queries.ts';
import { settleReceipt } from '../receipts/receipts.issue.ts';

/** Writes a plan made by the builder's own editing rules, checked like any PUT (payments/check.ts). */
export async function savePlan(tx: Executor, row: ProposalRow, plan: PlanPayment[]): Promise<void> {
  const scope = { workspaceId: row.workspaceId, projectId: row.id };
  await replacePlan(tx, scope, row.currencyCode, await servicesTotal(tx, row.workspaceId, row.id), {
    type: row.paymentsType === 'installments' ? 'installments' : null,
    plan: (row.paymentPlan as PaymentPlanId | null) ?? null,
    payments: plan,
  });
}

/**
 * `PUT /v1/projects/{id}/payments/{paymentId}/status`: SPEC §4 setStatus (amounts and percents —
 * shares of the whole total, decision 0063 — never move). paid_at is set when it becomes paid and cleared when it
 * goes back to pending; the customers with access hear about a payment marked paid.
 */
export async function setProjectPaymentStatus(ctx: WorkspaceContext, id: string, paymentId: string, status: 'pending' | 'paid', appUrl: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockProjectRow(tx, ctx.workspaceId, id);
    const scope = { workspaceId: ctx.workspaceId, projectId: id };
    const current = (await paymentRowsOf(tx, scope)).map(toPlanPayment);
    const index = current.findIndex((p) => p.id === paymentId);
    if (index < 0) throw notFound(PROJECT_MESSAGES.paymentNotFound);
    const payment = current[index]!;
    if (payment.status === status) return;
    await savePlan(tx, row, setStatus(current, index, status));
    await recordActivity(tx, { ...scope, userId: ctx.userId, type: status === 'paid' ? 'payment.paid' : 'payment.pending', data: { payment_id: paymentId, name: payment.name, amount: payment.amount } });
    if (status === 'paid') {
      await notifyProjectCustomers(tx, scope, { type: 'payment.paid', title: CUSTOMER_NOTIFICATION_TITLES.paymentPaid(payment.name), icon: 'credit-card', url: '/c/payments', data: { payment_id: paymentId } });
    }
    // A receipt is issued (or voided) as by every other path that pays a payment (decision 0072).
    if (row.type === 'project') await settleReceipt(tx, status, { ...scope, paymentId, appUrl });
  });
}

/**
 * `POST /v1/projects/{id}/payments`: the builder's "add" (SPEC §4 split): the last pending payment
 * is halved and the new half goes last, named and dated as asked (else 'Nombre', today). 409 when
 * there is nothing to split.
 */
export async function addProjectPayment(ctx: WorkspaceContext, id: string, input: { name?: string; due_at?: string | null }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockProjectRow(tx, ctx.workspaceId, id);
    const scope = { workspaceId: ctx.workspaceId, projectId: id };
    const current = (await paymentRowsOf(tx, scope)).map(toPlanPayment);
    const next = addPayment(current, await servicesTotal(tx, ctx.workspaceId, id), new Date());
    if (next === current) throw conflict(PROJECT_MESSAGES.nothingToSplit);
    const created = next[next.length - 1]!;
    if (input.name) created.name = input.name;
    if (input.due_at) created.due_at = new Date(`${input.due_at.slice(0, 10)}T00:00:00Z`).toISOString();
    await savePlan(tx, row, next);
    await recordActivity(tx, { ...scope, userId: ctx.userId, type: 'payment.added', data: { name: created.name, amount: created.amount } });
  });
}
