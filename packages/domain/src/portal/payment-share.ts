import { sharesOfTotal } from '../proposals/payments/recompute.ts';
import { centsToString, sumCents, toCents } from '../services/money.ts';

export type ShareInput = { amount: string; status: string };

/**
 * The client's view of a plan: totals (all, paid, pending) and each payment's share of the whole
 * plan in percent — the one rule every surface uses (sharesOfTotal, decision 0063), so the client
 * reads the very percentage the provider sees, and the shares add up to exactly 100.00.
 */
export function planShares(payments: readonly ShareInput[]): { total: string; paid_total: string; pending_total: string; percents: string[] } {
  const cents = payments.map((p) => toCents(p.amount) ?? 0n);
  const total = sumCents(cents);
  const paid = sumCents(cents.filter((_, i) => payments[i]!.status.toLowerCase() === 'paid'));
  const percents = sharesOfTotal(payments);
  return { total: centsToString(total), paid_total: centsToString(paid), pending_total: centsToString(total - paid), percents };
}
