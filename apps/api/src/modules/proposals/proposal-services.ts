import { and, eq, inArray } from 'drizzle-orm';
import { PROPOSAL_MESSAGES, type ProposalServiceInput } from '@trato/domain/proposals/schemas';
import { serviceTotals } from '@trato/domain/services/totals';
import type { Executor } from '../../db/client.ts';
import { projectServices, services } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/errors.ts';
import { randomKey } from '../services/services.queries.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

type Scope = { workspaceId: string; projectId: string };

/** A random 5-character key not yet in `taken` (and then added to it). */
export function freshKey(taken: Set<string>): string {
  let key = randomKey();
  while (taken.has(key)) key = randomKey();
  taken.add(key);
  return key;
}

/** Catalogue ids must be this workspace's services; another's is refused like any invalid field. */
async function checkCatalogueIds(tx: Executor, workspaceId: string, input: readonly ProposalServiceInput[]) {
  const ids = [...new Set(input.map((s) => s.service_id).filter((v): v is string => !!v))];
  if (!ids.length) return;
  const found = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(inWorkspace(services.workspaceId, workspaceId), inArray(services.id, ids)));
  const known = new Set(found.map((f) => f.id));
  const bad = input.findIndex((s) => s.service_id && !known.has(s.service_id));
  if (bad >= 0) throw fieldError(`services.${bad}.service_id`, PROPOSAL_MESSAGES.serviceIdInvalid);
}

/** Column values of the proposal's services, totals recomputed (SPEC §5), keys filled in when empty. */
export function serviceRows(scope: Scope, input: readonly ProposalServiceInput[]): (typeof projectServices.$inferInsert)[] {
  const keys = new Set(input.map((s) => s.key).filter((k): k is string => !!k));
  return input.map((s, position) => {
    const totals = serviceTotals(s);
    const subKeys = new Set(s.subservices.map((sub) => sub.key).filter((k): k is string => !!k));
    // Subservices keep the request order; a client's `position` only sorts them.
    const subs = s.subservices
      .map((sub, i) => ({ sub, totals: totals.subservices[i]!, i }))
      .sort((a, b) => (a.sub.position ?? a.i) - (b.sub.position ?? b.i) || a.i - b.i);
    return {
      workspaceId: scope.workspaceId,
      projectId: scope.projectId,
      serviceId: s.service_id ?? null,
      key: s.key || freshKey(keys),
      name: s.name,
      description: s.description,
      type: s.type,
      quantity: totals.quantity,
      quantityType: s.quantity_type || null,
      value: totals.value,
      valueType: s.value_type || null,
      total: totals.total,
      position,
      subservices: subs.map(({ sub, totals: t }, i) => ({
        key: sub.key || freshKey(subKeys),
        name: sub.name,
        description: sub.description,
        type: sub.type,
        quantity: t.quantity,
        quantity_type: sub.quantity_type || null,
        value: t.value,
        value_type: sub.value_type || null,
        total: t.total,
        position: i,
      })),
    };
  });
}

/** Replaces the whole list of a proposal's services (inside the caller's transaction). */
export async function replaceServices(tx: Executor, scope: Scope, input: readonly ProposalServiceInput[]): Promise<void> {
  await checkCatalogueIds(tx, scope.workspaceId, input);
  await tx.delete(projectServices).where(and(inWorkspace(projectServices.workspaceId, scope.workspaceId), eq(projectServices.projectId, scope.projectId)));
  const rows = serviceRows(scope, input);
  if (rows.length) await tx.insert(projectServices).values(rows);
}

/** Copies a proposal's services to another (duplicate), keys kept: they are unique per proposal. */
export async function copyServices(tx: Executor, from: Scope, to: Scope): Promise<void> {
  const rows = await tx
    .select()
    .from(projectServices)
    .where(and(eq(projectServices.workspaceId, from.workspaceId), eq(projectServices.projectId, from.projectId)));
  if (!rows.length) return;
  await tx.insert(projectServices).values(rows.map(({ id: _id, createdAt: _c, ...r }) => ({ ...r, projectId: to.projectId })));
}
