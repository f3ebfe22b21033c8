import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { pageOffset, PAGE_SIZE } from '@trato/domain/pagination';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { windowCount } from '../../db/window-count.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** Whose bell: a user's notifications in one workspace (their current one); never anyone else's. */
export type BellOwner = { userId: string; workspaceId: string };

const mine = (owner: BellOwner) => and(eq(notifications.userId, owner.userId), eq(notifications.workspaceId, owner.workspaceId));
const unread = (owner: BellOwner) => and(mine(owner), isNull(notifications.readAt));

/**
 * One page, newest first (id breaks ties so pages never overlap), with the total and the unread
 * count: one statement (both counts ride on every row); an empty page past the end counts apart.
 */
export async function listNotifications(db: Db, owner: BellOwner, page: number) {
  const found = await db
    .select({
      row: notifications,
      fullCount: windowCount,
      unreadCount: sql<number>`(select count(*)::int from ${notifications} n where n.user_id = ${owner.userId} and n.workspace_id = ${owner.workspaceId} and n.read_at is null)`,
    })
    .from(notifications)
    .where(mine(owner))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  const rows = found.map((f) => f.row);
  // No row on page 1: the bell is empty, nothing to count.
  if (found.length || page === 1) return { rows, total: found[0]?.fullCount ?? 0, unreadCount: found[0]?.unreadCount ?? 0 };
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(notifications).where(mine(owner));
  return { rows, total: Number(total), unreadCount: await countUnread(db, owner) };
}

export async function countUnread(db: Db, owner: BellOwner): Promise<number> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(notifications).where(unread(owner));
  return Number(n);
}

/** Marks every unread notification of the owner read in one statement (SPEC §4: opening the bell). */
export async function markAllRead(db: Db, owner: BellOwner): Promise<number> {
  const done = await db.update(notifications).set({ readAt: new Date() }).where(unread(owner)).returning({ id: notifications.id });
  return done.length;
}

/** Marks one read (keeps the first read time); undefined when it is not the owner's. */
export async function markRead(db: Db, owner: BellOwner, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(and(mine(owner), eq(notifications.id, id)));
  if (!row || row.readAt) return row;
  const [updated] = await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, row.id)).returning();
  return updated;
}
