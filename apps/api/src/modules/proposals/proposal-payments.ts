import { and, asc, eq } from 'drizzle-orm';
import { checkPlan } from '@trato/domain/proposals/payments/check';
import { paymentKey } from '@trato/domain/proposals/payments/keys';
import { recomputePercents } from '@trato/domain/proposals/payments/recompute';
import { rescalePlan } from '@trato/domain/proposals/payments/rescale';
import type { PlanPayment } from '@trato/domain/proposals/payments/types';
import { PROPOSAL_MESSAGES, type ProposalPaymentsInput } from '@trato/domain/proposals/schemas';
import { centsToString, toCents } from '@trato/domain/services/money';
import type { Executor } from '../../db/client.ts';
import { payments, projects } from '../../db/schema/index.ts';
import { fieldError, validationError } from '../../lib/errors.ts';
import type { PaymentRow } from './proposals.serialize.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

type Scope = { workspaceId: string; projectId: string };

export async function paymentRowsOf(db: Executor, scope: Scope): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(inWorkspace(payments.workspaceId, scope.workspaceId), eq(payments.projectId, scope.projectId)))
    .orderBy(asc(payments.position), asc(payments.id));
}

/** A stored payment as the domain rules see it. */
export const toPlanPayment = (p: PaymentRow): PlanPayment => ({
  id: p.id,
  key: p.key,
  name: p.name,
  amount: p.amount,
  percent: p.percent,
  status: p.status,
  due_at: p.dueAt?.toISOString() ?? null,
  position: p.position,
});

/**
 * Writes a plan over the stored one. Rows keep their id when their key (or id) matches a stored
 * payment; `paid_at` is kept for a payment that stays paid, set now when it becomes paid and
 * cleared when it goes back to pending.
 */
async function writePlan(tx: Executor, scope: Scope, currency: string, plan: readonly PlanPayment[], previous: readonly PaymentRow[]): Promise<void> {
  await tx.delete(payments).where(and(inWorkspace(payments.workspaceId, scope.workspaceId), eq(payments.projectId, scope.projectId)));
  if (!plan.length) return;
  const now = new Date();
  await tx.insert(payments).values(
    plan.map((p, position) => {
      const before = previous.find((b) => (p.id && b.id === p.id) || b.key === p.key);
      const paidAt = p.status === 'paid' ? (before?.status === 'paid' ? (before.paidAt ?? now) : now) : null;
      return {
        ...(before && { id: before.id, createdAt: before.createdAt }),
        workspaceId: scope.workspaceId,
        projectId: scope.projectId,
        key: p.key,
        name: p.name.trim(),
        amountType: currency,
        amount: p.amount,
        percent: p.percent,
        position,
        status: p.status,
        dueAt: p.due_at ? new Date(p.due_at) : null,
        paidAt,
      };
    }),
  );
}

/** Amounts and percents in the 2-decimal wire form ("7" → "7.00"), when they are numbers at all. */
const twoDecimals = (v: string): string => {
  const c = toCents(v);
  return c === null ? v : centsToString(c);
};

function normalized(p: ProposalPaymentsInput['payments'][number]): PlanPayment {
  return { key: p.key, ...(p.id && { id: p.id }), name: p.name, amount: twoDecimals(p.amount), percent: twoDecimals(p.percent), status: p.status, due_at: p.due_at };
}

/**
 * Replaces the proposal's payment plan with the one sent (PUT payments), checked against the
 * services total with the domain rules (payments/check.ts): 422 per payment field otherwise. The
 * percents stored are the canonical shares of the total (recomputePercents, decision 0063), so a
 * percent sent within checkPlan's 0.01 tolerance is stored as every reader computes it.
 */
export async function replacePlan(tx: Executor, scope: Scope, currency: string, total: string, input: ProposalPaymentsInput): Promise<void> {
  const previous = await paymentRowsOf(tx, scope);
  const plan = input.payments.map(normalized);
  const issues = checkPlan(total, plan, previous.map(toPlanPayment));
  if (issues.length) {
    const errors: Record<string, string[]> = {};
    for (const issue of issues) (errors[['payments', 'payments', ...issue.path].join('.')] ??= []).push(issue.message);
    throw validationError(errors);
  }
  await writePlan(tx, scope, currency, recomputePercents(plan), previous);
  await tx
    .update(projects)
    .set({ paymentsType: input.type, paymentPlan: input.plan })
    .where(and(eq(projects.id, scope.projectId), inWorkspace(projects.workspaceId, scope.workspaceId)));
}

/**
 * After the services changed: pending payments follow the new total keeping their percents
 * (payments/rescale.ts). When the plan no longer fits — the services were emptied or shrank so a
 * pending payment would be 0 — the pending plan is dropped so the builder plans it again; if paid
 * payments already exceed the new total, the services change is refused (422 on services).
 */
export async function rescaleToTotal(tx: Executor, scope: Scope, currency: string, total: string): Promise<void> {
  const previous = await paymentRowsOf(tx, scope);
  if (!previous.length) return;
  const current = previous.map(toPlanPayment);
  const next = rescalePlan(current, total);
  if (next) return writePlan(tx, scope, currency, next, previous);
  if (current.some((p) => p.status === 'paid')) throw fieldError('services', PROPOSAL_MESSAGES.paidAboveTotal);
  await writePlan(tx, scope, currency, [], previous);
  await tx
    .update(projects)
    .set({ paymentsType: null, paymentPlan: null })
    .where(and(eq(projects.id, scope.projectId), inWorkspace(projects.workspaceId, scope.workspaceId)));
}

/** Copies a plan to a duplicate: every payment pending again, with new keys, same amounts and dates. */
export async function copyPlanAsPending(tx: Executor, from: Scope, to: Scope): Promise<void> {
  const rows = await paymentRowsOf(tx, from);
  if (!rows.length) return;
  const plan = recomputePercents(
    rows.map((r) => {
      const { id: _id, ...p } = toPlanPayment(r);
      return { ...p, key: paymentKey(), status: 'pending' as const };
    }),
  );
  await writePlan(tx, to, rows[0]!.amountType, plan, []);
}
