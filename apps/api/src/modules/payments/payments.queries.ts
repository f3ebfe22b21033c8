import { and, asc, eq, sql } from 'drizzle-orm';
import { PAYMENTS_MESSAGES } from '@trato/domain/payments/messages';
import { PAGE_SIZE, pageOffset } from '@trato/domain/pagination';
import { todayIn } from '@trato/domain/payments/date-ranges';
import { paymentState } from '@trato/domain/payments/overdue';
import type { Executor } from '../../db/client.ts';
import { companies, paymentDayTotals, payments, projects, workspaces } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../projects/projects.queries.ts';
import type { PaymentFilter } from './payments.filters.ts';
import { visibleOwner } from './payments.scope.ts';
import type { PaymentItemRow } from './payments.serialize.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';
import { latestTransferSql, type TransferJson } from '../transfers/transfer-read.ts';
import { chargeFlagSql } from '../online-payments/charge-flag-read.ts';
import type { ChargeFlagDto } from '@trato/domain/payments/charges';

/** What one list item reads: the payment, its proposal/portal and its client, in one row. */
const itemColumns = {
  payment: payments,
  project: { id: projects.id, name: projects.name, type: projects.type, slug: projects.slug },
  company: { id: companies.id, name: companies.name, logo: companies.logo },
  // The latest reported bank transfer rides along (decision 0071): no statement per row.
  transfer: sql<TransferJson | null>`${latestTransferSql(sql`${payments.id}`, sql`${payments.workspaceId}`)}`,
  // So does its online charge flagged for the team (decision 0078), in the same statement.
  chargeFlag: chargeFlagSql(sql`${payments.id}`, sql`${payments.workspaceId}`),
};

const ownerJoin = and(eq(projects.id, payments.projectId), eq(projects.workspaceId, payments.workspaceId));

type ItemRecord = {
  payment: PaymentItemRow['payment'];
  project: PaymentItemRow['project'];
  company: { id: string | null; name: string | null; logo: string | null } | null;
  transfer: TransferJson | null;
  chargeFlag: ChargeFlagDto | null;
};

const toItem = (r: ItemRecord, today: string): PaymentItemRow => ({
  payment: r.payment,
  project: r.project,
  company: r.company?.id ? { id: r.company.id, name: r.company.name ?? '', logo: r.company.logo } : null,
  state: paymentState({ status: r.payment.status, due_at: r.payment.dueAt?.toISOString() ?? null }, today, r.project.type),
  transfer: r.transfer,
  chargeFlag: r.chargeFlag,
});

/**
 * One page of the payments, by due day (no date last), then proposal/portal and plan position, and
 * the filtered total: two statements. The page walks the (workspace, due_at) index and stops at the
 * page; a window count riding along would make every page read all the workspace's payments first
 * (10 s at 1M rows, issue 13), so the total is its own sum over payment_day_totals (decision 0035),
 * or a count of the payments when the filter names a client or a proposal/portal.
 */
export async function listPayments(db: Executor, filter: PaymentFilter, page: number): Promise<{ items: PaymentItemRow[]; total: number }> {
  const [rows, [c]] = await Promise.all([
    db
      .select(itemColumns)
      .from(payments)
      .innerJoin(projects, ownerJoin)
      .leftJoin(companies, eq(companies.id, projects.companyId))
      .where(filter.where)
      .orderBy(sql`${payments.dueAt} asc nulls last`, asc(projects.name), asc(payments.projectId), asc(payments.position), asc(payments.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    filter.totalsWhere
      ? db.select({ n: sql<number>`coalesce(sum(${paymentDayTotals.n}), 0)::int` }).from(paymentDayTotals).where(filter.totalsWhere)
      : db
          .select({ n: sql<number>`count(*)::int` })
          .from(payments)
          .innerJoin(projects, ownerJoin)
          .leftJoin(companies, eq(companies.id, projects.companyId))
          .where(filter.where),
  ]);
  return { items: rows.map((r) => toItem(r, filter.range.today)), total: c?.n ?? 0 };
}

/**
 * One visible payment of the workspace with its proposal/portal and client, "overdue" measured in
 * the workspace's zone: one statement (the zone rides along). 404 otherwise.
 */
export async function getPaymentItem(db: Executor, workspaceId: string, paymentId: string, now: Date): Promise<PaymentItemRow> {
  if (!isUuid(paymentId)) throw notFound(PAYMENTS_MESSAGES.notFound);
  // "overdue" needs today in the workspace's zone: the zone rides along in the same statement.
  const [row] = await db
    .select({ ...itemColumns, timeZone: sql<string>`(select w.time_zone from ${workspaces} w where w.id = ${payments.workspaceId})` })
    .from(payments)
    .innerJoin(projects, ownerJoin)
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .where(and(eq(payments.id, paymentId), inWorkspace(payments.workspaceId, workspaceId), visibleOwner(workspaceId)));
  if (!row) throw notFound(PAYMENTS_MESSAGES.notFound);
  return toItem(row, todayIn(row.timeZone, now));
}
