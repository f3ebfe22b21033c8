import { eq } from 'drizzle-orm';
import { BILLING_MESSAGES } from '@trato/domain/billing/messages';
import { ConfigError, type BillingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { plans } from '../../db/schema/index.ts';

/**
 * Start-up checks of the billing settings against the plans table (after migrations): DEFAULT_PLAN
 * must name a plan, and STRIPE_PRICES is written to plans.stripe_price_ids (decision 0019). A bad
 * value is a ConfigError with a Spanish message: `npm start` prints it and exits 1.
 */
export async function prepareBilling(db: Db, billing: BillingConfig): Promise<void> {
  const known = (await db.select({ id: plans.id }).from(plans)).map((p) => p.id);
  if (billing.defaultPlan && !known.includes(billing.defaultPlan)) throw new ConfigError(BILLING_MESSAGES.defaultPlanUnknown(billing.defaultPlan, known));
  const entries = Object.entries(billing.stripePrices);
  for (const [planId] of entries) if (!known.includes(planId)) throw new ConfigError(BILLING_MESSAGES.stripePricesUnknownPlan(planId));
  for (const [planId, prices] of entries) await db.update(plans).set({ stripePriceIds: prices }).where(eq(plans.id, planId));
}
