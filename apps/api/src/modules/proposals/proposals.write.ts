import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PROPOSAL_MESSAGES, PROPOSAL_NAME_MAX, type ProposalUpdate } from '@trato/domain/proposals/schemas';
import { isEditable } from '@trato/domain/proposals/statuses';
import type { Executor } from '../../db/client.ts';
import { companies, lines, projects, projectServices, uploads, workspaces } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { appendAuditEvent } from '../audit/audit.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { recordActivity } from './activities.ts';
import { sanitizeContent } from './content-html.ts';
import { hasRoomForActiveProposal } from './proposal-limits.ts';
import { changedColumns, samePlan, sameServices } from './proposal-changes.ts';
import { copyPlanAsPending, paymentRowsOf, replacePlan, rescaleToTotal } from './proposal-payments.ts';
import { copyServices, replaceServices, serviceRows } from './proposal-services.ts';
import { getProposalRow, lockProposalRow } from './proposals.queries.ts';
import { nextQuoteNumber } from './quote-numbers.ts';
import { findUntouchedDraft } from './untouched-drafts.ts';
import type { ProposalRow } from './proposals.serialize.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

/** 18 random bytes → 24 base64url characters: the unguessable public link /p/{slug}. */
export const newSlug = (): string => randomBytes(18).toString('base64url');

const FILES_PREFIX = '/api/files/';

/**
 * Inserts with a fresh slug, retrying in the (astronomically unlikely) event of a collision. A
 * proposal (not a portal) takes the workspace's next quote number here, so every path that makes
 * one — new, duplicate, new version — numbers it the same way (decision 0080).
 */
export async function insertWithSlug(tx: Executor, values: Omit<typeof projects.$inferInsert, 'slug'>): Promise<ProposalRow> {
  const number = values.type === 'project' ? {} : await nextQuoteNumber(tx, values.workspaceId);
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await tx
        .insert(projects)
        .values({ ...values, ...number, slug: newSlug() })
        .returning();
      return row!;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 3) throw err;
    }
  }
}

async function assertLine(tx: Executor, workspaceId: string, lineId: string, message: string): Promise<void> {
  const [line] = await tx
    .select({ id: lines.id })
    .from(lines)
    .where(and(eq(lines.id, lineId), inWorkspace(lines.workspaceId, workspaceId)))
    .limit(1);
  if (!line) throw fieldError('line_id', message);
}

/**
 * `POST /v1/proposals`: an unfinished (init) proposal in one of the workspace's lines. When the
 * caller already has an untouched draft in that line it is handed back, started afresh (created
 * now, builder at step 1), with `reused` true: clicking 'Nueva cotización' ten times leaves one
 * empty draft, not ten (decision 0027).
 */
export async function createProposal(ctx: WorkspaceContext, lineId: string): Promise<{ row: ProposalRow; reused: boolean }> {
  return ctx.db.transaction(async (tx) => {
    await assertLine(tx, ctx.workspaceId, lineId, PROPOSAL_MESSAGES.lineInvalid);
    const untouched = await findUntouchedDraft(tx, ctx.workspaceId, ctx.userId, lineId);
    if (untouched) {
      const now = new Date();
      const [row] = await tx
        .update(projects)
        .set({ createdAt: now, updatedAt: now, formStep: 1 })
        .where(and(eq(projects.id, untouched.id), inWorkspace(projects.workspaceId, ctx.workspaceId)))
        .returning();
      return { row: row!, reused: true };
    }
    const [ws] = await tx
      .select({ currencyCode: workspaces.currencyCode, defaultCurrency: workspaces.defaultCurrency })
      .from(workspaces)
      .where(inWorkspace(workspaces.id, ctx.workspaceId));
    const row = await insertWithSlug(tx, {
      workspaceId: ctx.workspaceId,
      lineId,
      createdBy: ctx.userId,
      type: 'proposal',
      status: 'init',
      // Every set-up workspace has a currency; CLP only covers one that skipped the config step.
      currencyCode: ws?.currencyCode ?? ws?.defaultCurrency ?? 'CLP',
    });
    await recordActivity(tx, { workspaceId: ctx.workspaceId, projectId: row.id, userId: ctx.userId, type: 'proposal.created' });
    await appendAuditEvent(tx, { workspaceId: ctx.workspaceId, projectId: row.id, type: 'created', data: { by: ctx.user.email } });
    return { row, reused: false };
  });
}

