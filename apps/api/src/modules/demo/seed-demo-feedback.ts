import { and, eq } from 'drizzle-orm';
import { INVITATION_TTL_DAYS } from '@trato/domain/workspace/team';
import type { Executor } from '../../db/client.ts';
import { comments, notifications, projects, teamInvitations, visitLogs } from '../../db/schema/index.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { appendAuditEvent } from '../audit/audit.ts';
import { commentedTitle } from '../comments/comments.service.ts';
import { mainContact } from '../customer-auth/customer-accounts.ts';
import { declinedTitle } from '../public-proposals/decline.ts';
import { firstViewTitle } from '../visits/record-visit.ts';
import { DEMO_MAIL_DOMAIN, DEMO_USER_NAME } from './demo-account.ts';
import { DEMO_SIGNING } from './seed-demo-signature.ts';

const HOUR_MS = 3_600_000;

/**
 * What clients did with the sent proposals and what the bell says about it: visits of the open SENT
 * proposal (visit_logs and the audit chain's `viewed` events, as recordVisit writes them), the
 * client's question there and the studio's answer (`commented` events, as the comments service
 * writes them), the staff notifications of the first view, the question and the decline, and two pending team invitations so the
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
    const contact = open.companyId ? await mainContact(tx, workspaceId, open.companyId) : null;
    const sentAt = open.sentAt!.getTime();
    const at = (hours: number) => new Date(sentAt + hours * HOUR_MS);
    // In the order they happened, so the audit chain reads like the story: three visits, a question, the answer.
    const story: { at: Date; write: (at: Date) => Promise<void> }[] = [20, 26, 40].map((h) => ({
      at: at(h),
      write: async (when) => {
        const [visit] = await tx.insert(visitLogs).values({ ...scope, ...DEMO_SIGNING, createdAt: when }).returning({ id: visitLogs.id });
        await appendAuditEvent(tx, { ...scope, type: 'viewed', data: { visit_id: visit!.id }, ...DEMO_SIGNING, at: when });
      },
    }));
    if (contact) {
      const comment = (who: { origin: 'public' | 'admin'; name: string; email: string | null; userId: string | null }, body: string) => async (when: Date) => {
        const [c] = await tx.insert(comments).values({ ...scope, origin: who.origin, userId: who.userId, authorName: who.name, authorEmail: who.email, body, createdAt: when }).returning({ id: comments.id });
        await appendAuditEvent(tx, { ...scope, type: 'commented', data: { comment_id: c!.id, origin: who.origin, author: who.name }, ...(who.origin === 'public' ? DEMO_SIGNING : {}), at: when });
        if (who.origin === 'public') {
          await tx.insert(notifications).values({ workspaceId, userId, type: 'comment.created', title: commentedTitle(who.name, open.name), icon: 'message-circle', url: `/proposals/${open.id}`, data: { proposal_id: open.id, comment_id: c!.id }, createdAt: when });
        }
      };
      story.push(
        { at: at(27), write: comment({ origin: 'public', name: contact.name, email: contact.email, userId: null }, '¿El plazo de nueve semanas incluye la carga de las fotografías de las obras?') },
        { at: at(29), write: comment({ origin: 'admin', name: DEMO_USER_NAME, email: null, userId }, 'Sí, José: cargamos hasta 30 obras con sus fotografías dentro de ese plazo.') },
      );
    }
    const done = story.filter((e) => e.at < now).sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const e of done) await e.write(e.at);
    if (done[0]) {
      await tx.insert(notifications).values({ workspaceId, userId, type: 'proposal.viewed', title: firstViewTitle(open.name), icon: 'eye', url: `/proposals/${open.id}`, data: { proposal_id: open.id }, createdAt: at(20), readAt: at(21) });
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
