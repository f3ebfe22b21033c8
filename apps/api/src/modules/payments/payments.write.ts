import { addPayment, removePayment, setAmount, setPercent, setStatus } from '@trato/domain/proposals/payments/editing';
import type { PlanPayment } from '@trato/domain/proposals/payments/types';
import { CUSTOMER_NOTIFICATION_TITLES } from '@trato/domain/projects/messages';
import { PAYMENTS_MESSAGES as M } from '@trato/domain/payments/messages';
import type { PaymentCreate, PaymentUpdate } from '@trato/domain/payments/schemas';
import { todayIn } from '@trato/domain/payments/date-ranges';
import { toCents } from '@trato/domain/services/money';
import type { Executor } from '../../db/client.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { AppError, conflict, fieldError } from '../../lib/errors.ts';
import { recordActivity } from '../proposals/activities.ts';
import { paymentRowsOf, toPlanPayment } from '../proposals/proposal-payments.ts';
import { servicesTotal } from '../proposals/proposals.write.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { notifyProjectCustomers } from '../projects/notify-customers.ts';
import { savePlan } from '../projects/project-payments.ts';
import { settleReceipt } from '../receipts/receipts.issue.ts';
import { dayStart, lockOwner, lockPaymentOwner, workspaceTimeZone } from './payments.scope.ts';

const paidFrozen = () => new AppError(409, 'PAYMENT_PAID', M.paidFrozen);

async function planOf(tx: Executor, owner: ProposalRow, paymentId: string): Promise<{ plan: PlanPayment[]; index: number }> {
  const plan = (await paymentRowsOf(tx, { workspaceId: owner.workspaceId, projectId: owner.id })).map(toPlanPayment);
  return { plan, index: plan.findIndex((p) => p.id === paymentId) };
}

/**
 * Moves money with the builder's rule (setAmount / setPercent: the neighbour gives or takes). The
 * rule ignores a move it cannot make (the neighbour would reach 0, no other pending payment); here
 * that is a 422 on the field, unless the value asked for is the current one.
 */
function moveMoney(plan: PlanPayment[], index: number, input: PaymentUpdate): PlanPayment[] {
  const field = input.amount !== undefined ? 'amount' : input.percent !== undefined ? 'percent' : null;
  if (!field) return plan;
  const asked = input[field]!;
  if (toCents(asked) === toCents(plan[index]![field])) return plan;
  const next = field === 'amount' ? setAmount(plan, index, asked) : setPercent(plan, index, asked);
  if (next === plan) throw fieldError(field, M.amountNotApplied);
  return next;
}

/**
 * `PUT /v1/payments/{id}`: name, due day, amount or percent and status of one payment, with the plan
 * rules of SPEC §4 (decision 0007) and the check every plan write passes (payments/check.ts), in one
 * transaction. A paid payment only goes back to pending (then the other fields apply).
 */
export async function updatePayment(ctx: WorkspaceContext, paymentId: string, input: PaymentUpdate, appUrl: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const owner = await lockPaymentOwner(tx, ctx.workspaceId, paymentId);
    await updateLockedPayment(tx, { workspaceId: ctx.workspaceId, userId: ctx.userId, appUrl }, owner, paymentId, input);
  });
}

/**
 * Who changes a payment: a team member, or nobody (a provider's verified charge, issue 31 §3), and
 * the app's address, for the link of the receipt e-mailed when it becomes paid (decision 0072).
 */
export type PaymentActor = { workspaceId: string; userId: string | null; appUrl: string };

/**
 * The body of `updatePayment` in the caller's transaction, with the payment's owner already locked
 * (lockPaymentOwner): the one path by which a payment becomes paid or pending again, whether the
 * staff click «Marcar como pagado» or a provider's charge is applied (online-payments/apply-charge.ts),
 * so the plan, activity, the customers' notification and everything reading them move the same way.
 * `extra` joins the activity's data (the provider and its reference for an online charge); its
 * `method` and `provider_ref` are frozen on the receipt a portal payment gets when paid (settleReceipt).
 */
