import { and, eq } from 'drizzle-orm';
import { ACTION_VERBS, PROJECT_MESSAGES } from '@trato/domain/projects/messages';
import { projectStatusLabel, projectTransition, type ProjectAction } from '@trato/domain/projects/statuses';
import type { Executor } from '../../db/client.ts';
import { projects, uploads } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { AppError, conflict, validationError } from '../../lib/errors.ts';
import type { ProjectActivity } from '../activities/project-activities.ts';
import { recordActivity } from '../proposals/activities.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import type { Storage } from '../uploads/storage.ts';
import { assertRoomForActivePortal } from './portal-limits.ts';
import { lockProjectRow } from './projects.queries.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

async function save(tx: Executor, ctx: WorkspaceContext, id: string, patch: Partial<typeof projects.$inferInsert>): Promise<ProposalRow> {
  const [row] = await tx
    .update(projects)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(projects.id, id), inWorkspace(projects.workspaceId, ctx.workspaceId)))
    .returning();
  return row!;
}

const activity = (ctx: WorkspaceContext, tx: Executor, projectId: string, type: ProjectActivity, data?: Record<string, unknown>) =>
  recordActivity(tx, { workspaceId: ctx.workspaceId, projectId, userId: ctx.userId, type, data });

const ACTIVITY: Record<ProjectAction, ProjectActivity> = { publish: 'project.published', finish: 'project.finished', reactivate: 'project.reactivated' };

/**
 * `POST .../publish`, `.../finish`, `.../reactivate`: one move of the table in
 * packages/domain/src/projects/statuses.ts (409 outside it). Leaving set-up needs a client and a
 * name (422); becoming active needs room in the plan (403 LIMIT_REACHED, nothing changes).
 * Publishing an active portal returns it unchanged.
 */
export async function moveProject(ctx: WorkspaceContext, id: string, action: ProjectAction): Promise<ProposalRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockProjectRow(tx, ctx.workspaceId, id);
    if (action === 'publish' && row.status === 'active') return row;
    const to = projectTransition(row.status, action);
    if (!to) {
      const message = PROJECT_MESSAGES.transitionNotAllowed.replace('{action}', ACTION_VERBS[action]).replace('{from}', projectStatusLabel(row.status));
      throw new AppError(409, 'TRANSITION_NOT_ALLOWED', message);
    }
    if (row.status === 'init') {
      const errors: Record<string, string[]> = {};
      if (!row.companyId) errors.company_id = [PROJECT_MESSAGES.clientRequired];
      if (!row.name.trim()) errors.name = [PROJECT_MESSAGES.nameRequired];
      if (Object.keys(errors).length) throw validationError(errors);
    }
    if (to === 'active') await assertRoomForActivePortal(tx, ctx.workspaceId);
    const now = new Date();
    const saved = await save(tx, ctx, id, {
      status: to,
      ...(row.status === 'init' && { formStep: 5 }),
      ...(to === 'finished' ? { finishedAt: now } : action === 'reactivate' ? { finishedAt: null } : {}),
    });
    await activity(ctx, tx, id, ACTIVITY[action], { from: row.status, to });
    return saved;
  });
}

/** `DELETE /v1/projects/{id}`: to the trash (soft), whatever its status. */
export async function trashProject(ctx: WorkspaceContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockProjectRow(tx, ctx.workspaceId, id, 'live');
    await save(tx, ctx, id, { deletedAt: new Date() });
    await activity(ctx, tx, id, 'project.deleted');
  });
}

/** `PUT /v1/projects/{id}/recover`: out of the trash; an active one must fit the plan again. */
export async function recoverProject(ctx: WorkspaceContext, id: string): Promise<ProposalRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockProjectRow(tx, ctx.workspaceId, id, 'trashed');
    if (row.status === 'active') await assertRoomForActivePortal(tx, ctx.workspaceId);
    const saved = await save(tx, ctx, id, { deletedAt: null });
    await activity(ctx, tx, id, 'project.recovered');
    return saved;
  });
}

/**
 * `DELETE /v1/projects/{id}/force`: gone for good, only from the trash (409 for a live one). Rows
 * go by cascade; the stored bytes of its files are removed after the commit (a failure there leaves
 * an orphan object, never a row pointing at nothing).
 */
export async function forceDeleteProject(ctx: WorkspaceContext, id: string, storage: Storage): Promise<void> {
  const keys = await ctx.db.transaction(async (tx) => {
    const row = await lockProjectRow(tx, ctx.workspaceId, id, 'any');
    if (!row.deletedAt) throw conflict(PROJECT_MESSAGES.forceNotTrashed);
    const files = await tx
      .select({ key: uploads.key })
      .from(uploads)
      .where(and(inWorkspace(uploads.workspaceId, ctx.workspaceId), eq(uploads.projectId, id)));
    await tx.delete(projects).where(and(eq(projects.id, id), inWorkspace(projects.workspaceId, ctx.workspaceId)));
    return files.map((f) => f.key);
  });
  await Promise.all(keys.map((k) => storage.remove(k).catch(() => {})));
}
