import { and, desc, eq } from 'drizzle-orm';
import type { FileDto } from '@trato/domain/projects/dto';
import { CUSTOMER_NOTIFICATION_TITLES, PROJECT_MESSAGES } from '@trato/domain/projects/messages';
import { customers, uploads, users } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import type { Storage } from '../uploads/storage.ts';
import type { StoredUpload } from '../uploads/uploads.service.ts';
import { recordActivity } from '../proposals/activities.ts';
import { notifyProjectCustomers } from '../projects/notify-customers.ts';
import { getProjectRow, isUuid } from '../projects/projects.queries.ts';
import { serializeFile } from '../projects/projects.serialize.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

/** Where a project's files are stored (SPEC §7 Uploads directories). */
export const PROJECT_FILES_DIRECTORY = 'project_files';

/**
 * The portal a staff upload is for: `fileableId` of a workspace project when the upload says it is a
 * project file (`fileableType=project`, or the project_files directory). Covers and content images
 * also carry a fileableId but are not files of the portal. 404 for a project that is not the
 * workspace's; null when the upload is not a project file.
 */
export async function uploadProject(ctx: WorkspaceContext, fields: Record<string, string>, directory: string): Promise<{ id: string; name: string } | null> {
  const isProjectFile = fields.fileableType === 'project' || directory === PROJECT_FILES_DIRECTORY;
  if (!isProjectFile || !fields.fileableId) return null;
  const row = await getProjectRow(ctx.db, ctx.workspaceId, fields.fileableId);
  return { id: row.id, name: row.name };
}

/** After staff attached files to a portal: the feed and the customers' bells. */
export async function announceProjectFiles(ctx: WorkspaceContext, project: { id: string; name: string }, stored: readonly StoredUpload[]): Promise<void> {
  if (!stored.length) return;
  await ctx.db.transaction(async (tx) => {
    const scope = { workspaceId: ctx.workspaceId, projectId: project.id };
    for (const f of stored) await recordActivity(tx, { ...scope, userId: ctx.userId, type: 'file.uploaded', data: { file_id: f.id, name: f.name } });
    await notifyProjectCustomers(tx, scope, { type: 'file.created', title: CUSTOMER_NOTIFICATION_TITLES.fileUploaded(project.name), icon: 'file', url: '/c/files', data: { file_ids: stored.map((f) => f.id) } });
  });
}

/** `GET /v1/projects/{id}/files`: newest first, with who uploaded each (2 statements). */
export async function listProjectFiles(ctx: WorkspaceContext, projectId: string, appUrl: string): Promise<FileDto[]> {
  const project = await getProjectRow(ctx.db, ctx.workspaceId, projectId);
  const rows = await ctx.db
    .select({ upload: uploads, userName: users.name, customerName: customers.name })
    .from(uploads)
    .leftJoin(users, eq(users.id, uploads.userId))
    .leftJoin(customers, and(eq(customers.id, uploads.customerId), eq(customers.workspaceId, uploads.workspaceId)))
    .where(and(inWorkspace(uploads.workspaceId, ctx.workspaceId), eq(uploads.projectId, project.id)))
    .orderBy(desc(uploads.createdAt), desc(uploads.id));
  return rows.map(({ upload: u, userName, customerName }) =>
    serializeFile(
      { id: u.id, key: u.key, original_name: u.originalName, mime_type: u.mimeType, size: u.size, origin: u.origin, created_at: u.createdAt.toISOString(), user_id: userName === null ? null : u.userId, user_name: userName, customer_id: customerName === null ? null : u.customerId, customer_name: customerName },
      appUrl,
      project.id,
    ),
  );
}

/**
 * `DELETE /v1/files/{id}`: one of the workspace's uploads, row and bytes. The row goes first (in
 * its transaction, with the feed entry); the bytes after the commit, so a failure there leaves an
 * unreachable object, never a listed file whose download fails.
 */
export async function deleteFile(ctx: WorkspaceContext, id: string, storage: Storage): Promise<void> {
  if (!isUuid(id)) throw notFound(PROJECT_MESSAGES.fileNotFound);
  const key = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(uploads)
      .where(and(eq(uploads.id, id), inWorkspace(uploads.workspaceId, ctx.workspaceId)))
      .returning();
    if (!row) throw notFound(PROJECT_MESSAGES.fileNotFound);
    if (row.projectId) {
      await recordActivity(tx, { workspaceId: ctx.workspaceId, projectId: row.projectId, userId: ctx.userId, type: 'file.deleted', data: { name: row.originalName } });
    }
    return row.key;
  });
  await storage.remove(key).catch(() => {});
}
