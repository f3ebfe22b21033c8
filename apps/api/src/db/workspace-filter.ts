import { eq, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The application's own tenant filter: a query keeps to the caller's workspace with
 * `inWorkspace(table.workspaceId, ctx.workspaceId)`. On PostgreSQL row-level security enforces the
 * same again (decision 0053); to prove that second line holds alone, a test run may switch this
 * first one off with TRATO_TEST_WITHOUT_WORKSPACE_FILTER=1, honoured only under vitest (VITEST=true),
 * so never in a server. Only code that runs narrowed to the caller's workspace uses it: what runs
 * in the system scope (sign-in, public links, jobs, realtime fan-out) keeps its plain filters.
 */
export const WORKSPACE_FILTER_OFF = process.env.TRATO_TEST_WITHOUT_WORKSPACE_FILTER === '1' && process.env.VITEST === 'true';

export function inWorkspace(column: Column, workspaceId: string | SQLWrapper): SQL {
  return WORKSPACE_FILTER_OFF ? sql`true` : eq(column, workspaceId);
}

/** The same filter inside hand-written SQL: `alias.workspace_id = $n` (or `true`, see above). */
export function inWorkspaceRaw(alias: string, workspaceId: string | SQLWrapper): SQL {
  return WORKSPACE_FILTER_OFF ? sql`true` : sql`${sql.raw(`${alias}.workspace_id`)} = ${workspaceId}`;
}
