import { formatMoney } from '../money.ts';
import type { Plan } from './plans.ts';

/** A plan's monthly price in its currency ("Gratis" for free plans), Spanish formatting. */
export function formatPlanPrice(plan: Plan, freeLabel: string): string {
  const amount = Number(plan.price ?? 0);
  if (plan.is_free || !Number.isFinite(amount) || amount === 0) return freeLabel;
  return formatMoney(String(plan.price), plan.currency ?? 'USD');
}
