import type { PlanPayment } from './types.ts';

/** Test fixtures: a payment from its amount and percent, with a predictable key. */
export function payment(amount: string, percent: string, extra: Partial<PlanPayment> = {}): PlanPayment {
  return { key: `k-${amount}-${percent}`, name: 'Pago', amount, percent, status: 'pending', due_at: '2026-11-22T00:00:00.000Z', ...extra };
}

/** A plan from [amount, percent] pairs (status 'paid' when the pair has a third element). */
export function plan(...rows: [string, string, 'paid'?][]): PlanPayment[] {
  return rows.map(([amount, percent, paid], i) => payment(amount, percent, { key: `k${i}`, name: `Pago ${i + 1}`, status: paid ?? 'pending', position: i }));
}

export const amounts = (payments: readonly PlanPayment[]) => payments.map((p) => p.amount);
export const percents = (payments: readonly PlanPayment[]) => payments.map((p) => p.percent);
