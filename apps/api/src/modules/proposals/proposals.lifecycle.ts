import { and, eq } from 'drizzle-orm';
import { PROPOSAL_MESSAGES } from '@trato/domain/proposals/schemas';
import { ACTIVE_STATUSES, canTransition, statusLabel, type ProposalStatus } from '@trato/domain/proposals/statuses';
import type { Executor } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { AppError, conflict, validationError } from '../../lib/errors.ts';
import { recordActivity } from './activities.ts';
import { assertRoomForActiveProposal } from './proposal-limits.ts';
import { lockProposalRow, type TrashScope } from './proposals.queries.ts';
import type { ProposalRow } from './proposals.serialize.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

const isActive = (status: string) => (ACTIVE_STATUSES as readonly string[]).includes(status);

const lockRow = (tx: Executor, ctx: WorkspaceContext, id: string, trash: TrashScope) => lockProposalRow(tx, ctx.workspaceId, id, trash);

async function save(tx: Executor, ctx: WorkspaceContext, id: string, patch: Partial<typeof projects.$inferInsert>): Promise<ProposalRow> {
  const [row] = await tx
    .update(projects)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(projects.id, id), inWorkspace(projects.workspaceId, ctx.workspaceId)))
    .returning();
  return row!;
}

/**
 * `POST /v1/proposals/{id}/status`: a staff move allowed by the transition table (409 otherwise).
 * Re-entering an active status (FILED or DECLINED → DRAFT) is checked against the plan limit like
 * finishing is (docs/decisions/0006). SENT stamps sent_at, DECLINED stamps declined_at.
 */
export async function changeStatus(ctx: WorkspaceContext, id: string, to: ProposalStatus): Promise<ProposalRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockRow(tx, ctx, id, 'live');
    const from = row.status;
    if (!canTransition(from, to, 'staff')) {
      const message = PROPOSAL_MESSAGES.transitionNotAllowed.replace('{from}', statusLabel(from)).replace('{to}', statusLabel(to));
      throw new AppError(409, 'TRANSITION_NOT_ALLOWED', message);
    }
    if (row.type === 'proposal' && isActive(to) && !isActive(from)) await assertRoomForActiveProposal(tx, ctx.workspaceId);
    const now = new Date();
    const saved = await save(tx, ctx, id, {
      status: to,
      ...(to === 'SENT' && { sentAt: now }),
      ...(to === 'DECLINED' && { declinedAt: now }),
    });
    await recordActivity(tx, { workspaceId: ctx.workspaceId, projectId: id, userId: ctx.userId, type: 'proposal.status_changed', data: { from, to } });
    return saved;
  });
}

/** `DELETE /v1/proposals/{id}`: to the trash (soft). */
export async function trashProposal(ctx: WorkspaceContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockRow(tx, ctx, id, 'live');
    await save(tx, ctx, id, { deletedAt: new Date() });
    await recordActivity(tx, { workspaceId: ctx.workspaceId, projectId: id, userId: ctx.userId, type: 'proposal.deleted' });
  });
}

/** `PUT /v1/proposal/{id}/recover`: out of the trash; an active one must fit the plan limit again. */
export async function recoverProposal(ctx: WorkspaceContext, id: string): Promise<ProposalRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockRow(tx, ctx, id, 'trashed');
    if (row.type === 'proposal' && isActive(row.status)) await assertRoomForActiveProposal(tx, ctx.workspaceId);
    const saved = await save(tx, ctx, id, { deletedAt: null });
    await recordActivity(tx, { workspaceId: ctx.workspaceId, projectId: id, userId: ctx.userId, type: 'proposal.recovered' });
    return saved;
  });
}

/** `DELETE /v1/proposals/{id}/force`: gone for good, only from the trash (409 for a live one). */
export async function forceDeleteProposal(ctx: WorkspaceContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockRow(tx, ctx, id, 'any');
    if (!row.deletedAt) throw conflict(PROPOSAL_MESSAGES.forceNotTrashed);
    // Services, payments and activities go with it (on delete cascade).
    await tx.delete(projects).where(and(eq(projects.id, id), inWorkspace(projects.workspaceId, ctx.workspaceId)));
  });
}

/**
 * `POST /v1/proposal-form/{id}/finish`: init → DRAFT with finished_at and form_step 6. Needs a
 * client and a name (422), and room in the plan (403 LIMIT_REACHED; the proposal stays saved as
 * init). A finished proposal is returned unchanged.
 */
export async function finishProposal(ctx: WorkspaceContext, id: string): Promise<ProposalRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockRow(tx, ctx, id, 'live');
    if (row.status !== 'init') return row;
    const errors: Record<string, string[]> = {};
    if (!row.companyId) errors.company_id = [PROPOSAL_MESSAGES.clientRequired];
    if (!row.name.trim()) errors.name = [PROPOSAL_MESSAGES.nameRequired];
    if (Object.keys(errors).length) throw validationError(errors);
    if (row.type === 'proposal') await assertRoomForActiveProposal(tx, ctx.workspaceId);
    const saved = await save(tx, ctx, id, { status: 'DRAFT', finishedAt: new Date(), formStep: 6 });
    await recordActivity(tx, { workspaceId: ctx.workspaceId, projectId: id, userId: ctx.userId, type: 'proposal.finished' });
    return saved;
  });
}
