import { cents, FULL_PERCENT, splitLargestRemainder, toText } from './percents.ts';
import type { PlanPayment } from './types.ts';

/**
 * THE percentage of a payment (issue 30 §2, decision 0063): its share of the proposal's whole total
 * (the sum of all amounts, paid or not), by largest remainder — every share floored to 0.01 %, the
 * missing 0.01s to the largest remainders, the earliest on a tie — so the shares of a plan add up to
 * exactly 100.00 and each is within 0.01 of its exact share. Staff builder, project page, portal,
 * public page, PDF and e-mails all show this figure: the stored `percent` is written from it, and
 * the readers that only have amounts compute it with this same function. All zeros for a zero plan.
 */
export function sharesOfTotal(payments: readonly Pick<PlanPayment, 'amount'>[]): string[] {
  return splitLargestRemainder(
    FULL_PERCENT,
    payments.map((p) => cents(p.amount)),
  ).map(toText);
}

/**
 * Percents derived from the amounts after every edit (amounts are the source of truth, decision
 * 0007): each payment's share of the whole total (sharesOfTotal). Paid payments keep their amount;
 * SPEC §4's "total is reduced by paid amounts" limits what the pending payments can trade among
 * themselves (editing.ts), not the base of the percentage shown. The total is the sum of the
 * amounts: every rule keeps that invariant, so it is not passed in. Unchanged payments keep their
 * object identity.
 */
export function recomputePercents(payments: readonly PlanPayment[]): PlanPayment[] {
  const shares = sharesOfTotal(payments);
  return payments.map((p, i) => {
    const percent = shares[i] ?? '0.00';
    return p.percent === percent ? p : { ...p, percent };
  });
}
