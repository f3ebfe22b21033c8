import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { CustomerNotificationDto, CustomerNotificationsDto, CustomerNotificationsReadDto } from '@trato/domain/portal/dto';
import { PORTAL_MESSAGES as M } from '@trato/domain/portal/messages';
import type { Executor } from '../../db/client.ts';
import { customerNotifications } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { CustomerSession } from '../customer-auth/customer-tokens.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

/** The bell shows the newest 50. */
export const NOTIFICATIONS_SHOWN = 50;

type Row = typeof customerNotifications.$inferSelect;

/** The customer's own rows; a session scoped to one project sees only that project's. */
function mine(s: CustomerSession): SQL {
  return and(
    eq(customerNotifications.customerId, s.customer.id),
    inWorkspace(customerNotifications.workspaceId, s.customer.workspaceId),
    s.projectId ? eq(customerNotifications.projectId, s.projectId) : undefined,
  )!;
}

export const toCustomerNotificationDto = (n: Row): CustomerNotificationDto => ({
  id: n.id,
  type: n.type,
  title: n.title,
  icon: n.icon,
  url: n.url,
  project_id: n.projectId,
  data: n.data,
  readed: n.readAt !== null,
  read_at: n.readAt?.toISOString() ?? null,
  createdAt: n.createdAt.toISOString(),
});

async function unreadOf(db: Executor, s: CustomerSession): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customerNotifications).where(and(mine(s), isNull(customerNotifications.readAt)));
  return Number(row?.n ?? 0);
}

/** GET /v1/customer/notifications: the newest first, and how many are unread (two statements). */
export async function listCustomerNotifications(db: Executor, s: CustomerSession): Promise<CustomerNotificationsDto> {
  const rows = await db
    .select()
    .from(customerNotifications)
    .where(mine(s))
    .orderBy(desc(customerNotifications.createdAt), desc(customerNotifications.id))
    .limit(NOTIFICATIONS_SHOWN);
  return { data: rows.map(toCustomerNotificationDto), unread: await unreadOf(db, s) };
}

/** PUT /v1/customer/notifications/read ({ids} or all) and /{id}/read: marks them read; 404 for an id that is not theirs. */
export async function markCustomerNotificationsRead(db: Executor, s: CustomerSession, ids: string[] | null): Promise<CustomerNotificationsReadDto> {
  if (ids && ids.length === 0) return { updated: 0, unread: await unreadOf(db, s) };
  if (ids && ids.length === 1) {
    const [own] = await db.select({ id: customerNotifications.id }).from(customerNotifications).where(and(mine(s), eq(customerNotifications.id, ids[0]!))).limit(1);
    if (!own) throw notFound(M.notificationNotFound);
  }
  const updated = await db
    .update(customerNotifications)
    .set({ readAt: new Date() })
    .where(and(mine(s), isNull(customerNotifications.readAt), ids ? inArray(customerNotifications.id, ids) : undefined))
    .returning({ id: customerNotifications.id });
  return { updated: updated.length, unread: await unreadOf(db, s) };
}
