import { and, desc, eq, gt } from 'drizzle-orm';
import type { ActivityType } from '@trato/domain/activities/activity-types';
import type { Executor } from '../../db/client.ts';
import { activities } from '../../db/schema/index.ts';
import type { ProjectActivity } from '../activities/project-activities.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

/** What the activity feed records about proposals (docs/api/proposals.md "Activities"). */
export type ProposalActivity = Extract<ActivityType, `proposal.${string}`>;

/** Edits arrive on every builder keystroke-save; the feed keeps one "edited" entry per this window. */
export const UPDATED_WINDOW_MS = 10 * 60 * 1000;

export type ActivityInput = {
  workspaceId: string;
  projectId: string | null;
  userId: string | null;
  type: ProposalActivity | ProjectActivity;
  data?: Record<string, unknown>;
  /** An update that says something of its own (an extended validity, decision 0079): never folded into the window. */
  distinct?: boolean;
};

/** Records one activity row. Pass the transaction when the change it describes is in one. */
export async function recordActivity(db: Executor, input: ActivityInput): Promise<void> {
  if (!input.distinct && (input.type === 'proposal.updated' || input.type === 'project.updated') && input.projectId && (await updatedRecently(db, input.workspaceId, input.projectId, input.type))) return;
  await db.insert(activities).values({
    workspaceId: input.workspaceId,
    projectId: input.projectId,
    userId: input.userId,
    type: input.type,
    data: input.data ?? {},
  });
}

async function updatedRecently(db: Executor, workspaceId: string, projectId: string, type: ActivityType): Promise<boolean> {
  const since = new Date(Date.now() - UPDATED_WINDOW_MS);
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(inWorkspace(activities.workspaceId, workspaceId), eq(activities.projectId, projectId), eq(activities.type, type), gt(activities.createdAt, since)))
    .orderBy(desc(activities.createdAt))
    .limit(1);
  return !!row;
}
