import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { limitReachedMessage } from '@trato/domain/proposals/schemas';
import { ACTIVE_STATUSES } from '@trato/domain/proposals/statuses';
import type { Executor } from '../../db/client.ts';
import { plans, projects, subscriptions } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/errors.ts';

/** The plan a workspace is on: its subscription's, or the free plan when it has none (also the portal limit's). */
export async function currentPlan(tx: Executor, workspaceId: string) {
  // Locking the subscription row serialises concurrent finishes of one workspace (PostgreSQL), so
  // two requests cannot both take the last free slot.
  const [sub] = await tx
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(eq(subscriptions.workspaceId, workspaceId))
    .for('update')
    .limit(1);
  const [plan] = await tx
    .select({ name: plans.name, max: plans.maxActiveProposals, maxPortals: plans.maxActivePortals })
    .from(plans)
    .where(sub ? eq(plans.id, sub.planId) : eq(plans.isFree, true))
    .limit(1);
  return plan ?? null;
}

/** Finished, open and not trashed proposals of a workspace (what the plan limit counts). */
export async function activeProposalCount(tx: Executor, workspaceId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), eq(projects.type, 'proposal'), inArray(projects.status, [...ACTIVE_STATUSES]), isNull(projects.deletedAt)));
  return row?.n ?? 0;
}

/**
 * One more active proposal must fit the plan's `maxActiveProposals` (null = unlimited), else 403
 * LIMIT_REACHED with the plan's limit in the message. Call inside the transaction that activates it.
 */
export async function assertRoomForActiveProposal(tx: Executor, workspaceId: string): Promise<void> {
  const plan = await currentPlan(tx, workspaceId);
  if (!plan || plan.max === null) return;
  if ((await activeProposalCount(tx, workspaceId)) + 1 > plan.max) throw forbidden(limitReachedMessage(plan.name, plan.max), 'LIMIT_REACHED');
}

/** Whether one more active proposal fits (duplicate uses it to decide between DRAFT and init). */
export async function hasRoomForActiveProposal(tx: Executor, workspaceId: string): Promise<boolean> {
  try {
    await assertRoomForActiveProposal(tx, workspaceId);
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === 'LIMIT_REACHED') return false;
    throw err;
  }
}
