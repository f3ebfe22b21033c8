import { and, desc, inArray, isNull, sql } from 'drizzle-orm';
import type { BillingDto, TransactionDto } from '@trato/domain/billing/dto';
import { SUBSCRIPTION_SOURCE_LABELS, SUBSCRIPTION_STATUS_LABELS, TRANSACTION_STATUS_LABELS } from '@trato/domain/billing/messages';
import { PAGE_SIZE, pageOffset } from '@trato/domain/pagination';
import { ACTIVE_STATUSES } from '@trato/domain/proposals/statuses';
import { can, type Role } from '@trato/domain/workspace/roles';
import type { BillingConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { projects, transactions } from '../../db/schema/index.ts';
import { isEarlyAdopter } from './early-adopter.ts';
import { workspacePlan, type WorkspacePlan } from './plan-of-workspace.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

type PlanRow = WorkspacePlan['plan'];
/** What serializing needs of the billing settings: the mode and the early-adopter cut-off. */
type BillingSettings = Pick<BillingConfig, 'mode' | 'earlyAdopterUntil'>;

const limitsOf = (p: PlanRow) => ({ active_proposals: p.maxActiveProposals, active_portals: p.maxActivePortals });

/** Active proposals and live active portals of a workspace, in one statement (what the limits count). */
export async function workspaceUsage(db: Executor, workspaceId: string) {
  const [row] = await db
    .select({
      proposals: sql<number>`count(*) filter (where ${projects.type} = 'proposal' and ${inArray(projects.status, [...ACTIVE_STATUSES])})::int`,
      portals: sql<number>`count(*) filter (where ${projects.type} = 'project' and ${projects.status} = 'active')::int`,
    })
    .from(projects)
    .where(and(inWorkspace(projects.workspaceId, workspaceId), isNull(projects.deletedAt)));
  return { active_proposals: Number(row?.proposals ?? 0), active_portals: Number(row?.portals ?? 0) };
}

/** GET /v1/billing: plan, limits now, subscription, usage and what the caller may do — 2 statements. */
export async function loadBilling(db: Executor, workspaceId: string, role: Role, settings: BillingSettings): Promise<BillingDto> {
  const wp = await workspacePlan(db, workspaceId);
  if (!wp) throw new Error('the free plan is missing: migrations not applied?');
  const usage = await workspaceUsage(db, workspaceId);
  return serializeBilling(wp, usage, role, settings);
}

export function serializeBilling(wp: WorkspacePlan, usage: BillingDto['usage'], role: Role, { mode, earlyAdopterUntil }: BillingSettings): BillingDto {
  const s = wp.subscription;
  const manages = mode === 'hosted' && can(role, 'billing:manage');
  const stripeSub = s?.source === 'stripe' && !!s.stripeSubscriptionId;
  const card = s?.cardLast4 ? { brand: s.cardBrand ?? 'card', last4: s.cardLast4, exp_month: s.cardExpMonth, exp_year: s.cardExpYear } : null;
  return {
    mode,
    plan: { id: wp.plan.id, name: wp.plan.name, description: wp.plan.description, is_free: wp.plan.isFree, limits: limitsOf(wp.plan) },
    limits: limitsOf(wp.effective),
    subscription: {
      status: s?.status ?? 'active',
      status_description: SUBSCRIPTION_STATUS_LABELS[s?.status ?? 'active'],
      current_period_start: (s?.currentPeriodStart ?? new Date(0)).toISOString(),
      current_period_end: s?.currentPeriodEnd?.toISOString() ?? null,
      cancel_at_period_end: s?.cancelAtPeriodEnd ?? false,
      source: s?.source ?? 'default',
      source_label: SUBSCRIPTION_SOURCE_LABELS[s?.source ?? 'default'],
      card,
    },
    usage,
    lapsed: wp.lapsed,
    is_early_adopter: isEarlyAdopter(wp.workspaceCreatedAt, earlyAdopterUntil),
    actions: {
      checkout: manages && !(stripeSub && !wp.lapsed),
      cancel: manages && stripeSub && !wp.lapsed && !s!.cancelAtPeriodEnd,
      portal: manages && !!s?.stripeCustomerId,
    },
  };
}

/** One page of the workspace's invoices, newest first: the page and the total in one statement (two past the end). */
export async function listTransactions(db: Executor, workspaceId: string, page: number) {
  const where = inWorkspace(transactions.workspaceId, workspaceId);
  const rows = await db
    .select({ row: transactions, total: sql<number>`count(*) over()::int` })
    .from(transactions)
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && page > 1) {
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(transactions).where(where);
    total = Number(c?.n ?? 0);
  }
  return { rows: rows.map((r) => serializeTransaction(r.row)), total };
}

export function serializeTransaction(t: typeof transactions.$inferSelect): TransactionDto {
  return {
    id: t.id,
    amount: t.amount,
    currency: t.currency,
    status: t.status,
    status_label: TRANSACTION_STATUS_LABELS[t.status],
    description: t.description,
    invoice_url: t.invoiceUrl,
    pdf_url: t.pdfUrl,
    period_start: t.periodStart?.toISOString() ?? null,
    period_end: t.periodEnd?.toISOString() ?? null,
    paid_at: t.paidAt?.toISOString() ?? null,
    created_at: t.createdAt.toISOString(),
  };
}
