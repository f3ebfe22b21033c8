import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberships, plans, subscriptions, surveyAnswers, users, workspaces } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';

export async function findWorkspace(db: Executor, workspaceId: string) {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  return row ?? null;
}

/** The caller's own workspace: the id comes from the context, never from the request. */
export async function currentWorkspace(ctx: WorkspaceContext) {
  return findWorkspace(ctx.db, ctx.workspaceId);
}

export async function isDomainTaken(db: Executor, domain: string, exceptWorkspaceId?: string): Promise<boolean> {
  const [row] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.domain, domain)).limit(1);
  return !!row && row.id !== exceptWorkspaceId;
}

/** A domain nobody holds yet: `base`, else `base-2`, `base-3`… (used when the name is provisional). */
export async function freeDomain(db: Executor, base: string): Promise<string> {
  const root = base || 'espacio';
  const taken = await db
    .select({ domain: workspaces.domain })
    .from(workspaces)
    .where(sql`${workspaces.domain} = ${root} or ${workspaces.domain} like ${root + '-%'}`);
  const set = new Set(taken.map((t) => t.domain));
  if (!set.has(root)) return root;
  for (let i = 2; ; i++) if (!set.has(`${root}-${i}`)) return `${root}-${i}`;
}

export type NewWorkspace = {
  ownerId: string;
  name: string;
  domain: string;
  businessSector?: string | null;
  isDemo?: boolean;
  defaultCurrency?: string | null;
  /** The plan it starts on (the instance's default plan, decision 0019); the free plan when absent. */
  planId?: string | null;
};

/** Workspace + owner membership + subscription (given plan, else free), in the caller's transaction. */
export async function createWorkspaceWithOwner(tx: Executor, input: NewWorkspace) {
  const [workspace] = await tx
    .insert(workspaces)
    .values({
      name: input.name,
      domain: input.domain,
      businessSector: input.businessSector ?? null,
      isDemo: input.isDemo ?? false,
      defaultCurrency: input.defaultCurrency ?? null,
      currencyCode: input.defaultCurrency ?? null,
    })
    .returning();
  if (!workspace) throw new Error('workspace insert returned nothing');
  await tx.insert(memberships).values({ workspaceId: workspace.id, userId: input.ownerId, role: 'owner' });
  const [plan] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(input.planId ? eq(plans.id, input.planId) : eq(plans.isFree, true))
    .limit(1);
  if (!plan) throw new Error(`plan ${input.planId ?? 'free'} is missing: migrations not applied?`);
  await tx.insert(subscriptions).values({ workspaceId: workspace.id, planId: plan.id, status: 'active' });
  await tx.update(users).set({ currentWorkspaceId: workspace.id }).where(eq(users.id, input.ownerId));
  return workspace;
}

export async function saveSurvey(
  tx: Executor,
  row: { workspaceId: string; userId: string; businessSector: string; howDidYouHear: string; companySize: string },
) {
  await tx.insert(surveyAnswers).values(row);
}

export async function workspaceSubscription(db: Executor, workspaceId: string) {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.workspaceId, workspaceId))
    .limit(1);
  return row ?? null;
}
