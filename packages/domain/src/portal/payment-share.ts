import { centsToString, sumCents, toCents } from '../services/money.ts';

export type ShareInput = { amount: string; status: string };

/**
 * The client's view of a plan: totals (all, paid, pending) and each payment's share of the whole
 * plan in percent (2 decimals, half up), computed in integer cents (DESIGN "Money is exact").
 * Shares are of the plan as it stands, paid payments included, so they keep adding up to ~100.
 */
export function planShares(payments: readonly ShareInput[]): { total: string; paid_total: string; pending_total: string; percents: string[] } {
  const cents = payments.map((p) => toCents(p.amount) ?? 0n);
  const total = sumCents(cents);
  const paid = sumCents(cents.filter((_, i) => payments[i]!.status.toLowerCase() === 'paid'));
  // basis points of a percent: cents × 10 000 / total, rounded half up.
  const percents = cents.map((c) => (total === 0n ? '0.00' : centsToString((c * 10_000n * 2n + total) / (2n * total))));
  return { total: centsToString(total), paid_total: centsToString(paid), pending_total: centsToString(total - paid), percents };
}
