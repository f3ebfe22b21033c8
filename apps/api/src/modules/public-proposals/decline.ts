import { eq } from 'drizzle-orm';
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { canTransition } from '@trato/domain/proposals/statuses';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { appendAuditEvent } from '../audit/audit.ts';
import { proposalDeclined } from '../email/templates.ts';
import { emailWorkspaceStaff } from '../notifications/staff-emails.ts';
import { notifyWorkspaceStaff } from '../notifications/notify.ts';
import { recordActivity } from '../proposals/activities.ts';
import { PUBLIC_MESSAGES as M } from './messages.ts';
import { getPublicRow, isDemoWorkspace, publicDtoOf } from './public-proposal.queries.ts';
import { isExpired, isOpen } from './public-proposal.serialize.ts';
import type { VisitMeta } from '../visits/record-visit.ts';
import { UNTITLED } from '@trato/domain/proposals/document-messages';

/** `El cliente rechazó la cotización {name}` for the bell. */
export const declinedTitle = (name: string): string => `El cliente rechazó la cotización ${name || UNTITLED}`;

/**
 * The client declines from the public page: DECLINED (a system transition) with the date and the
 * reason, an activity, an audit `declined` event, a notification and an email to each staff member,
 * all in one transaction. Refused for demo workspaces, closed or expired proposals.
 */
export async function declineProposal(db: Db, slugOrId: string, reason: string | null, meta: VisitMeta, appUrl: string): Promise<PublicProposalDto> {
  return db.transaction(async (tx) => {
    const row = await getPublicRow(tx, slugOrId, { lock: true });
    if (await isDemoWorkspace(tx, row.workspaceId)) throw new AppError(403, 'DEMO_WORKSPACE', M.demo);
    if (!isOpen(row.status) || !canTransition(row.status, 'DECLINED', 'system')) throw new AppError(409, 'PROPOSAL_NOT_OPEN', M.notOpen);
    if (isExpired(row.validUntilAt?.toISOString() ?? null)) throw new AppError(409, 'PROPOSAL_EXPIRED', M.expired);
    const now = new Date();
    const [saved] = await tx
      .update(projects)
      .set({ status: 'DECLINED', declinedAt: now, declinedReason: reason, updatedAt: now })
      .where(eq(projects.id, row.id))
      .returning();
    await recordActivity(tx, { workspaceId: row.workspaceId, projectId: row.id, userId: null, type: 'proposal.status_changed', data: { from: row.status, to: 'DECLINED', by: 'client' } });
    await appendAuditEvent(tx, { workspaceId: row.workspaceId, projectId: row.id, type: 'declined', data: { reason }, ip: meta.ip, userAgent: meta.userAgent });
    const dto = await publicDtoOf(tx, saved!, appUrl);
    const url = `${appUrl}/proposals/${row.id}`;
    await notifyWorkspaceStaff(tx, row.workspaceId, {
      type: 'proposal.declined',
      title: declinedTitle(row.name),
      icon: 'x-circle',
      url: `/proposals/${row.id}`,
      data: { proposal_id: row.id, reason },
    });
    await emailWorkspaceStaff(tx, row.workspaceId, await proposalDeclined({ proposal: row.name || UNTITLED, code: dto.code, client: dto.client?.name ?? null, reason, url }));
    return dto;
  });
}
