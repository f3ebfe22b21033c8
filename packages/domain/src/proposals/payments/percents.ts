import { centsToString, sumCents, toCents } from '../../services/money.ts';
import type { PlanPayment } from './types.ts';

/**
 * Integer arithmetic shared by the payment rules. Amounts are bigint cents; percents are bigint
 * basis points (1 bp = 0.01 %), so "40.00" is 4000n and 100 % is 10 000n. Both travel as
 * 2-decimal strings, which is why the same parser serves both.
 */

export const FULL_PERCENT = 10_000n;

/** Cents (or basis points) of a 2-decimal string; 0 when unparseable (callers validate first). */
export const cents = (value: string): bigint => toCents(value) ?? 0n;
export const toText = centsToString;

export const isPaid = (p: Pick<PlanPayment, 'status'>): boolean => p.status === 'paid';

export const amountsOf = (payments: readonly PlanPayment[]): bigint[] => payments.map((p) => cents(p.amount));

/** Sum of the amounts of the paid payments. */
export const paidCents = (payments: readonly PlanPayment[]): bigint => sumCents(payments.filter(isPaid).map((p) => cents(p.amount)));

/** a × n / d rounded half up (all non-negative; d > 0). */
export function mulDivRound(a: bigint, n: bigint, d: bigint): bigint {
  return (2n * a * n + d) / (2n * d);
}

/**
 * `whole` split in proportion to `weights` by largest remainder: every share is floored, then the
 * missing units go one each to the largest remainders (the earliest on a tie). The shares sum to
 * `whole` exactly and each is within one unit of its exact value — so a share never falls below
 * the floor of its exact value. All zeros when the weights sum to 0.
 */
export function splitLargestRemainder(whole: bigint, weights: readonly bigint[]): bigint[] {
  const weightSum = sumCents(weights);
  if (weightSum <= 0n) return weights.map(() => 0n);
  const exact = weights.map((w) => ({ floor: (whole * w) / weightSum, rem: (whole * w) % weightSum }));
  const shares = exact.map((e) => e.floor);
  let missing = whole - sumCents(shares);
  const order = exact.map((e, i) => ({ rem: e.rem, i })).sort((x, y) => (x.rem === y.rem ? x.i - y.i : x.rem > y.rem ? -1 : 1));
  for (const { i } of order) {
    if (missing <= 0n) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    missing -= 1n;
  }
  return shares;
}

/**
 * `base` split by the given weights (basis points or any non-negative numbers): each share rounded
 * half up, the last one absorbing the rounding remainder so the shares sum to `base` exactly.
 */
export function splitByWeights(base: bigint, weights: readonly bigint[]): bigint[] {
  const weightSum = sumCents(weights);
  if (weights.length === 0) return [];
  if (weightSum <= 0n) return weights.map((_, i) => (i === weights.length - 1 ? base : 0n));
  const shares = weights.slice(0, -1).map((w) => mulDivRound(base, w, weightSum));
  return [...shares, base - sumCents(shares)];
}
