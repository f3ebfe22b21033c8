import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PAYMENTS_MESSAGES } from '@trato/domain/payments/messages';
import type { Executor } from '../../db/client.ts';
import { payments, projects, workspaces } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../projects/projects.queries.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

/**
 * Which payments the workspace-wide view shows (docs/decisions/0023): those of live portals that are
 * running (active, finished) and of open proposals (DRAFT, SENT). A signed proposal's plan was copied
 * to its portal, so showing both would count every payment twice; a declined, filed or unfinished
 * (init) one is not money anybody owes. The one access rule, reused by every read and write here.
 */
export function visibleOwner(workspaceId: string): SQL {
  return and(
    inWorkspace(projects.workspaceId, workspaceId),
    isNull(projects.deletedAt),
    or(and(eq(projects.type, 'project'), inArray(projects.status, ['active', 'finished'])), and(eq(projects.type, 'proposal'), inArray(projects.status, ['DRAFT', 'SENT']))),
  )!;
}

/** The workspace's time zone (IANA), for "today" of its calendar-day rules. */
export async function workspaceTimeZone(db: Executor, workspaceId: string): Promise<string> {
  const [row] = await db.select({ timeZone: workspaces.timeZone }).from(workspaces).where(inWorkspace(workspaces.id, workspaceId));
  return row?.timeZone ?? 'America/Santiago';
}

/** A calendar day as the plans store it: midnight UTC. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** The proposal/portal a visible payment belongs to, locked for the transaction; 404 otherwise. */
export async function lockPaymentOwner(tx: Executor, workspaceId: string, paymentId: string) {
  if (!isUuid(paymentId)) throw notFound(PAYMENTS_MESSAGES.notFound);
  const [row] = await tx
    .select({ project: projects })
    .from(payments)
    .innerJoin(projects, and(eq(projects.id, payments.projectId), eq(projects.workspaceId, payments.workspaceId)))
    .where(and(eq(payments.id, paymentId), inWorkspace(payments.workspaceId, workspaceId), visibleOwner(workspaceId)))
    .for('update', { of: projects });
  if (!row) throw notFound(PAYMENTS_MESSAGES.notFound);
  return row.project;
}

/** A visible proposal/portal by id, locked; 404 'No encontramos esa cotización o portal.' otherwise. */
export async function lockOwner(tx: Executor, workspaceId: string, projectId: string) {
  const [row] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), visibleOwner(workspaceId)))
    .for('update');
  if (!row) throw notFound(PAYMENTS_MESSAGES.projectNotFound);
  return row;
}

/** `payments.due_at` as its calendar day text, for SQL grouping. */
export const dueDay = sql<string>`to_char(${payments.dueAt} at time zone 'UTC', 'YYYY-MM-DD')`;
