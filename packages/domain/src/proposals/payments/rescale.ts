import { toCents } from '../../services/money.ts';
import { cents, isPaid, paidCents, splitLargestRemainder, toText } from './percents.ts';
import { recomputePercents } from './recompute.ts';
import type { PlanPayment } from './types.ts';

/**
 * The plan for a new services total (docs/api/proposals.md: "pending payments are rescaled to the
 * new total keeping their percents"): paid payments stay as they are; the pending base (new total −
 * paid) is split among the pending payments in proportion to their current amounts (their exact
 * percents, not the 2-decimal ones shown) by largest remainder, so the amounts sum to it exactly and
 * a growing total never shrinks a payment; percents (shares of the new whole total) are then derived
 * again from the amounts. Without paid payments the pending ones keep their percents exactly.
 *
 * Returns null when the plan no longer fits and the user must plan the payments again: the new
 * total is not above the paid amounts while payments are pending, there is no pending payment to
 * absorb a change, or a pending payment would get 0 (only when the pending base shrinks). An empty plan stays empty.
 */
export function rescalePlan(payments: readonly PlanPayment[], newTotal: string): PlanPayment[] | null {
  const total = toCents(newTotal);
  if (total === null) return null;
  if (payments.length === 0) return [];
  const base = total - paidCents(payments);
  const pending = payments.flatMap((p, i) => (isPaid(p) ? [] : [i]));
  if (pending.length === 0) return base === 0n ? [...payments] : null;
  if (base <= 0n) return null;
  const amounts = splitLargestRemainder(
    base,
    pending.map((i) => cents(payments[i]?.amount ?? '0')),
  );
  if (amounts.some((a) => a <= 0n)) return null;
  const next = payments.map((p, i) => {
    const at = pending.indexOf(i);
    return at < 0 ? p : { ...p, amount: toText(amounts[at] ?? 0n) };
  });
  return recomputePercents(next);
}
