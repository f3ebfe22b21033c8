import { toCents } from '../../services/money.ts';
import type { PaymentPlanId } from '../dto.ts';
import { dueDate, PLAN_SPACING_DAYS } from './dates.ts';
import { paymentKey } from './keys.ts';
import { splitByWeights, toText } from './percents.ts';
import { recomputePercents } from './recompute.ts';
import type { PaymentsType, PlanPayment } from './types.ts';

/** The default plans of SPEC §3: names and percents (basis points) of their payments. */
export const PLAN_TEMPLATES: Record<PaymentPlanId, readonly { name: string; percent: bigint }[]> = {
  singlePayment: [{ name: 'Pago único', percent: 10_000n }],
  recurrentPayment: [{ name: 'Pago recurrente', percent: 10_000n }],
  fiftyFifty: [
    { name: 'Anticipo', percent: 5_000n },
    { name: 'Entrega', percent: 5_000n },
  ],
  installments: [
    { name: 'Anticipo', percent: 4_000n },
    { name: 'Segundo pago', percent: 3_000n },
    { name: 'Entrega', percent: 3_000n },
  ],
};

/** Names shown when choosing a plan in the builder. */
export const PLAN_LABELS: Record<PaymentPlanId, string> = {
  singlePayment: 'Pago único (100%)',
  recurrentPayment: 'Pago recurrente (100%)',
  fiftyFifty: '50% / 50%',
  installments: '40% / 30% / 30%',
};

/**
 * The payments of a default plan for `total` (SPEC §3, §9): pending, amounts to the cent rounded
 * half up with the rounding remainder on the last payment (so they sum to the total exactly), due
 * 14 days apart per index with the first due today, random keys. Percents are then derived from the
 * amounts like after every edit, so a tiny total may show e.g. 40.01 instead of 40.00.
 * An unparseable total counts as 0 (the plan then fails checkPlan: amounts must be > 0).
 */
export function buildPlan(plan: PaymentPlanId, total: string, today: Date): PlanPayment[] {
  const template = PLAN_TEMPLATES[plan];
  const amounts = splitByWeights(toCents(total) ?? 0n, template.map((t) => t.percent));
  return recomputePercents(
    template.map((t, i) => ({
      key: paymentKey(),
      name: t.name,
      amount: toText(amounts[i] ?? 0n),
      percent: toText(t.percent),
      status: 'pending',
      due_at: dueDate(today, i * PLAN_SPACING_DAYS),
      position: i,
    })),
  );
}

/**
 * The payments type a plan gives (SPEC §3: null or 'installments'): a plan of several payments is
 * 'installments'; one payment (single or recurrent) is null.
 */
export function paymentsTypeFor(plan: PaymentPlanId): PaymentsType {
  return PLAN_TEMPLATES[plan].length > 1 ? 'installments' : null;
}

/**
 * SPEC §4: the payments type changes only if it differs from the current one and either there are
 * no payments or the new type is 'installments' (going back to null would orphan the payments).
 */
export function canChangePaymentsType(current: PaymentsType, next: PaymentsType, payments: readonly unknown[]): boolean {
  return next !== current && (payments.length === 0 || next === 'installments');
}
