import { sumCents } from '../../services/money.ts';
import type { PaymentStatus } from '../dto.ts';
import { MAX_PAYMENTS } from './check.ts';
import { dueDate } from './dates.ts';
import { paymentKey } from './keys.ts';
import { amountsOf, cents, FULL_PERCENT, isPaid, mulDivRound, toText } from './percents.ts';
import { recomputePercents } from './recompute.ts';
import { normalizeStatus } from './status.ts';
import type { PlanPayment } from './types.ts';

/**
 * The payment-editing rules of SPEC §4, as pure functions over the plan (docs/decisions/0007).
 *
 * - Amounts are the source of truth (integer cents); percents are derived after every edit
 *   (recomputePercents): each payment's share of the whole total, summing to exactly 100.00
 *   (decision 0063). Amounts always sum to the total.
 * - An edit moves money between a payment and its neighbour: the nearest PENDING payment before it,
 *   or — for the first pending payment — the nearest pending one after it. Paid payments never
 *   change and are skipped as neighbours.
 * - An edit that cannot apply (paid payment, no neighbour, a payment or its neighbour at 0 or less,
 *   an unreadable number) is ignored: the very same array is returned, so `next === payments`
 *   tells the caller nothing happened.
 */

/** Name of a payment created by splitting (SPEC §4). */
export const NEW_PAYMENT_NAME = 'Nombre';

/** The "1" of SPEC §4's max rule: one unit of the currency, in cents. */
const ONE_UNIT = 100n;

/** Index of the payment that trades with `index`, or -1 when it cannot trade (paid, alone). */
export function neighbourIndex(payments: readonly PlanPayment[], index: number): number {
  const own = payments[index];
  if (!own || isPaid(own)) return -1;
  for (let i = index - 1; i >= 0; i -= 1) if (!isPaid(payments[i] as PlanPayment)) return i;
  for (let i = index + 1; i < payments.length; i += 1) if (!isPaid(payments[i] as PlanPayment)) return i;
  return -1;
}

/**
 * The largest amount the payment can be given (SPEC §4): its amount plus its neighbour's minus 1,
 * never below its current amount; its own amount when it cannot trade. For the amount input's max.
 */
export function maxAmount(payments: readonly PlanPayment[], index: number): string {
  const own = cents(payments[index]?.amount ?? '0');
  const n = neighbourIndex(payments, index);
  if (n < 0) return toText(own);
  const max = own + cents(payments[n]?.amount ?? '0') - ONE_UNIT;
  return toText(max > own ? max : own);
}

/**
 * A non-negative number as typed ("12", "12,5", "33.333") rounded half up to 2 decimals, as cents
 * (or basis points); null when it is not such a number.
 */
export function parseRounded(input: string): bigint | null {
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(input.trim());
  if (!match) return null;
  const frac = (match[2] ?? '').padEnd(3, '0');
  const hundredths = BigInt(match[1] ?? '0') * 100n + BigInt(frac.slice(0, 2));
  return frac.charCodeAt(2) >= 53 /* '5' */ ? hundredths + 1n : hundredths;
}

const renumber = (payments: PlanPayment[]): PlanPayment[] => payments.map((p, i) => (p.position === i ? p : { ...p, position: i }));

/** Gives the payment `amount` cents, its neighbour absorbing the difference; ignored per the rules. */
function moveTo(payments: PlanPayment[], index: number, amount: bigint): PlanPayment[] {
  const n = neighbourIndex(payments, index);
  if (n < 0 || amount <= 0n) return payments;
  const own = cents(payments[index]?.amount ?? '0');
  const neighbour = cents(payments[n]?.amount ?? '0') - (amount - own);
  if (neighbour <= 0n) return payments;
  if (amount === own) return payments;
  const next = payments.map((p, i) => (i === index ? { ...p, amount: toText(amount) } : i === n ? { ...p, amount: toText(neighbour) } : p));
  return recomputePercents(next);
}

/** SPEC §4: set a pending payment's amount (rounded to 2 decimals); its neighbour takes the difference. */
export function setAmount(payments: PlanPayment[], index: number, amount: string): PlanPayment[] {
  const value = parseRounded(amount);
  return value === null ? payments : moveTo(payments, index, value);
}

