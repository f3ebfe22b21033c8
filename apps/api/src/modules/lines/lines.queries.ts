import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { lineColors, lineSlug, uniqueSlug } from '@trato/domain/lines/schemas';
import type { Executor } from '../../db/client.ts';
import { lines } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { notFound } from '../../lib/errors.ts';
import type { LineRow } from './serialize.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listLines(ctx: WorkspaceContext): Promise<LineRow[]> {
  return ctx.db.select().from(lines).where(inWorkspace(lines.workspaceId, ctx.workspaceId)).orderBy(asc(lines.createdAt), asc(lines.name), asc(lines.id));
}

/** One of the caller's lines by id or slug; anything else (another workspace's too) is a 404. */
export async function findLine(ctx: WorkspaceContext, idOrSlug: string): Promise<LineRow> {
  const key = idOrSlug.trim().toLowerCase();
  const match = UUID.test(key) ? sql`(${lines.id} = ${key}::uuid or ${lines.slug} = ${key})` : eq(lines.slug, key);
  const [row] = await ctx.db
    .select()
    .from(lines)
    .where(and(inWorkspace(lines.workspaceId, ctx.workspaceId), match))
    .limit(1);
  if (!row) throw notFound('No encontramos esa línea de negocio.');
  return row;
}

/** A slug for `name` free in the workspace (`base`, `base-2`…), ignoring the line `exceptId`. */
async function freeSlug(db: Executor, workspaceId: string, name: string, exceptId?: string): Promise<string> {
  const base = lineSlug(name);
  const taken = await db
    .select({ slug: lines.slug })
    .from(lines)
    .where(
      and(
        inWorkspace(lines.workspaceId, workspaceId),
        sql`(${lines.slug} = ${base} or ${lines.slug} like ${base + '-%'})`,
        exceptId ? ne(lines.id, exceptId) : undefined,
      ),
    );
  return uniqueSlug(
    base,
    taken.map((t) => t.slug),
  );
}

/** Retries when a concurrent request took the same slug between the check and the write. */
async function withSlugRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}

export async function createLine(ctx: WorkspaceContext, name: string): Promise<LineRow> {
  return withSlugRetry(async () => {
    const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(lines).where(inWorkspace(lines.workspaceId, ctx.workspaceId));
    const slug = await freeSlug(ctx.db, ctx.workspaceId, name);
    const [row] = await ctx.db
      .insert(lines)
      .values({ workspaceId: ctx.workspaceId, name, slug, ...lineColors(n) })
      .returning();
    return row!;
  });
}

/** Renames a line; the slug follows the name (kept when it already fits, e.g. `web-2` for 'Web'). */
export async function renameLine(ctx: WorkspaceContext, idOrSlug: string, name: string): Promise<LineRow> {
  const line = await findLine(ctx, idOrSlug);
  const base = lineSlug(name);
  const fits = line.slug === base || new RegExp(`^${base}-\\d+$`).test(line.slug);
  return withSlugRetry(async () => {
    const slug = fits ? line.slug : await freeSlug(ctx.db, ctx.workspaceId, name, line.id);
    const [row] = await ctx.db
      .update(lines)
      .set({ name, slug })
      .where(and(eq(lines.id, line.id), inWorkspace(lines.workspaceId, ctx.workspaceId)))
      .returning();
    if (!row) throw notFound('No encontramos esa línea de negocio.');
    return row;
  });
}
