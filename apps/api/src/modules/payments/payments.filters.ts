import { and, eq, gte, inArray, isNotNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AppliedRangeDto } from '@trato/domain/payments/dto';
import { addDays, rangeForPreset, todayIn } from '@trato/domain/payments/date-ranges';
import { OWED_PORTAL_STATUSES, PIPELINE_PROPOSAL_STATUSES } from '@trato/domain/payments/receivables';
import type { PaymentMetricsQuery } from '@trato/domain/payments/schemas';
import { companies, paymentDayTotals, payments, projects } from '../../db/schema/index.ts';
import { dayStart, visibleOwner } from './payments.scope.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

/**
 * The filters of GET /payments and /payments/metrics turned into the range and the SQL conditions:
 * `where` over payments joined to their owner and client, and `totalsWhere`, the same filter over
 * payment_day_totals (decision 0035), or null when it filters by client or proposal/portal, which
 * the totals do not keep.
 */
export type PaymentFilter = { range: AppliedRangeDto; where: SQL; totalsWhere: SQL | null };

/**
 * True when a portal's pending payment is due before today: paymentState's 'overdue'
 * (packages/domain/src/payments/overdue.ts) written in SQL, so status=overdue lists exactly the rows
 * whose `state` says overdue (decision 0062); the owner is joined. Change both or neither.
 */
export const overdueSql = (today: string) =>
  sql<boolean>`(${projects.type} = 'project' and ${payments.status} <> 'paid' and ${payments.dueAt} < ${dayStart(today).toISOString()}::timestamptz)`;

/** An owed payment: a portal's, unpaid (the domain's paymentStanding 'owed', as SQL; the owner is joined). */
export const owedSql = () =>
  and(eq(projects.type, 'project'), inArray(projects.status, [...OWED_PORTAL_STATUSES]), ne(payments.status, 'paid'))!;

/** A pipeline payment: an open proposal's, unpaid (paymentStanding 'pipeline', as SQL; the owner is joined). */
export const pipelineSql = () =>
  and(eq(projects.type, 'proposal'), inArray(projects.status, [...PIPELINE_PROPOSAL_STATUSES]), ne(payments.status, 'paid'))!;

/**
 * The range of the preset measured from today in the workspace's zone, and the conditions: due day
 * inside it (midnight-UTC days compare as instants, so the (workspace, due_at) index serves it),
 * status, client, proposal/portal, currency — always inside the visible payments of the workspace.
 */
export function paymentFilter(workspaceId: string, timeZone: string, now: Date, q: PaymentMetricsQuery): PaymentFilter {
  const today = todayIn(timeZone, now);
  const range = rangeForPreset(q.preset, today, { from: q.from ?? null, to: q.to ?? null });
  const conditions: (SQL | undefined)[] = [inWorkspace(payments.workspaceId, workspaceId), visibleOwner(workspaceId)];
  if (range?.from) conditions.push(gte(payments.dueAt, dayStart(range.from)));
  if (range?.to) conditions.push(lt(payments.dueAt, dayStart(addDays(range.to, 1))));
  if (range && (range.from || range.to)) conditions.push(isNotNull(payments.dueAt));
  if (q.status === 'paid') conditions.push(eq(payments.status, 'paid'));
  if (q.status === 'pending') conditions.push(owedSql());
  if (q.status === 'overdue') conditions.push(overdueSql(today));
  if (q.status === 'pipeline') conditions.push(pipelineSql());
  if (q.company_id) conditions.push(eq(projects.companyId, q.company_id), inWorkspace(companies.workspaceId, workspaceId));
  if (q.project_id) conditions.push(eq(payments.projectId, q.project_id));
  if (q.currency) conditions.push(eq(payments.amountType, q.currency));
  return {
    range: { preset: q.preset, from: range?.from ?? null, to: range?.to ?? null, today, time_zone: timeZone },
    where: and(...conditions)!,
    totalsWhere: q.company_id || q.project_id ? null : totalsFilter(workspaceId, range, today, q),
  };
}

const t = paymentDayTotals;

/**
 * True for a group of owed payments (owedSql over the totals: their 'project' rows are the visible
 * portals, active or finished, decision 0023).
 */
export const owedTotalsSql = () => sql<boolean>`(${t.ownerType} = 'project' and not ${t.paid})`;

/** True for a group of pipeline payments (pipelineSql over the totals: their 'proposal' rows are the open proposals, DRAFT or SENT). */
export const pipelineTotalsSql = () => sql<boolean>`(${t.ownerType} = 'proposal' and not ${t.paid})`;

/** True for a group of a portal's unpaid payments due before today (overdueSql over the totals). */
export const overdueTotalsSql = (today: string) => sql<boolean>`(${t.ownerType} = 'project' and not ${t.paid} and ${t.day} < ${today}::date)`;

/** paymentFilter's conditions over payment_day_totals: every one is a column there (days as dates). */
function totalsFilter(workspaceId: string, range: { from: string | null; to: string | null } | null, today: string, q: PaymentMetricsQuery): SQL {
  // A group all of whose payments left keeps its row at zero: it is no payment at all.
  const conditions: (SQL | undefined)[] = [inWorkspace(t.workspaceId, workspaceId), sql`${t.n} > 0`];
  if (range?.from) conditions.push(gte(t.day, range.from));
  if (range?.to) conditions.push(lte(t.day, range.to));
  if (range && (range.from || range.to)) conditions.push(isNotNull(t.day));
  if (q.status === 'paid') conditions.push(eq(t.paid, true));
  if (q.status === 'pending') conditions.push(owedTotalsSql());
  if (q.status === 'overdue') conditions.push(overdueTotalsSql(today));
  if (q.status === 'pipeline') conditions.push(pipelineTotalsSql());
  if (q.currency) conditions.push(eq(t.currency, q.currency));
  return and(...conditions)!;
}
