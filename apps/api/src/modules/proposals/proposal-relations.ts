import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { customers, projects, projectServices } from '../../db/schema/index.ts';
import { inWorkspace, inWorkspaceRaw } from '../../db/workspace-filter.ts';

/**
 * Pieces of the proposal reads that other reads (the dashboard) reuse. `workspaceId` is a value (or
 * a prepared statement's placeholder for it), or the outer row's column when the statement does not
 * know the workspace up front (the public page).
 */
type WorkspaceRef = string | AnyPgColumn | SQL;

/** Which of a company's contacts is its main one: the flagged one, else the oldest (ties by id). */
export const MAIN_CONTACT_ORDER = [desc(customers.isContact), asc(customers.createdAt), asc(customers.id)];

/** The company's main contact of the outer `projects` row (the flagged one, else the oldest), for a lateral join. */
export const mainContactOf = (db: Executor, workspaceId: WorkspaceRef) =>
  db
    .select()
    .from(customers)
    .where(and(inWorkspace(customers.workspaceId, workspaceId), eq(customers.companyId, projects.companyId)))
    .orderBy(...MAIN_CONTACT_ORDER)
    .limit(1)
    .as('contact');

/** The grand total of the outer `projects` row's services, "0.00" without any. */
export const servicesTotalOf = (workspaceId: WorkspaceRef) =>
  sql<string>`(select coalesce(sum(ps.total), 0)::numeric(16,2)::text from ${projectServices} ps where ${inWorkspaceRaw('ps', workspaceId)} and ps.project_id = ${projects.id})`;
