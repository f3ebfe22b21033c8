import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects, visitLogs } from '../../db/schema/index.ts';
import { appendAuditEvent } from '../audit/audit.ts';
import { notifyWorkspaceStaff } from '../notifications/notify.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { UNTITLED } from '@trato/domain/proposals/document-messages';

/**
 * One counted visit per IP per proposal per this window: a client refreshing the page, or the page
 * reporting twice, does not flood the log, the audit chain or the staff.
 */
export const VISIT_WINDOW_SECONDS = 60;

export type VisitMeta = { ip: string | null; userAgent: string | null };

/** `Tu cotización {name} fue vista por primera vez` (the name, or «Sin título» as on the cover). */
export const firstViewTitle = (name: string): string => `Tu cotización ${name || UNTITLED} fue vista por primera vez`;

/**
 * Records an open of the public page by a person (the caller has already ruled out staff and bots):
 * a visit_logs row, an audit `viewed` event and, on the very first visit, a notification to staff.
 * Returns false when the same IP was counted within VISIT_WINDOW_SECONDS.
 */
export async function recordVisit(db: Db, row: ProposalRow, meta: VisitMeta): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises visits of one proposal, so "first visit" and the window check see each other.
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, row.id)).for('no key update');
    const scope = and(eq(visitLogs.workspaceId, row.workspaceId), eq(visitLogs.projectId, row.id));
    const [recent] = await tx
      .select({ id: visitLogs.id })
      .from(visitLogs)
      .where(
        and(
          scope,
          meta.ip === null ? sql`${visitLogs.ip} is null` : eq(visitLogs.ip, meta.ip),
          gt(visitLogs.createdAt, sql`now() - make_interval(secs => ${VISIT_WINDOW_SECONDS})`),
        ),
      )
      .limit(1);
    if (recent) return false;
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(visitLogs).where(scope);
    const [visit] = await tx.insert(visitLogs).values({ workspaceId: row.workspaceId, projectId: row.id, ip: meta.ip, userAgent: meta.userAgent }).returning();
    await appendAuditEvent(tx, { workspaceId: row.workspaceId, projectId: row.id, type: 'viewed', data: { visit_id: visit!.id }, ip: meta.ip, userAgent: meta.userAgent });
    if (Number(n) === 0) {
      await notifyWorkspaceStaff(tx, row.workspaceId, {
        type: 'proposal.viewed',
        title: firstViewTitle(row.name),
        icon: 'eye',
        url: `/proposals/${row.id}`,
        data: { proposal_id: row.id },
      });
    }
    return true;
  });
}
