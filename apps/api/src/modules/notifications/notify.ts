import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberships, notifications } from '../../db/schema/index.ts';
import { aboutIds, publishEvent } from '../realtime/events.ts';

/** e.g. proposal.viewed, proposal.signed, proposal.declined, comment.created. */
export type NotificationType = 'proposal.viewed' | 'proposal.signed' | 'proposal.declined' | 'comment.created' | (string & {});

export type StaffNotification = {
  type: NotificationType;
  /** Shown in the bell, in Spanish (e.g. 'Tu cotización Rediseño fue vista por primera vez'). */
  title: string;
  /** A lucide icon name the web maps to a component (bell, eye, message-circle, pen-line, x-circle…). */
  icon?: string;
  /** The app path to open (e.g. /proposals/{id}). */
  url?: string | null;
  data?: Record<string, unknown>;
};

/**
 * One notification row per member of the workspace (the bell of each staff user), announced to
 * every server process with pg_notify (realtime streams). Pass the transaction of the change it
 * describes, so a rolled-back change notifies nobody and announces nothing. Returns how many rows
 * were written.
 */
export async function notifyWorkspaceStaff(tx: Executor, workspaceId: string, n: StaffNotification): Promise<number> {
  const members = await tx.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.workspaceId, workspaceId));
  if (members.length === 0) return 0;
  const written = await tx
    .insert(notifications)
    .values(
      members.map((m) => ({
        workspaceId,
        userId: m.userId,
        type: n.type,
        title: n.title,
        icon: n.icon ?? 'bell',
        url: n.url ?? null,
        data: n.data ?? {},
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  await publishEvent(tx, {
    audience: 'staff',
    workspaceId,
    type: n.type,
    ...aboutIds(n.data),
    relationshipIds: written.map((w) => w.userId),
    notificationIds: written.map((w) => w.id),
  });
  return members.length;
}
