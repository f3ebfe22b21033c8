import { and, eq } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '@trato/domain/projects/messages';
import type { ProjectUpdate } from '@trato/domain/projects/schemas';
import type { ProposalPaymentsInput } from '@trato/domain/proposals/schemas';
import { projects, workspaces } from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { recordActivity } from '../proposals/activities.ts';
import { copyPlanAsPending, paymentRowsOf, replacePlan, rescaleToTotal } from '../proposals/proposal-payments.ts';
import { settlePlanReceipts } from '../receipts/receipts.issue.ts';
import { copyServices, replaceServices } from '../proposals/proposal-services.ts';
import { columnPatch, copyName, insertWithSlug, servicesTotal } from '../proposals/proposals.write.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { getProjectRow, lockProjectRow } from './projects.queries.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

type Scope = { workspaceId: string; projectId: string };

/**
 * `POST /v1/projects` (`status=init&type=project`): a portal in set-up with no proposal, in the
 * workspace's currency; line, client and name optional (the wizard fills them in).
 */
export async function createProject(ctx: WorkspaceContext, appUrl: string, input: { line_id?: string | null; company_id?: string | null; name?: string }): Promise<ProposalRow> {
  return ctx.db.transaction(async (tx) => {
    const patch = await columnPatch(tx, ctx, appUrl, { cover: undefined, line_id: input.line_id ?? undefined, company_id: input.company_id ?? undefined, name: input.name });
    const [ws] = await tx
      .select({ currencyCode: workspaces.currencyCode, defaultCurrency: workspaces.defaultCurrency })
      .from(workspaces)
      .where(inWorkspace(workspaces.id, ctx.workspaceId));
    const row = await insertWithSlug(tx, {
      ...patch,
      workspaceId: ctx.workspaceId,
      createdBy: ctx.userId,
      type: 'project',
      status: 'init',
      currencyCode: ws?.currencyCode ?? ws?.defaultCurrency ?? 'CLP',
    });
    await recordActivity(tx, { workspaceId: ctx.workspaceId, projectId: row.id, userId: ctx.userId, type: 'project.created' });
    return row;
  });
}

const sameDue = (a: Date | null, b: string | null) => (a === null || b === null ? a === null && b === null : a.getTime() === Date.parse(b));
const sameCents = (a: string, b: string) => Number(a) === Number(b);

/**
 * A paid payment is frozen on a portal: a plan sent with one of them removed, or still paid with
 * its name, amount or due date changed, is refused whole with 409 (un-mark it first). The builder's own
 * rules (payments/check.ts) then check the rest.
 */
async function assertPaidUntouched(tx: Executor, scope: Scope, input: ProposalPaymentsInput): Promise<Awaited<ReturnType<typeof paymentRowsOf>>> {
  const stored = await paymentRowsOf(tx, scope);
  for (const paid of stored.filter((p) => p.status === 'paid')) {
    const sent = input.payments.find((p) => (p.id ? p.id === paid.id : p.key === paid.key));
    // Turning it back to pending is the one allowed edit (as in the builder, payments/check.ts).
    const changed = !sent || (sent.status === 'paid' && (sent.name.trim() !== paid.name || !sameCents(sent.amount, paid.amount) || !sameDue(paid.dueAt, sent.due_at)));
    if (changed) throw new AppError(409, 'PAYMENT_PAID', PROJECT_MESSAGES.paidFrozen);
  }
  return stored;
}

/**
 * `PUT /v1/projects/{id}`: the builder's update (proposals.write.ts columnPatch, services, payments)
 * for a portal, in one transaction, plus the frozen paid payments.
 */
export async function updateProject(ctx: WorkspaceContext, id: string, input: ProjectUpdate, appUrl: string): Promise<ProposalRow> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockProjectRow(tx, ctx.workspaceId, id);
    const scope = { workspaceId: ctx.workspaceId, projectId: id };
    const before = input.payments !== undefined ? await assertPaidUntouched(tx, scope, input.payments) : null;
    const patch = await columnPatch(tx, ctx, appUrl, { ...input, request: undefined, valid_until_at: undefined });
    if (input.services !== undefined) await replaceServices(tx, scope, input.services);
    if (input.payments !== undefined) {
      await replacePlan(tx, scope, current.currencyCode, await servicesTotal(tx, ctx.workspaceId, id), input.payments);
      // A payment paid or unmarked by this save gets its receipt issued or voided (decision 0072).
      await settlePlanReceipts(tx, { ...scope, appUrl }, before ?? [], await paymentRowsOf(tx, scope));
    } else if (input.services !== undefined) {
      await rescaleToTotal(tx, scope, current.currencyCode, await servicesTotal(tx, ctx.workspaceId, id));
    }
    await tx
      .update(projects)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(projects.id, id), inWorkspace(projects.workspaceId, ctx.workspaceId)));
    await recordActivity(tx, { workspaceId: ctx.workspaceId, projectId: id, userId: ctx.userId, type: 'project.updated' });
    return getProjectRow(tx, ctx.workspaceId, id);
  });
}

/**
 * `POST /v1/projects/{id}/duplicate`: name + ' (copia)', content, cover, line, client, services and
 * the plan (all pending, new keys); starts in set-up (init), so a copy never sidesteps the limit.
 * Stages, files, comments and customers with access stay with the original.
 */
export async function duplicateProject(ctx: WorkspaceContext, id: string): Promise<ProposalRow> {
  return ctx.db.transaction(async (tx) => {
    const source = await getProjectRow(tx, ctx.workspaceId, id);
    const copy = await insertWithSlug(tx, {
      workspaceId: ctx.workspaceId,
      lineId: source.lineId,
      companyId: source.companyId,
      createdBy: ctx.userId,
      type: 'project',
      status: 'init',
      name: copyName(source.name),
      content: source.content,
      cover: source.cover,
      currencyCode: source.currencyCode,
      paymentsType: source.paymentsType,
      paymentPlan: source.paymentPlan,
      formStep: 1,
    });
    const from = { workspaceId: ctx.workspaceId, projectId: source.id };
    const to = { workspaceId: ctx.workspaceId, projectId: copy.id };
    await copyServices(tx, from, to);
    await copyPlanAsPending(tx, from, to);
    await recordActivity(tx, { workspaceId: ctx.workspaceId, projectId: copy.id, userId: ctx.userId, type: 'project.duplicated', data: { from: source.id } });
    return copy;
  });
}
