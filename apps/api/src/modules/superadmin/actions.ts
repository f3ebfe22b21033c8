import { and, eq, sql } from 'drizzle-orm';
import { SUPERADMIN_MESSAGES as M, type SuperadminAction, type SuperadminActionResult, type SuperadminRows } from '@trato/domain/superadmin/superadmin';
import type { Db } from '../../db/client.ts';
import { memberships, plans, subscriptions, workspaces } from '../../db/schema/index.ts';
import type { UserContext } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { announceUsersSessions, announceWorkspaceCustomersSessions } from '../realtime/session-ends.ts';
import { toWorkspaceRow, workspaceRows } from './lists.ts';

async function workspaceRow(db: Db, id: string, viewer: string): Promise<SuperadminRows['workspaces'] | null> {
  const [row] = await workspaceRows(db, eq(workspaces.id, id), viewer).limit(1);
  return row ? toWorkspaceRow(row) : null;
}

/**
 * POST /v1/superadmin. assign_plan only in self-hosted mode (hosted: each workspace buys its plan);
 * a superadmin cannot disable a workspace they belong to (they would lock themselves out of it).
 */
export async function runAction(db: Db, ctx: UserContext, action: SuperadminAction, mode: 'self_hosted' | 'hosted'): Promise<SuperadminActionResult> {
  const [target] = await db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(eq(workspaces.id, action.workspace_id)).limit(1);
  if (!target) throw notFound(M.workspaceNotFound);
  let message: string;
  switch (action.action) {
    case 'assign_plan': {
      if (mode === 'hosted') throw conflict(M.hostedPlans);
      const [plan] = await db.select({ id: plans.id, name: plans.name }).from(plans).where(eq(plans.id, action.plan_id)).limit(1);
      if (!plan) throw notFound(M.planNotFound);
      const now = new Date();
      await db
        .insert(subscriptions)
        .values({ workspaceId: target.id, planId: plan.id, status: 'active', source: 'operator', currentPeriodStart: now })
        .onConflictDoUpdate({
          target: subscriptions.workspaceId,
          set: { planId: plan.id, status: 'active', source: 'operator', currentPeriodStart: now, currentPeriodEnd: null, cancelAtPeriodEnd: false, updatedAt: now },
        });
      message = M.planAssigned(plan.name, target.name);
      break;
    }
    case 'disable_workspace': {
      const [own] = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.workspaceId, target.id), eq(memberships.userId, ctx.userId)))
        .limit(1);
      if (own) throw conflict(M.ownWorkspace);
      await db.transaction(async (tx) => {
        // Disabling twice keeps the first date.
        await tx.update(workspaces).set({ disabledAt: sql`coalesce(${workspaces.disabledAt}, now())` }).where(eq(workspaces.id, target.id));
        // Its team's and its customers' live streams look again at commit, and end (decision 0060).
        const team = await tx.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.workspaceId, target.id));
        await announceUsersSessions(tx, team.map((m) => m.userId));
        await announceWorkspaceCustomersSessions(tx, target.id);
      });
      message = M.disabled(target.name);
      break;
    }
    case 'enable_workspace':
      await db.update(workspaces).set({ disabledAt: null }).where(eq(workspaces.id, target.id));
      message = M.enabled(target.name);
      break;
  }
  const row = await workspaceRow(db, target.id, ctx.userId);
  if (!row) throw notFound(M.workspaceNotFound);
  return { data: row, message };
}
