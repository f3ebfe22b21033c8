import { and, eq, isNull } from 'drizzle-orm';
import type { CalendarFeedCreatedDto, CalendarFeedStatusDto } from '@trato/domain/dashboard/calendar';
import type { Executor } from '../../db/client.ts';
import { calendarFeeds, memberships, workspaces } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

/** The public address of a feed: the token is the only secret, so it is the URL's last segment. */
export const feedUrl = (appUrl: string, token: string): string => `${appUrl}/api/calendar/${token}.ics`;

/** A token as newToken() makes them: 43 base64url characters. Anything else is not looked up. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** POST: a new token for the caller in this workspace; an existing one is replaced (its URL dies). */
export async function rotateFeed(ctx: WorkspaceContext, appUrl: string): Promise<CalendarFeedCreatedDto> {
  const token = newToken();
  const [row] = await ctx.db
    .insert(calendarFeeds)
    .values({ workspaceId: ctx.workspaceId, userId: ctx.userId, tokenHash: sha256(token) })
    .onConflictDoUpdate({ target: [calendarFeeds.workspaceId, calendarFeeds.userId], set: { tokenHash: sha256(token), createdAt: new Date() } })
    .returning({ createdAt: calendarFeeds.createdAt });
  return { url: feedUrl(appUrl, token), created_at: row!.createdAt.toISOString() };
}

export async function feedStatus(ctx: WorkspaceContext): Promise<CalendarFeedStatusDto> {
  const [row] = await ctx.db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(inWorkspace(calendarFeeds.workspaceId, ctx.workspaceId), eq(calendarFeeds.userId, ctx.userId)))
    .limit(1);
  return { active: !!row, created_at: row?.createdAt.toISOString() ?? null };
}

export async function revokeFeed(ctx: WorkspaceContext): Promise<void> {
  await ctx.db.delete(calendarFeeds).where(and(inWorkspace(calendarFeeds.workspaceId, ctx.workspaceId), eq(calendarFeeds.userId, ctx.userId)));
}

/**
 * The feed a token opens, with its workspace's name and time zone: one statement. The owner must
 * still be a member of a workspace the operator has not disabled, else the feed is as good as revoked.
 */
export async function feedByToken(db: Executor, token: string): Promise<{ workspaceId: string; name: string; timeZone: string } | null> {
  const [row] = await db
    .select({ workspaceId: workspaces.id, name: workspaces.name, timeZone: workspaces.timeZone })
    .from(calendarFeeds)
    .innerJoin(workspaces, and(eq(workspaces.id, calendarFeeds.workspaceId), isNull(workspaces.disabledAt)))
    .innerJoin(memberships, and(eq(memberships.workspaceId, calendarFeeds.workspaceId), eq(memberships.userId, calendarFeeds.userId)))
    .where(eq(calendarFeeds.tokenHash, sha256(token)))
    .limit(1);
  return row ?? null;
}
