import type { Plan } from '../api/get-plans.ts';

/** A plan's monthly price in its currency ("Gratis" for free plans), Spanish formatting. */
export function formatPlanPrice(plan: Plan, freeLabel: string): string {
  const amount = Number(plan.price ?? 0);
  if (plan.is_free || !Number.isFinite(amount) || amount === 0) return freeLabel;
  const currency = plan.currency ?? 'USD';
  if (currency === 'UF') return `${new Intl.NumberFormat('es-CL', { maximumFractionDigits: 2 }).format(amount)} UF`;
  try {
    return new Intl.NumberFormat('es', { style: 'currency', currency, maximumFractionDigits: amount % 1 === 0 ? 0 : 2 }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