export async function updateLockedPayment(
  tx: Executor,
  actor: PaymentActor,
  owner: ProposalRow,
  paymentId: string,
  input: PaymentUpdate,
  extra: Record<string, string> = {},
): Promise<void> {
  const stored = await planOf(tx, owner, paymentId);
  const index = stored.index;
  let plan = stored.plan;
  const before = plan[index]!;
  const edits = input.name !== undefined || input.due_at !== undefined || input.amount !== undefined || input.percent !== undefined;
  if (before.status === 'paid' && input.status !== 'pending' && edits) throw paidFrozen();
  if (input.status === 'pending') plan = setStatus(plan, index, 'pending');
  if (input.name !== undefined || input.due_at !== undefined) {
    plan = plan.map((p, i) =>
      i === index ? { ...p, ...(input.name !== undefined && { name: input.name }), ...(input.due_at !== undefined && { due_at: input.due_at && dayStart(input.due_at).toISOString() }) } : p,
    );
  }
  plan = moveMoney(plan, index, input);
  if (input.status === 'paid') plan = setStatus(plan, index, 'paid');
  await savePlan(tx, owner, plan);

  const scope = { workspaceId: actor.workspaceId, projectId: owner.id, userId: actor.userId };
  const data = { payment_id: paymentId, name: plan[index]!.name, amount: plan[index]!.amount, ...extra };
  if (input.status && input.status !== before.status) {
    await recordActivity(tx, { ...scope, type: input.status === 'paid' ? 'payment.paid' : 'payment.pending', data });
    if (input.status === 'paid' && owner.type === 'project') {
      await notifyProjectCustomers(tx, scope, { type: 'payment.paid', title: CUSTOMER_NOTIFICATION_TITLES.paymentPaid(before.name), icon: 'credit-card', url: '/c/payments', data: { payment_id: paymentId } });
    }
    if (owner.type === 'project') {
      await settleReceipt(tx, input.status, { workspaceId: actor.workspaceId, projectId: owner.id, paymentId, method: extra.method, providerRef: extra.provider_ref, appUrl: actor.appUrl });
    }
  }
  if (edits) await recordActivity(tx, { ...scope, type: 'payment.updated', data });
}

/**
 * `DELETE /v1/payments/{id}`: removePayment (its amount goes to the neighbouring pending payment).
 * A paid payment is frozen (409 PAYMENT_PAID); the only pending one cannot go (409).
 */
export async function deletePayment(ctx: WorkspaceContext, paymentId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const owner = await lockPaymentOwner(tx, ctx.workspaceId, paymentId);
    const { plan, index } = await planOf(tx, owner, paymentId);
    const payment = plan[index]!;
    if (payment.status === 'paid') throw paidFrozen();
    const next = removePayment(plan, index);
    if (next === plan) throw conflict(M.removeNotAllowed);
    await savePlan(tx, owner, next);
    await recordActivity(tx, { workspaceId: ctx.workspaceId, projectId: owner.id, userId: ctx.userId, type: 'payment.removed', data: { payment_id: paymentId, name: payment.name, amount: payment.amount } });
  });
}

/**
 * `POST /v1/payments`: the builder's "add" (addPayment: the last pending payment is halved, the new
 * half goes last), named and dated as asked, else 'Nombre' and today in the workspace's zone. Runs in
 * the caller's transaction (the idempotency key is stored in it). Returns the new payment's id.
 */
export async function createPayment(tx: Executor, ctx: WorkspaceContext, input: PaymentCreate, now: Date): Promise<string> {
  const owner = await lockOwner(tx, ctx.workspaceId, input.project_id);
  const today = todayIn(await workspaceTimeZone(tx, ctx.workspaceId), now);
  const plan = (await paymentRowsOf(tx, { workspaceId: ctx.workspaceId, projectId: owner.id })).map(toPlanPayment);
  const next = addPayment(plan, await servicesTotal(tx, ctx.workspaceId, owner.id), dayStart(today));
  if (next === plan) throw conflict(M.nothingToSplit);
  const created = next[next.length - 1]!;
  if (input.name) created.name = input.name;
  created.due_at = dayStart(input.due_at ?? today).toISOString();
  await savePlan(tx, owner, next);
  await recordActivity(tx, { workspaceId: ctx.workspaceId, projectId: owner.id, userId: ctx.userId, type: 'payment.added', data: { name: created.name, amount: created.amount } });
  const stored = await paymentRowsOf(tx, { workspaceId: ctx.workspaceId, projectId: owner.id });
  return stored.find((p) => p.key === created.key)!.id;
}
