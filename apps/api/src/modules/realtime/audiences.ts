import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerNotifications, notifications } from '../../db/schema/index.ts';
import type { CustomerSession } from '../customer-auth/customer-tokens.ts';
import type { BellOwner } from '../notifications/notifications.queries.ts';
import { serializeNotification } from '../notifications/serialize.ts';
import { toCustomerNotificationDto } from '../portal/portal-notifications.ts';
import type { Audience } from './events.ts';
import type { LoadedNotification, NotificationLoader, StreamItem } from './hub.ts';

/** A reconnecting client gets at most this many missed notifications; it refetches its bell anyway. */
export const REPLAY_CAP = 50;

/**
 * What the streams read, per audience: the announced rows (live events) and the rows after a
 * Last-Event-ID (replay). Each is one statement, in the caller's workspace only, and sends the DTO
 * the audience's list endpoint sends (GET /v1/notifications, GET /v1/customer/notifications).
 */
export const LOADERS: Record<Audience, NotificationLoader> = {
  staff: async (db, workspaceId, ids) => {
    if (!ids.length) return [];
    const rows = await db.select().from(notifications).where(and(eq(notifications.workspaceId, workspaceId), inArray(notifications.id, ids)));
    return rows.map((r): LoadedNotification => ({ id: r.id, ownerId: r.userId, projectId: null, dto: serializeNotification(r) }));
  },
  customer: async (db, workspaceId, ids) => {
    if (!ids.length) return [];
    const rows = await db
      .select()
      .from(customerNotifications)
      .where(and(eq(customerNotifications.workspaceId, workspaceId), inArray(customerNotifications.id, ids)));
    return rows.map((r): LoadedNotification => ({ id: r.id, ownerId: r.customerId, projectId: r.projectId, dto: toCustomerNotificationDto(r) }));
  },
};

/**
 * Rows of `table` after the row `lastId` in (created_at, id) order, among the rows `mine` selects;
 * nothing when lastId is not one of them. The newest REPLAY_CAP, sent oldest first.
 */
function after(table: typeof notifications | typeof customerNotifications, mine: SQL, lastId: string): SQL {
  // No alias inside: the qualified columns of `mine` then name the subquery's own rows (the
  // innermost FROM of that name), so the row of lastId must be the caller's too.
  return sql`(${table.createdAt}, ${table.id}) > (select created_at, id from ${table} where id = ${lastId} and ${mine})`;
}

export async function staffReplay(db: Db, owner: BellOwner, lastId: string): Promise<StreamItem[]> {
  const mine = and(eq(notifications.userId, owner.userId), eq(notifications.workspaceId, owner.workspaceId))!;
  const rows = await db
    .select()
    .from(notifications)
    .where(and(mine, after(notifications, mine, lastId)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(REPLAY_CAP);
  return rows.reverse().map((r) => ({ id: r.id, dto: serializeNotification(r) }));
}

export async function customerReplay(db: Db, s: CustomerSession, lastId: string): Promise<StreamItem[]> {
  const mine = and(
    eq(customerNotifications.customerId, s.customer.id),
    eq(customerNotifications.workspaceId, s.customer.workspaceId),
    s.projectId ? eq(customerNotifications.projectId, s.projectId) : undefined,
  )!;
  const rows = await db
    .select()
    .from(customerNotifications)
    .where(and(mine, after(customerNotifications, mine, lastId)))
    .orderBy(desc(customerNotifications.createdAt), desc(customerNotifications.id))
    .limit(REPLAY_CAP);
  return rows.reverse().map((r) => ({ id: r.id, dto: toCustomerNotificationDto(r) }));
}
