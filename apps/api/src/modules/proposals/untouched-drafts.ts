import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { projects, projectServices } from '../../db/schema/index.ts';
import type { ProposalRow } from './proposals.serialize.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

/**
 * An untouched draft: a proposal 'Nueva cotización' created (status init) that nobody has typed
 * into yet — no name, client, request, content, cover, validity or services (decision 0027). It is
 * not shown in lists and counts nowhere; the next 'Nueva cotización' in its line reopens it.
 * Where the builder stands (form_step) does not count as typing.
 */
export const untouchedDraft: SQL = sql`(${projects.type} = 'proposal' and ${projects.status} = 'init' and ${projects.name} = ''
  and ${projects.companyId} is null and ${projects.request} is null and ${projects.content} is null
  and ${projects.cover} is null and ${projects.validUntilAt} is null
  and not exists (select 1 from ${projectServices} ps where ps.workspace_id = ${projects.workspaceId} and ps.project_id = ${projects.id}))`;

/** The condition a list, a counter or a dashboard adds to leave untouched drafts out. */
export const notUntouchedDraft: SQL = sql`not ${untouchedDraft}`;

/**
 * The caller's untouched draft in a line, locked for this transaction, for POST /v1/proposals to
 * hand back instead of leaving one more empty draft behind.
 */
export async function findUntouchedDraft(tx: Executor, workspaceId: string, userId: string, lineId: string): Promise<ProposalRow | null> {
  const [row] = await tx
    .select()
    .from(projects)
    .where(and(inWorkspace(projects.workspaceId, workspaceId), eq(projects.createdBy, userId), eq(projects.lineId, lineId), isNull(projects.deletedAt), untouchedDraft))
    .orderBy(projects.createdAt)
    .limit(1)
    .for('update');
  return row ?? null;
}
