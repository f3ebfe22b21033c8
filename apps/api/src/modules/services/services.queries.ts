import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ServiceInput } from '@trato/domain/services/schemas';
import { serviceTotals } from '@trato/domain/services/totals';
import type { Executor } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { lines, serviceLines, services, subservices } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { inWorkspace, inWorkspaceRaw } from '../../db/workspace-filter.ts';

export const PAGE_SIZE = 10;

export type ServiceRow = typeof services.$inferSelect;
export type SubserviceRow = typeof subservices.$inferSelect;
export type LineRef = Pick<typeof lines.$inferSelect, 'id' | 'name' | 'slug' | 'color' | 'badgeColor'>;
const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A random 5-character key for a subservice (SPEC §3). */
export function randomKey(): string {
  return Array.from(randomBytes(5), (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

/** A subservice as a service read carries it (what serializeSubservice needs). */
export type SubserviceItem = Pick<SubserviceRow, 'id' | 'name' | 'description' | 'type' | 'quantity' | 'quantityType' | 'value' | 'valueType' | 'total' | 'key' | 'position'>;
export type FullService = ServiceRow & { subservices: SubserviceItem[]; lines: LineRef[] };

/**
 * A service's subservices (position order) and lines (name order) as JSON columns of the service's
 * own row, so a page of services is one statement whatever its size. Numerics travel as text, as
 * the driver gives the numeric columns themselves.
 */
const childColumns = (workspaceId: string) => ({
  subservices: sql<SubserviceItem[]>`(select coalesce(json_agg(json_build_object(
      'id', s.id, 'name', s.name, 'description', s.description, 'type', s.type, 'quantity', s.quantity::text,
      'quantityType', s.quantity_type, 'value', s.value::text, 'valueType', s.value_type, 'total', s.total::text,
      'key', s.key, 'position', s.position) order by s.position, s.id), '[]'::json)
    from ${subservices} s where s.service_id = ${qualified(services.id)} and ${inWorkspaceRaw('s', workspaceId)})`,
  lines: sql<LineRef[]>`(select coalesce(json_agg(json_build_object(
      'id', l.id, 'name', l.name, 'slug', l.slug, 'color', l.color, 'badgeColor', l.badge_color) order by l.name), '[]'::json)
    from ${serviceLines} sl join ${lines} l on l.id = sl.line_id and ${inWorkspaceRaw('l', workspaceId)}
    where sl.service_id = ${qualified(services.id)} and ${inWorkspaceRaw('sl', workspaceId)})`,
});

/** Accent- and case-insensitive name filter through the search_key index (migration 0003). */
const nameMatches = (query: string): SQL => {
  const literal = query.replace(/[\\%_]/g, '\\$&'); // % and _ are text here, not wildcards
  return sql`search_key(${services.name}) like '%' || search_key(${literal}) || '%'`;
};

/**
 * One page of the workspace's services, newest first, and how many there are in all: one statement
 * (the total rides along as a window count), plus a count only when the page is past the end.
 */
export async function listServices(ctx: WorkspaceContext, opts: { page: number; query?: string }): Promise<{ rows: FullService[]; total: number }> {
  const where = and(inWorkspace(services.workspaceId, ctx.workspaceId), opts.query ? nameMatches(opts.query) : undefined);
  const found = await ctx.db
    .select({ row: services, ...childColumns(ctx.workspaceId), fullCount: sql<number>`count(*) over()::int` })
    .from(services)
    .where(where)
    .orderBy(desc(services.createdAt), desc(services.id))
    .limit(PAGE_SIZE)
    .offset((opts.page - 1) * PAGE_SIZE);
  let total = found[0]?.fullCount ?? 0;
  if (!found.length && opts.page > 1) {
    const [counted] = await ctx.db.select({ n: count() }).from(services).where(where);
    total = counted?.n ?? 0;
  }
  return { rows: found.map(({ row, subservices: subs, lines: refs }) => ({ ...row, subservices: subs, lines: refs })), total };
}

/** One service with its subservices and lines, in one statement. */
export async function findService(ctx: WorkspaceContext, id: string): Promise<FullService | null> {
  const [found] = await ctx.db
    .select({ row: services, ...childColumns(ctx.workspaceId) })
    .from(services)
    .where(and(eq(services.id, id), inWorkspace(services.workspaceId, ctx.workspaceId)))
    .limit(1);
  return found ? { ...found.row, subservices: found.subservices, lines: found.lines } : null;
}

/** The given line ids must all be this workspace's lines; any other is a 422 on `lines`. */
async function checkLines(tx: Executor, ctx: WorkspaceContext, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await tx
    .select({ id: lines.id })
    .from(lines)
    .where(and(inWorkspace(lines.workspaceId, ctx.workspaceId), inArray(lines.id, unique)));
  if (found.length !== unique.length) throw fieldError('lines', 'Elige líneas de negocio de la lista.');
  return unique;
}

/** Column values of a service from validated input, with totals recomputed here (SPEC §5). */
function serviceValues(input: ServiceInput) {
  const totals = serviceTotals(input);
  return {
    values: {
      name: input.name,
      description: input.description,
      type: input.type,
      quantity: totals.quantity,
      quantityType: input.quantity_type || null,
      value: totals.value,
      valueType: input.value_type || null,
      total: totals.total,
      isPublic: input.is_public,
      preload: input.preload,
    },
    subTotals: totals.subservices,
  };
}

/** Writes the subservices of a service in the given order, replacing the old set. */
async function replaceChildren(tx: Executor, ctx: WorkspaceContext, serviceId: string, input: ServiceInput, subTotals: ReturnType<typeof serviceValues>['subTotals'], lineIds: string[]) {
  const old = await tx
    .select({ id: subservices.id, key: subservices.key })
    .from(subservices)
    .where(and(eq(subservices.serviceId, serviceId), inWorkspace(subservices.workspaceId, ctx.workspaceId)));
  const oldKeys = new Map(old.map((o) => [o.id, o.key]));
  for (const sub of input.subservices) {
    if (sub.id && !oldKeys.has(sub.id)) throw fieldError('subservices', 'Uno de los subservicios no pertenece a este servicio.');
  }
  await tx.delete(subservices).where(and(eq(subservices.serviceId, serviceId), inWorkspace(subservices.workspaceId, ctx.workspaceId)));
  // Position is the order in the request: a client's `position` only sorts, gaps and ties resolved here.
  const ordered = input.subservices
    .map((sub, i) => ({ sub, totals: subTotals[i]!, i }))
    .sort((a, b) => (a.sub.position ?? a.i) - (b.sub.position ?? b.i) || a.i - b.i);
  if (ordered.length > 0) {
    await tx.insert(subservices).values(
      ordered.map(({ sub, totals }, position) => ({
        ...(sub.id && { id: sub.id }),
        workspaceId: ctx.workspaceId,
        serviceId,
        name: sub.name,
        description: sub.description,
        type: sub.type,
        quantity: totals.quantity,
        quantityType: sub.quantity_type || null,
        value: totals.value,
        valueType: sub.value_type || null,
        total: totals.total,
        key: (sub.id && oldKeys.get(sub.id)) || randomKey(),
        position,
      })),
    );
  }
  await tx.delete(serviceLines).where(and(eq(serviceLines.serviceId, serviceId), inWorkspace(serviceLines.workspaceId, ctx.workspaceId)));
  if (lineIds.length > 0) await tx.insert(serviceLines).values(lineIds.map((lineId) => ({ workspaceId: ctx.workspaceId, serviceId, lineId })));
}

export async function createService(ctx: WorkspaceContext, input: ServiceInput): Promise<FullService> {
  const id = await ctx.db.transaction(async (tx) => {
    const lineIds = await checkLines(tx, ctx, input.lines);
    // Subservice ids only make sense on update; a new service gets new ones.
    const clean = { ...input, subservices: input.subservices.map(({ id: _id, ...s }) => s) };
    const { values, subTotals } = serviceValues(clean);
    const [row] = await tx.insert(services).values({ ...values, workspaceId: ctx.workspaceId }).returning({ id: services.id });
    await replaceChildren(tx, ctx, row!.id, clean, subTotals, lineIds);
    return row!.id;
  });
  return (await findService(ctx, id))!;
}

export async function updateService(ctx: WorkspaceContext, id: string, input: ServiceInput): Promise<FullService> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.id, id), inWorkspace(services.workspaceId, ctx.workspaceId)))
      .for('update');
    if (!row) throw notFound();
    const lineIds = await checkLines(tx, ctx, input.lines);
    const { values, subTotals } = serviceValues(input);
    await tx.update(services).set({ ...values, updatedAt: new Date() }).where(and(eq(services.id, id), inWorkspace(services.workspaceId, ctx.workspaceId)));
    await replaceChildren(tx, ctx, id, input, subTotals, lineIds);
  });
  return (await findService(ctx, id))!;
}

export async function deleteService(ctx: WorkspaceContext, id: string): Promise<boolean> {
  const deleted = await ctx.db
    .delete(services)
    .where(and(eq(services.id, id), inWorkspace(services.workspaceId, ctx.workspaceId)))
    .returning({ id: services.id });
  return deleted.length > 0;
}
