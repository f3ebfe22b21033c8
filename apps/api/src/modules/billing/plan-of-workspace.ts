import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { plans, subscriptions, workspaces } from '../../db/schema/index.ts';
import { isLapsed } from './lapsed.ts';

type PlanRow = typeof plans.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

export type WorkspacePlan = {
  /** The subscription row (null only for a workspace created before plans existed). */
  subscription: SubscriptionRow | null;
  /** The plan subscribed to (the free plan without a subscription). */
  plan: PlanRow;
  /** The plan whose limits apply now: `plan`, or the free plan while lapsed. */
  effective: PlanRow;
  lapsed: boolean;
  /** When the workspace was created (the early-adopter rule); null for an unknown workspace id. */
  workspaceCreatedAt: Date | null;
};

const freePlan = alias(plans, 'free_plan');

/** A workspace's plan and the limits that apply, in one statement (subscription ⋈ plan, plus the free plan and the workspace's creation). */
export async function workspacePlan(tx: Executor, workspaceId: string): Promise<WorkspacePlan | null> {
  const [row] = await tx
    .select({ subscription: subscriptions, plan: plans, free: freePlan, workspaceCreatedAt: workspaces.createdAt })
    .from(freePlan)
    .leftJoin(workspaces, eq(workspaces.id, workspaceId))
    .leftJoin(subscriptions, eq(subscriptions.workspaceId, workspaceId))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(freePlan.isFree, true))
    .orderBy(asc(freePlan.position))
    .limit(1);
  if (!row) return null;
  const plan = row.plan ?? row.free;
  const lapsed = row.subscription
    ? isLapsed({ source: row.subscription.source, status: row.subscription.status, currentPeriodEnd: row.subscription.currentPeriodEnd, planIsFree: plan.isFree })
    : false;
  return { subscription: row.subscription, plan, effective: lapsed ? row.free : plan, lapsed, workspaceCreatedAt: row.workspaceCreatedAt };
}
