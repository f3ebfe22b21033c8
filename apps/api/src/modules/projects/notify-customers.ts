import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customerNotifications, projectCustomers } from '../../db/schema/index.ts';
import { aboutIds, publishEvent } from '../realtime/events.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

export type CustomerNotificationType = 'file.created' | 'payment.paid' | 'payment.transfer_rejected' | 'stage.created' | 'access.sent' | 'comment.created';

export type CustomerNotice = {
  type: CustomerNotificationType;
  title: string;
  icon?: string;
  /** A portal path: /c/project/{id}, /c/files, /c/payments… */
  url: string;
  data?: Record<string, unknown>;
};

/**
 * Staff acted on a portal: every customer with access to it (project_customers) gets a row in their
 * bell, in the caller's transaction so the notice exists exactly when the change does, and every
 * server process hears of it at commit (pg_notify, realtime streams). Three statements whatever the
 * number of customers. Returns how many were notified.
 */
export async function notifyProjectCustomers(tx: Executor, scope: { workspaceId: string; projectId: string }, n: CustomerNotice): Promise<number> {
  const who = await tx
    .select({ customerId: projectCustomers.customerId })
    .from(projectCustomers)
    // A grant held since someone signed with her email (decision 0061) is not hers yet: no bell, no stream.
    .where(and(inWorkspace(projectCustomers.workspaceId, scope.workspaceId), eq(projectCustomers.projectId, scope.projectId), isNull(projectCustomers.heldSince)));
  if (!who.length) return 0;
  const written = await tx
    .insert(customerNotifications)
    .values(
      who.map((w) => ({
        workspaceId: scope.workspaceId,
        customerId: w.customerId,
        projectId: scope.projectId,
        type: n.type,
        title: n.title,
        icon: n.icon ?? 'bell',
        url: n.url,
        data: { project_id: scope.projectId, ...n.data },
      })),
    )
    .returning({ id: customerNotifications.id, customerId: customerNotifications.customerId });
  await publishEvent(tx, {
    audience: 'customer',
    workspaceId: scope.workspaceId,
    type: n.type,
    ...aboutIds(n.data, scope.projectId),
    relationshipIds: written.map((w) => w.customerId),
    notificationIds: written.map((w) => w.id),
  });
  return who.length;
}