/**
 * SPEC §4: set a pending payment's percent (rounded to 2 decimals, at most 100) of the proposal's
 * whole total — the figure every screen shows (decision 0063); its amount becomes that share rounded
 * half up to the cent and its pending neighbour takes the difference (paid payments never move, so
 * SPEC's "total reduced by paid amounts" is what the pending payments can share). The percent shown
 * afterwards is derived from the amount, so on a tiny total it may differ from the one typed by 0.01.
 */
export function setPercent(payments: PlanPayment[], index: number, percent: string): PlanPayment[] {
  const bp = parseRounded(percent);
  if (bp === null || bp > FULL_PERCENT) return payments;
  const total = sumCents(amountsOf(payments));
  return moveTo(payments, index, mulDivRound(total, bp, FULL_PERCENT));
}

/**
 * SPEC §4: split a pending payment in two. A new pending payment named 'Nombre', due today, is
 * inserted right after it with half the amount (rounded down to the cent; the original keeps the
 * odd cent). Ignored for a paid payment, an amount under 0.02 (which cannot make two payments > 0)
 * and a plan already at MAX_PAYMENTS.
 */
export function splitPayment(payments: PlanPayment[], index: number, today: Date): PlanPayment[] {
  const own = payments[index];
  if (!own || isPaid(own) || payments.length >= MAX_PAYMENTS) return payments;
  const amount = cents(own.amount);
  const half = amount / 2n;
  if (half <= 0n) return payments;
  const created: PlanPayment = { key: paymentKey(), name: NEW_PAYMENT_NAME, amount: toText(half), percent: '0.00', status: 'pending', due_at: dueDate(today) };
  const next = [...payments.slice(0, index), { ...own, amount: toText(amount - half) }, created, ...payments.slice(index + 1)];
  return recomputePercents(renumber(next));
}

/**
 * SPEC §4: remove a pending payment; its neighbour receives its amount. Ignored (fails) for a paid
 * payment or the only pending payment, which has no neighbour to take it.
 */
export function removePayment(payments: PlanPayment[], index: number): PlanPayment[] {
  const n = neighbourIndex(payments, index);
  const own = payments[index];
  const neighbour = payments[n];
  if (!own || !neighbour) return payments;
  const receiving = { ...neighbour, amount: toText(cents(neighbour.amount) + cents(own.amount)) };
  const next = payments.flatMap((p, i) => (i === index ? [] : i === n ? [receiving] : [p]));
  return recomputePercents(renumber(next));
}

/**
 * Adds a payment to the end of the plan: the last pending payment is split (as splitPayment) and
 * the new half moved to the end. With no payments yet, one pending payment of the whole total.
 * Ignored when there is nothing to split.
 */
export function addPayment(payments: PlanPayment[], total: string, today: Date): PlanPayment[] {
  if (payments.length === 0) {
    const amount = cents(total);
    if (amount <= 0n) return payments;
    return [{ key: paymentKey(), name: NEW_PAYMENT_NAME, amount: toText(amount), percent: '100.00', status: 'pending', due_at: dueDate(today), position: 0 }];
  }
  const last = payments.findLastIndex((p) => !isPaid(p));
  const split = last < 0 ? payments : splitPayment(payments, last, today);
  if (split === payments) return payments;
  const created = split[last + 1] as PlanPayment;
  return recomputePercents(renumber([...split.filter((_, i) => i !== last + 1), created]));
}

/**
 * SPEC §4: mark a payment paid or pending. Amounts never move, and so neither do the percents (shares
 * of the whole total, decision 0063): a paid advance of 40 % still reads 40 %, the rest 30 % and
 * 30 %. Uppercase or missing statuses are normalised first. Setting the status it already has is
 * ignored.
 */
export function setStatus(payments: PlanPayment[], index: number, status: PaymentStatus | string): PlanPayment[] {
  const own = payments[index];
  const next = normalizeStatus(status);
  if (!own || normalizeStatus(own.status) === next) return payments;
  return recomputePercents(payments.map((p, i) => (i === index ? { ...p, status: next } : p)));
}
