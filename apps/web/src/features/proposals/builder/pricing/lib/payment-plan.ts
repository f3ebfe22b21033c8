import type { PaymentPlanId, ProposalPaymentsDto } from '@trato/domain/proposals/dto';
import { neighbourIndex, parseRounded, removePayment, setAmount, setPercent } from '@trato/domain/proposals/payments/editing';
import { FULL_PERCENT, isPaid } from '@trato/domain/proposals/payments/percents';
import { buildPlan, canChangePaymentsType, paymentsTypeFor } from '@trato/domain/proposals/payments/plans';
import { normalizePayments } from '@trato/domain/proposals/payments/status';
import type { PaymentsType, PlanPayment } from '@trato/domain/proposals/payments/types';
import { PRICING_MESSAGES as M } from '../messages.ts';

/**
 * The glue between the builder's payment screen and the domain rules of SPEC §4
 * (packages/domain/src/proposals/payments): reading and writing the wire shape, choosing a plan,
 * and saying in Spanish why an edit the rules ignored was not applied. No rule is decided here.
 */

export type PlanState = { plan: PaymentPlanId | null; type: PaymentsType; payments: PlanPayment[] };

/** The `payments` body of PUT /v1/proposals/{id} (docs/api/proposals.md): the whole plan. */
export type PaymentsInput = {
  type: PaymentsType;
  plan: PaymentPlanId | null;
  payments: { key: string; id?: string; name: string; amount: string; percent: string; status: PlanPayment['status']; due_at: string | null }[];
};

export function planFromProposal(dto: ProposalPaymentsDto): PlanState {
  const payments = normalizePayments(dto.payments).map(
    (p, position): PlanPayment => ({ key: p.key, id: p.id, name: p.name, amount: p.amount, percent: p.percent, status: p.status, due_at: p.due_at, position }),
  );
  return { plan: dto.plan, type: dto.type, payments };
}

export function toPaymentsInput(state: PlanState): PaymentsInput {
  return {
    type: state.type,
    plan: state.plan,
    payments: state.payments.map((p) => ({
      key: p.key,
      ...(p.id ? { id: p.id } : {}),
      name: p.name.trim(),
      amount: p.amount,
      percent: p.percent,
      status: p.status,
      due_at: p.due_at,
    })),
  };
}

export type PlanChoice =
  | { kind: 'same' }
  /** Applies at once: there are no payments to lose. */
  | { kind: 'apply'; next: PlanState }
  /** Replaces the current payments: ask first. */
  | { kind: 'confirm'; next: PlanState }
  | { kind: 'refused'; reason: string };

/**
 * Choosing a plan builds its payments for the total (buildPlan). Current payments are replaced, so
 * the screen confirms first; a paid payment can never be dropped, so then the change is refused.
 * The payments type follows SPEC §4 (canChangePaymentsType): the plan's new type is taken only if
 * it differs and there are no payments left or it is 'installments' — replacing the plan leaves
 * none, so a one-payment plan can follow an instalments one.
 */
export function choosePlan(state: PlanState, plan: PaymentPlanId, total: string, today: Date): PlanChoice {
  if (state.plan === plan && state.payments.length > 0) return { kind: 'same' };
  if (state.payments.some(isPaid)) return { kind: 'refused', reason: M.planLocked };
  const nextType = paymentsTypeFor(plan);
  const type = canChangePaymentsType(state.type, nextType, []) ? nextType : state.type;
  const next: PlanState = { plan, type, payments: buildPlan(plan, total, today) };
  return state.payments.length === 0 ? { kind: 'apply', next } : { kind: 'confirm', next };
}

export type EditKind = 'amount' | 'percent' | 'remove';

/**
 * Runs one edit through the domain rule. When the rule ignored it (the very same array back) and
 * the user asked for a real change, `notice` says why, in the words of SPEC §4.
 */
export function applyEdit(payments: PlanPayment[], index: number, kind: EditKind, input = ''): { next: PlanPayment[]; notice: string | null } {
  const next = kind === 'amount' ? setAmount(payments, index, input) : kind === 'percent' ? setPercent(payments, index, input) : removePayment(payments, index);
  if (next !== payments) return { next, notice: null };
  return { next, notice: explainIgnored(payments, index, kind, input) };
}

function explainIgnored(payments: readonly PlanPayment[], index: number, kind: EditKind, input: string): string | null {
  const own = payments[index];
  if (!own) return null;
  if (isPaid(own)) return M.rejected.paid;
  if (kind !== 'remove') {
    const value = parseRounded(input);
    if (value === null) return M.rejected.invalidNumber;
    if (value === parseRounded(kind === 'amount' ? own.amount : own.percent)) return null; // nothing changed
    if (value === 0n) return M.rejected.notPositive;
    if (kind === 'percent' && value > FULL_PERCENT) return M.rejected.percentOver;
  }
  const n = neighbourIndex(payments, index);
  if (n < 0) return M.rejected.lastPayment;
  return n < index ? M.rejected.previousToZero : M.rejected.nextToZero;
}
