import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { LimitDetailsDto } from '@trato/domain/billing/dto';
import { LAPSED_NOTE } from '@trato/domain/billing/messages';
import { limitReachedMessage } from '@trato/domain/proposals/schemas';
import { ACTIVE_STATUSES } from '@trato/domain/proposals/statuses';
import type { Executor } from '../../db/client.ts';
import { projects, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { workspacePlan } from '../billing/plan-of-workspace.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

/**
 * The plan whose limits apply to a workspace now: its subscription's plan, the free plan without
 * one, and the free plan while a paid subscription is lapsed (decision 0019). Shared with the portal
 * limit. Locking the subscription row first serialises concurrent activations of one workspace
 * (PostgreSQL), so two requests cannot both take the last free slot.
 */
export async function currentPlan(tx: Executor, workspaceId: string) {
  await tx.select({ id: subscriptions.id }).from(subscriptions).where(inWorkspace(subscriptions.workspaceId, workspaceId)).for('update').limit(1);
  const found = await workspacePlan(tx, workspaceId);
  if (!found) return null;
  const p = found.effective;
  return { id: p.id, name: p.name, max: p.maxActiveProposals, maxPortals: p.maxActivePortals, lapsed: found.lapsed };
}
export type CurrentPlan = NonNullable<Awaited<ReturnType<typeof currentPlan>>>;

/** 403 LIMIT_REACHED with the numbers the limit modal shows (docs/api/billing.md); message and code as before. */
export function limitReached(message: string, plan: CurrentPlan, details: Pick<LimitDetailsDto, 'resource' | 'used' | 'max'>): AppError {
  const body: LimitDetailsDto = { ...details, plan: { id: plan.id, name: plan.name }, lapsed: plan.lapsed };
  return new AppError(403, 'LIMIT_REACHED', plan.lapsed ? `${message} ${LAPSED_NOTE}` : message, undefined, body);
}

/** Finished, open and not trashed proposals of a workspace (what the plan limit counts). */
export async function activeProposalCount(tx: Executor, workspaceId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(projects)
    .where(and(inWorkspace(projects.workspaceId, workspaceId), eq(projects.type, 'proposal'), inArray(projects.status, [...ACTIVE_STATUSES]), isNull(projects.deletedAt)));
  return row?.n ?? 0;
}

/**
 * One more active proposal must fit the plan's `maxActiveProposals` (null = unlimited), else 403
 * LIMIT_REACHED with the plan's limit in the message. Call inside the transaction that activates it.
 */
export async function assertRoomForActiveProposal(tx: Executor, workspaceId: string): Promise<void> {
  const plan = await currentPlan(tx, workspaceId);
  if (!plan || plan.max === null) return;
  const used = await activeProposalCount(tx, workspaceId);
  if (used + 1 > plan.max) throw limitReached(limitReachedMessage(plan.name, plan.max), plan, { resource: 'active_proposals', used, max: plan.max });
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
