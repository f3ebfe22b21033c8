import { and, desc, eq } from 'drizzle-orm';
import type { VisitLogDto } from '@trato/domain/proposals/public-dto';
import type { Executor } from '../../db/client.ts';
import { visitLogs } from '../../db/schema/index.ts';

/** How many visits the staff proposal shows (newest first). */
export const VISITS_SHOWN = 100;

export type VisitLogRow = typeof visitLogs.$inferSelect;

export const serializeVisit = (v: VisitLogRow): VisitLogDto => ({ id: v.id, ip: v.ip, user_agent: v.userAgent, created_at: v.createdAt.toISOString() });

/** A proposal's latest visits, newest first (ProposalDto.visitLogs). */
export async function recentVisits(db: Executor, workspaceId: string, projectId: string): Promise<VisitLogDto[]> {
  const rows = await db
    .select()
    .from(visitLogs)
    .where(and(eq(visitLogs.workspaceId, workspaceId), eq(visitLogs.projectId, projectId)))
    .orderBy(desc(visitLogs.createdAt), desc(visitLogs.id))
    .limit(VISITS_SHOWN);
  return rows.map(serializeVisit);
}
