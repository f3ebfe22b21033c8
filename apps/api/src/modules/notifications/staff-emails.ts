import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/index.ts';
import { enqueueEmail } from '../email/outbox.ts';
import type { EmailMessage } from '../email/templates.ts';

/** Queues one email per member of the workspace (in the caller's transaction, sent by the outbox). */
export async function emailWorkspaceStaff(tx: Executor, workspaceId: string, message: EmailMessage): Promise<void> {
  const members = await tx.select({ email: users.email }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(eq(memberships.workspaceId, workspaceId));
  for (const m of members) await enqueueEmail(tx, m.email, message, workspaceId);
}
