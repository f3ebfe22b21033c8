import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ServiceInput } from '@trato/domain/services/schemas';
import { serviceTotals } from '@trato/domain/services/totals';
import type { Executor } from '../../db/client.ts';
import { lines, serviceLines, services, subservices } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';

export const PAGE_SIZE = 10;

export type ServiceRow = typeof services.$inferSelect;
export type SubserviceRow = typeof subservices.$inferSelect;
export type LineRef = Pick<typeof lines.$inferSelect, 'id' | 'name' | 'slug' | 'color' | 'badgeColor'>;
export type FullService = ServiceRow & { subservices: SubserviceRow[]; lines: LineRef[] };

const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A random 5-character key for a subservice (SPEC §3). */
export function randomKey(): string {
  return Array.from(randomBytes(5), (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

/** Subservices and lines of the given services, attached in position order. */
async function withChildren(ctx: WorkspaceContext, rows: ServiceRow[]): Promise<FullService[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const subs = await ctx.db
    .select()
    .from(subservices)
    .where(and(eq(subservices.workspaceId, ctx.workspaceId), inArray(subservices.serviceId, ids)))
    .orderBy(asc(subservices.position), asc(subservices.id));
  const links = await ctx.db
    .select({ serviceId: serviceLines.serviceId, id: lines.id, name: lines.name, slug: lines.slug, color: lines.color, badgeColor: lines.badgeColor })
    .from(serviceLines)
    .innerJoin(lines, and(eq(lines.id, serviceLines.lineId), eq(lines.workspaceId, ctx.workspaceId)))
    .where(and(eq(serviceLines.workspaceId, ctx.workspaceId), inArray(serviceLines.serviceId, ids)))
    .orderBy(asc(lines.name));
  return rows.map((r) => ({
    ...r,
    subservices: subs.filter((s) => s.serviceId === r.id),
    lines: links.filter((l) => l.serviceId === r.id).map(({ serviceId: _s, ...line }) => line),
  }));
}

/** Accent- and case-insensitive name filter through the search_key index (migration 0003). */
const nameMatches = (query: string): SQL => {
  const literal = query.replace(/[\\%_]/g, '\\$&'); // % and _ are text here, not wildcards
  return sql`search_key(${services.name}) like '%' || search_key(${literal}) || '%'`;
};

/** One page of the workspace's services, newest first, and how many there are in all. */
export async function listServices(ctx: WorkspaceContext, opts: { page: number; query?: string }): Promise<{ rows: FullService[]; total: number }> {
  const where = and(eq(services.workspaceId, ctx.workspaceId), opts.query ? nameMatches(opts.query) : undefined);
  const [counted] = await ctx.db.select({ n: count() }).from(services).where(where);
  const rows = await ctx.db
    .select()
    .from(services)
    .where(where)
    .orderBy(desc(services.createdAt), desc(services.id))
    .limit(PAGE_SIZE)
    .offset((opts.page - 1) * PAGE_SIZE);
  return { rows: await withChildren(ctx, rows), total: counted?.n ?? 0 };
}

export async function findService(ctx: WorkspaceContext, id: string): Promise<FullService | null> {
  const [row] = await ctx.db.select().from(services).where(and(eq(services.id, id), eq(services.workspaceId, ctx.workspaceId))).limit(1);
  if (!row) return null;
  const [full] = await withChildren(ctx, [row]);
  return full ?? null;
}

/** The given line ids must all be this workspace's lines; any other is a 422 on `lines`. */
async function checkLines(tx: Executor, ctx: WorkspaceContext, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await tx
    .select({ id: lines.id })
    .from(lines)
    .where(and(eq(lines.workspaceId, ctx.workspaceId), inArray(lines.id, unique)));
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
    .where(and(eq(subservices.serviceId, serviceId), eq(subservices.workspaceId, ctx.workspaceId)));
  const oldKeys = new Map(old.map((o) => [o.id, o.key]));
  for (const sub of input.subservices) {
    if (sub.id && !oldKeys.has(sub.id)) throw fieldError('subservices', 'Uno de los subservicios no pertenece a este servicio.');
  }
  await tx.delete(subservices).where(and(eq(subservices.serviceId, serviceId), eq(subservices.workspaceId, ctx.workspaceId)));
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
  await tx.delete(serviceLines).where(and(eq(serviceLines.serviceId, serviceId), eq(serviceLines.workspaceId, ctx.workspaceId)));
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
      .where(and(eq(services.id, id), eq(services.workspaceId, ctx.workspaceId)))
      .for('update');
    if (!row) throw notFound();
    const lineIds = await checkLines(tx, ctx, input.lines);
    const { values, subTotals } = serviceValues(input);
    await tx.update(services).set({ ...values, updatedAt: new Date() }).where(and(eq(services.id, id), eq(services.workspaceId, ctx.workspaceId)));
    await replaceChildren(tx, ctx, id, input, subTotals, lineIds);
  });
  return (await findService(ctx, id))!;
}

export async function deleteService(ctx: WorkspaceContext, id: string): Promise<boolean> {
  const deleted = await ctx.db
    .delete(services)
    .where(and(eq(services.id, id), eq(services.workspaceId, ctx.workspaceId)))
    .returning({ id: services.id });
  return deleted.length > 0;
}
