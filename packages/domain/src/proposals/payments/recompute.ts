import { sumCents } from '../../services/money.ts';
import { amountsOf, cents, FULL_PERCENT, isPaid, mulDivRound, splitLargestRemainder, toText } from './percents.ts';
import type { PlanPayment } from './types.ts';

/**
 * Percents derived from the amounts (amounts are the source of truth; SPEC §4: "Total is reduced by
 * paid amounts; percents of pending payments are recalculated relative to that total").
 *
 * - Pending payments: share of the pending base (sum of amounts − paid amounts), by largest
 *   remainder, so they sum to exactly 100.00 and each is within 0.01 of its exact share.
 * - Paid payments: share of the whole total, rounded half up — shown, never summed.
 *
 * The total is the sum of the amounts: every rule keeps that invariant, so it is not passed in.
 */
export function recomputePercents(payments: readonly PlanPayment[]): PlanPayment[] {
  const amounts = amountsOf(payments);
  const total = sumCents(amounts);
  const pendingIdx = payments.flatMap((p, i) => (isPaid(p) ? [] : [i]));
  // The pending amounts sum to total − paid, so this is each one's share of that base.
  const pendingShares = splitLargestRemainder(
    FULL_PERCENT,
    pendingIdx.map((i) => amounts[i] ?? 0n),
  );
  return payments.map((p, i) => {
    const pendingAt = pendingIdx.indexOf(i);
    const bp = pendingAt >= 0 ? (pendingShares[pendingAt] ?? 0n) : total > 0n ? mulDivRound(amounts[i] ?? 0n, FULL_PERCENT, total) : 0n;
    const percent = toText(bp);
    return p.percent === percent ? p : { ...p, percent };
  });
}

/**
 * Each payment's share of the whole plan, for documents the client reads (the proposal page, the
 * PDF): paid or not, the shares sum to exactly 100.00. The editor keeps the SPEC §4 percents above
 * (pending ones against what is still unpaid); a document listing "Anticipo 50 %, Entrega 100 %"
 * would read as 150 %.
 */
export function sharesOfTotal(payments: readonly Pick<PlanPayment, 'amount'>[]): string[] {
  return splitLargestRemainder(FULL_PERCENT, payments.map((p) => cents(p.amount))).map(toText);
}
