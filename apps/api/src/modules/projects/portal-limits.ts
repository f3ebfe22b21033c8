import { and, count, eq, isNull } from 'drizzle-orm';
import { portalLimitMessage } from '@trato/domain/projects/messages';
import type { Executor } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import { currentPlan, limitReached } from '../proposals/proposal-limits.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

/** Live active portals of a workspace: what the plan's active-portal limit counts (decision 0015). */
export async function activePortalCount(tx: Executor, workspaceId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(projects)
    .where(and(inWorkspace(projects.workspaceId, workspaceId), eq(projects.type, 'project'), eq(projects.status, 'active'), isNull(projects.deletedAt)));
  return row?.n ?? 0;
}

/**
 * One more active portal must fit the plan's `maxActivePortals` (null = unlimited), else 403
 * LIMIT_REACHED. Call inside the transaction that activates it (the plan lookup locks the
 * subscription row, so two activations of one workspace queue). Never called by a signature.
 */
export async function assertRoomForActivePortal(tx: Executor, workspaceId: string): Promise<void> {
  const plan = await currentPlan(tx, workspaceId);
  if (!plan || plan.maxPortals === null) return;
  const used = await activePortalCount(tx, workspaceId);
  if (used + 1 > plan.maxPortals) throw limitReached(portalLimitMessage(plan.name, plan.maxPortals), plan, { resource: 'active_portals', used, max: plan.maxPortals });
}
