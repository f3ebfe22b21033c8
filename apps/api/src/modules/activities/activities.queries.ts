import { and, desc, eq, sql } from 'drizzle-orm';
import type { ActivityDto } from '@trato/domain/projects/dto';
import { PAGE_SIZE, pageOffset } from '@trato/domain/pagination';
import { PROJECT_MESSAGES } from '@trato/domain/projects/messages';
import type { Executor } from '../../db/client.ts';
import { runPrepared } from '../../db/prepared.ts';
import { activities, projects, users } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../projects/projects.queries.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

/**
 * A page of the feed (the dashboard's on every load): built once per shape (db/prepared.ts), with
 * placeholders for the workspace, the project and the offset.
 */
function feedPage(db: Executor, byProject: boolean, withTotal: boolean) {
  return db
    .select({
      a: activities,
      project: { id: projects.id, name: projects.name, type: projects.type },
      user: { id: users.id, name: users.name, avatar: users.avatar },
      // The window count reads every row of the feed before the first page: only when it is shown.
      fullCount: withTotal ? sql<number>`count(*) over()::int` : sql<number>`0`,
    })
    .from(activities)
    .leftJoin(projects, and(eq(projects.id, activities.projectId), eq(projects.workspaceId, activities.workspaceId)))
    .leftJoin(users, eq(users.id, activities.userId))
    .where(and(inWorkspace(activities.workspaceId, sql.placeholder('ws')), byProject ? eq(activities.projectId, sql.placeholder('project')) : undefined))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(PAGE_SIZE)
    .offset(sql.placeholder('offset'));
}

/**
 * `GET /v1/activities`: a page of the workspace's feed, newest first, optionally one project's
 * (which must be the workspace's: 404 otherwise). One statement with the total as a window count,
 * plus the project check, plus a count only for a page past the end.
 */
export async function listActivities(
  ctx: WorkspaceContext,
  f: { projectId?: string; page: number; /** false: no total (0), so a page reads only its rows (the dashboard, issue 13). */ withTotal?: boolean },
): Promise<{ items: ActivityDto[]; total: number }> {
  if (f.projectId) {
    const [project] = await ctx.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, f.projectId), inWorkspace(projects.workspaceId, ctx.workspaceId)))
      .limit(1);
    if (!project) throw notFound(PROJECT_MESSAGES.notFound);
  }
  const shape = `activities:${f.projectId ? 'project' : 'workspace'}:${f.withTotal === false ? 'no-total' : 'total'}`;
  const rows = await runPrepared(ctx.db, shape, (db) => feedPage(db, !!f.projectId, f.withTotal !== false), {
    ws: ctx.workspaceId,
    project: f.projectId,
    offset: pageOffset(f.page),
  });
  const where = and(inWorkspace(activities.workspaceId, ctx.workspaceId), f.projectId ? eq(activities.projectId, f.projectId) : undefined);
  let total = rows[0]?.fullCount ?? 0;
  if (!rows.length && f.page > 1 && f.withTotal !== false) {
    const [c] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(activities).where(where);
    total = c?.n ?? 0;
  }
  return {
    total,
    items: rows.map(({ a, project, user }) => ({
      id: a.id,
      type: a.type,
      project_id: a.projectId,
      project: project?.id ? project : null,
      user: user?.id ? user : null,
      data: a.data,
      created_at: a.createdAt.toISOString(),
    })),
  };
}

/** `DELETE /v1/activities/{id}`: one entry of the workspace's feed. */
export async function deleteActivity(ctx: WorkspaceContext, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(PROJECT_MESSAGES.activityNotFound);
  const gone = await ctx.db
    .delete(activities)
    .where(and(eq(activities.id, id), inWorkspace(activities.workspaceId, ctx.workspaceId)))
    .returning({ id: activities.id });
  if (!gone.length) throw notFound(PROJECT_MESSAGES.activityNotFound);
}
