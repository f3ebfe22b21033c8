import { and, eq } from 'drizzle-orm';
import { INVITATION_TTL_DAYS } from '@trato/domain/workspace/team';
import type { Executor } from '../../db/client.ts';
import { notifications, projects, teamInvitations, visitLogs } from '../../db/schema/index.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { appendAuditEvent } from '../audit/audit.ts';
import { declinedTitle } from '../public-proposals/decline.ts';
import { firstViewTitle } from '../visits/record-visit.ts';
import { DEMO_MAIL_DOMAIN } from './demo-account.ts';
import { DEMO_SIGNING } from './seed-demo-signature.ts';

const HOUR_MS = 3_600_000;

/**
 * What clients did with the sent proposals and what the bell says about it: visits of the open SENT
 * proposal (visit_logs and the audit chain's `viewed` events, as recordVisit writes them), the
 * staff notifications of the first view and of the decline, and two pending team invitations so the
 * team page is not a list of one. Runs after seedDemoProposals.
 */
export async function seedDemoFeedback(tx: Executor, workspaceId: string, userId: string, now = new Date()): Promise<void> {
  const rows = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), eq(projects.type, 'proposal')));
  const open = rows.find((r) => r.status === 'SENT' && r.validUntilAt && r.validUntilAt > now && r.sentAt);
  const declined = rows.find((r) => r.status === 'DECLINED');

  if (open) {
    const scope = { workspaceId, projectId: open.id };
    const visits = [20, 26, 40].map((h) => new Date(open.sentAt!.getTime() + h * HOUR_MS)).filter((d) => d < now);
    for (const at of visits) {
      const [visit] = await tx.insert(visitLogs).values({ ...scope, ...DEMO_SIGNING, createdAt: at }).returning({ id: visitLogs.id });
      await appendAuditEvent(tx, { ...scope, type: 'viewed', data: { visit_id: visit!.id }, ...DEMO_SIGNING, at });
    }
    if (visits[0]) {
      await tx.insert(notifications).values({ workspaceId, userId, type: 'proposal.viewed', title: firstViewTitle(open.name), icon: 'eye', url: `/proposals/${open.id}`, data: { proposal_id: open.id }, createdAt: visits[0] });
    }
  }
  if (declined) {
    await tx.insert(notifications).values({
      workspaceId,
      userId,
      type: 'proposal.declined',
      title: declinedTitle(declined.name),
      icon: 'x-circle',
      url: `/proposals/${declined.id}`,
      data: { proposal_id: declined.id, reason: declined.declinedReason },
      createdAt: declined.declinedAt ?? now,
      readAt: declined.declinedAt ?? now,
    });
  }

  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * HOUR_MS);
  await tx.insert(teamInvitations).values([
    { workspaceId, email: `carla.diaz@${DEMO_MAIL_DOMAIN}`, role: 'admin', tokenHash: sha256(newToken()), invitedBy: userId, expiresAt },
    { workspaceId, email: `tomas.vera@${DEMO_MAIL_DOMAIN}`, role: 'member', tokenHash: sha256(newToken()), invitedBy: userId, expiresAt },
  ]);
}
