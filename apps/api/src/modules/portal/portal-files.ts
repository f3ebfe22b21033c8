import { inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CustomerUploadDto } from '@trato/domain/portal/dto';
import { PORTAL_MESSAGES as M } from '@trato/domain/portal/messages';
import type { AppDeps } from '../../app-deps.ts';
import { uploads } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';
import { hit } from '../../lib/rate-limit.ts';
import type { CustomerSession } from '../customer-auth/customer-tokens.ts';
import { PROJECT_FILES_DIRECTORY } from '../files/project-files.ts';
import { notifyWorkspaceStaff } from '../notifications/notify.ts';
import { recordActivity } from '../proposals/activities.ts';
import { discardUploads, storeUpload, type StoredUpload } from '../uploads/uploads.service.ts';
import type { CurrentProject } from './portal-current.ts';
import { rowsOf, toPortalFile } from './portal-reader.ts';

const FILE_FIELD = /^file\d*$/;
/** Files a customer may upload per window (each batch also rings the staff bells). */
export const CUSTOMER_UPLOAD_LIMIT = { count: 60, windowSeconds: 600 };

/**
 * POST /v1/customer/projects/{id}/files: the client adds files to their portal (Archivos), with the
 * same size and type rules as staff uploads (413 / 415). Bytes are stored as each part arrives (no
 * transaction held open while a phone uploads); then one transaction marks them the project's and the
 * customer's (origin portal), records the activity and notifies staff.
 */
export async function uploadCustomerFiles(deps: AppDeps, req: FastifyRequest, session: CustomerSession, project: CurrentProject): Promise<CustomerUploadDto> {
  const { db } = deps.database;
  if (!req.isMultipart()) throw fieldError('file', M.filesMissing);
  // storeUpload records the uploader as a workspace user; a customer has none, so userId stays null
  // and the customer is set below (uploads.user_id is nullable for exactly this).
  const uploader = { db, workspaceId: project.workspaceId, userId: null } as unknown as WorkspaceContext;
  const stored: StoredUpload[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') continue;
      if (!FILE_FIELD.test(part.fieldname)) {
        await part.toBuffer();
        continue;
      }
      await hit(db, `upload:customer:${session.customer.id}`, CUSTOMER_UPLOAD_LIMIT.count, CUSTOMER_UPLOAD_LIMIT.windowSeconds);
      stored.push(await storeUpload(deps, uploader, part, { kind: 'file', directory: PROJECT_FILES_DIRECTORY, origin: 'portal', fileableId: project.id, projectId: project.id }));
    }
  } catch (err) {
    // A batch refused part-way (413, 415, 429) leaves nothing behind: the client retries the whole batch.
    await discardUploads(deps, stored);
    throw err;
  }
  if (stored.length === 0) throw fieldError('file', M.filesMissing);
  const ids = stored.map((s) => s.id);
  const { customer } = session;
  const names = stored.map((s) => s.name);
  await db.transaction(async (tx) => {
    await tx.update(uploads).set({ customerId: customer.id }).where(inArray(uploads.id, ids));
    // The staff feed's entry per file (as for staff uploads), saying the client added it.
    const scope = { workspaceId: project.workspaceId, projectId: project.id, userId: null };
    for (const f of stored) {
      await recordActivity(tx, { ...scope, type: 'file.uploaded', data: { file_id: f.id, name: f.name, origin: 'portal', customer_id: customer.id, customer_name: customer.name } });
    }
    await notifyWorkspaceStaff(tx, project.workspaceId, {
      type: 'file.created',
      title: names.length === 1 ? `${customer.name} subió ${names[0]} al portal ${project.name}` : `${customer.name} subió ${names.length} archivos al portal ${project.name}`,
      icon: 'file-up',
      url: `/projects/${project.id}`,
      data: { project_id: project.id, upload_ids: ids, customer_id: customer.id },
    });
  });
  const result = await db.execute(sql`
    select u.id, u.key, u.original_name, u.mime_type, u.size, u.origin, u.created_at, ${customer.name}::text as customer_name, null::text as user_name
    from uploads u where u.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}) order by u.created_at, u.id`);
  return { data: rowsOf<Parameters<typeof toPortalFile>[0]>(result).map(toPortalFile) };
}
