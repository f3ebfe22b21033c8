import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments, projects } from '../../db/schema/index.ts';
import { copyServices } from '../proposals/proposal-services.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { newSlug } from '../proposals/proposals.write.ts';

/**
 * The status a signed proposal's portal starts in: active (docs/decisions/0015), without checking
 * the plan's active-portal limit, so a client's signature never fails on the provider's plan.
 */
export const NEW_PROJECT_STATUS = 'active';

/**
 * A signed proposal becomes a project (SPEC §3): a new row of type project linked by proposal_id,
 * with the proposal's name, client, line, currency, content and a new unguessable slug, and its
 * services and payment plan copied as they were signed (payment keys and statuses kept).
 */
export async function createProjectFromProposal(tx: Executor, proposal: ProposalRow, now: Date): Promise<ProposalRow> {
  const [project] = await tx
    .insert(projects)
    .values({
      workspaceId: proposal.workspaceId,
      lineId: proposal.lineId,
      companyId: proposal.companyId,
      proposalId: proposal.id,
      createdBy: proposal.createdBy,
      type: 'project',
      status: NEW_PROJECT_STATUS,
      name: proposal.name,
      slug: newSlug(),
      request: proposal.request,
      content: proposal.content,
      cover: proposal.cover,
      currencyCode: proposal.currencyCode,
      paymentsType: proposal.paymentsType,
      paymentPlan: proposal.paymentPlan,
      formStep: proposal.formStep,
      validUntilAt: proposal.validUntilAt,
      finishedAt: now,
      acceptedAt: now,
    })
    .returning();
  const from = { workspaceId: proposal.workspaceId, projectId: proposal.id };
  const to = { workspaceId: proposal.workspaceId, projectId: project!.id };
  await copyServices(tx, from, to);
  await copyPayments(tx, from, to);
  return project!;
}

type Scope = { workspaceId: string; projectId: string };

async function copyPayments(tx: Executor, from: Scope, to: Scope): Promise<void> {
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.workspaceId, from.workspaceId), eq(payments.projectId, from.projectId)));
  if (!rows.length) return;
  await tx.insert(payments).values(rows.map(({ id: _id, createdAt: _c, updatedAt: _u, ...p }) => ({ ...p, projectId: to.projectId })));
}