/**
 * The stored form of a cover: an image uploaded to this workspace, given as its app path
 * (/api/files/…) or as the absolute URL of this app. Anything else is a 422.
 */
async function coverPath(tx: Executor, workspaceId: string, appUrl: string, cover: string): Promise<string> {
  const path = cover.startsWith(appUrl + FILES_PREFIX) ? cover.slice(appUrl.length) : cover;
  if (!path.startsWith(FILES_PREFIX)) throw fieldError('cover', PROPOSAL_MESSAGES.coverInvalid);
  const [upload] = await tx
    .select({ mime: uploads.mimeType })
    .from(uploads)
    .where(and(eq(uploads.key, path.slice(FILES_PREFIX.length)), inWorkspace(uploads.workspaceId, workspaceId)))
    .limit(1);
  if (!upload?.mime.startsWith('image/')) throw fieldError('cover', PROPOSAL_MESSAGES.coverInvalid);
  return path;
}

async function assertCompany(tx: Executor, workspaceId: string, companyId: string): Promise<void> {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), inWorkspace(companies.workspaceId, workspaceId)))
    .limit(1);
  if (!company) throw fieldError('company_id', PROPOSAL_MESSAGES.companyInvalid);
}

/** Grand total of a proposal's stored services. */
export async function servicesTotal(tx: Executor, workspaceId: string, projectId: string): Promise<string> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${projectServices.total}), 0)::numeric(16,2)::text` })
    .from(projectServices)
    .where(and(inWorkspace(projectServices.workspaceId, workspaceId), eq(projectServices.projectId, projectId)));
  return row?.total ?? '0.00';
}

/** The plain columns of an update, after checking the ids and the cover belong to the workspace. */
export async function columnPatch(tx: Executor, ctx: WorkspaceContext, appUrl: string, input: ProposalUpdate): Promise<Partial<typeof projects.$inferInsert>> {
  const patch: Partial<typeof projects.$inferInsert> = {};
  if (input.name !== undefined) patch.name = input.name;
  // Rich text is stored only as the inline allow-list (decision 0013): whatever reads it later is safe.
  if (input.request !== undefined) patch.request = input.request && sanitizeContent(input.request);
  if (input.content !== undefined) patch.content = input.content && sanitizeContent(input.content);
  if (input.valid_until_at !== undefined) patch.validUntilAt = input.valid_until_at;
  if (input.form_step !== undefined) patch.formStep = input.form_step;
  if (input.cover !== undefined) patch.cover = input.cover === null ? null : await coverPath(tx, ctx.workspaceId, appUrl, input.cover);
  if (input.line_id !== undefined) {
    await assertLine(tx, ctx.workspaceId, input.line_id, PROPOSAL_MESSAGES.lineInvalid);
    patch.lineId = input.line_id;
  }
  if (input.company_id !== undefined) {
    if (input.company_id !== null) await assertCompany(tx, ctx.workspaceId, input.company_id);
    patch.companyId = input.company_id;
  }
  return patch;
}

/**
 * `PUT /v1/proposals/{id}`: one transaction. Services replace the whole list (totals recomputed);
 * payments replace the plan, checked against the (new) services total; services alone rescale the
 * pending payments. A signed (ACCEPTED) proposal refuses content, services and payments (409).
 * Only what differs from the stored proposal is written: a PUT that changes nothing leaves
 * updated_at and the activity alone, and a change of form_step alone (where the builder is) is not
 * an edit either (decision 0027).
 */
export async function updateProposal(ctx: WorkspaceContext, id: string, input: ProposalUpdate, appUrl: string): Promise<ProposalRow> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockProposalRow(tx, ctx.workspaceId, id);
    const touchesLocked = input.content !== undefined || input.services !== undefined || input.payments !== undefined;
    if (touchesLocked && !isEditable(current.status)) throw new AppError(409, 'PROPOSAL_LOCKED', PROPOSAL_MESSAGES.locked);

    const patch = changedColumns(await columnPatch(tx, ctx, appUrl, input), current);
    const scope = { workspaceId: ctx.workspaceId, projectId: id };
    const servicesChanged = input.services !== undefined && !(await servicesUnchanged(tx, scope, input.services));
    if (servicesChanged) await replaceServices(tx, scope, input.services!);
    const planChanged = input.payments !== undefined && (servicesChanged || !samePlan(input.payments, current, await paymentRowsOf(tx, scope)));
    if (planChanged) {
      await replacePlan(tx, scope, current.currencyCode, await servicesTotal(tx, ctx.workspaceId, id), input.payments!);
    } else if (servicesChanged) {
      await rescaleToTotal(tx, scope, current.currencyCode, await servicesTotal(tx, ctx.workspaceId, id));
    }
    const edited = servicesChanged || planChanged || Object.keys(patch).some((column) => column !== 'formStep');
    if (!edited && patch.formStep === undefined) return current;
    await tx
      .update(projects)
      // updated_at is set either way: the column's own $onUpdate would otherwise stamp a step change.
      .set({ ...patch, updatedAt: edited ? new Date() : current.updatedAt })
      .where(and(eq(projects.id, id), inWorkspace(projects.workspaceId, ctx.workspaceId)));
    if (edited) await recordActivity(tx, { workspaceId: ctx.workspaceId, projectId: id, userId: ctx.userId, type: 'proposal.updated' });
    return getProposalRow(tx, ctx.workspaceId, id);
  });
}

/** Whether the services sent are exactly the stored ones (keys included: a missing key is a new service). */
async function servicesUnchanged(tx: Executor, scope: { workspaceId: string; projectId: string }, input: ProposalUpdate['services'] & object): Promise<boolean> {
  if (input.some((s) => !s.key || s.subservices.some((sub) => !sub.key))) return false;
  const stored = await tx
    .select()
    .from(projectServices)
    .where(and(inWorkspace(projectServices.workspaceId, scope.workspaceId), eq(projectServices.projectId, scope.projectId)));
  return sameServices(serviceRows(scope, input), stored);
}

/** The copy's name: the source's + ' (copia)', kept within the name's limit. */
export function copyName(name: string): string {
  const base = name.trim() || 'Sin título';
  return base.slice(0, PROPOSAL_NAME_MAX - PROPOSAL_MESSAGES.copySuffix.length) + PROPOSAL_MESSAGES.copySuffix;
}

/**
 * `POST /v1/proposal/{id}/duplicate`: content, request, cover, line, client, services and the plan
 * (all pending, new keys) — never its status history, signatures or dates. A finished source gives
 * a DRAFT, unless the plan's active-proposal limit is reached: then the copy is saved unfinished
 * (init) and finishing it later shows the limit, so duplicating never sidesteps the plan.
 */
export async function duplicateProposal(ctx: WorkspaceContext, id: string): Promise<ProposalRow> {
  return ctx.db.transaction(async (tx) => {
    const source = await getProposalRow(tx, ctx.workspaceId, id);
    const finished = source.status !== 'init' && (await hasRoomForActiveProposal(tx, ctx.workspaceId));
    const copy = await insertWithSlug(tx, {
      workspaceId: ctx.workspaceId,
      lineId: source.lineId,
      companyId: source.companyId,
      createdBy: ctx.userId,
      type: source.type,
      status: finished ? 'DRAFT' : 'init',
      name: copyName(source.name),
      // Cleaned again: the source may have been stored before writes were sanitised.
      request: source.request && sanitizeContent(source.request),
      content: source.content && sanitizeContent(source.content),
      cover: source.cover,
      currencyCode: source.currencyCode,
      paymentsType: source.paymentsType,
      paymentPlan: source.paymentPlan,
      formStep: finished ? 6 : Math.min(source.formStep, 5),
      validUntilAt: source.validUntilAt,
      finishedAt: finished ? new Date() : null,
    });
    const from = { workspaceId: ctx.workspaceId, projectId: source.id };
    const to = { workspaceId: ctx.workspaceId, projectId: copy.id };
    await copyServices(tx, from, to);
    await copyPlanAsPending(tx, from, to);
    await recordActivity(tx, { workspaceId: ctx.workspaceId, projectId: copy.id, userId: ctx.userId, type: 'proposal.duplicated', data: { from: source.id } });
    await appendAuditEvent(tx, { workspaceId: ctx.workspaceId, projectId: copy.id, type: 'created', data: { by: ctx.user.email, from: source.id } });
    return copy;
  });
}
