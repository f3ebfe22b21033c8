import { and, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AppliedRangeDto } from '@trato/domain/payments/dto';
import { addDays, rangeForPreset, todayIn } from '@trato/domain/payments/date-ranges';
import type { PaymentMetricsQuery } from '@trato/domain/payments/schemas';
import { companies, payments, projects } from '../../db/schema/index.ts';
import { dayStart, visibleOwner } from './payments.scope.ts';

/** The filters of GET /payments and /payments/metrics turned into the range and the SQL conditions. */
export type PaymentFilter = { range: AppliedRangeDto; where: SQL };

/** True when a portal's pending payment is due before today (the domain's isOverdue, as SQL; the owner is joined). */
export const overdueSql = (today: string) =>
  sql<boolean>`(${projects.type} = 'project' and ${payments.status} <> 'paid' and ${payments.dueAt} < ${dayStart(today).toISOString()}::timestamptz)`;

/**
 * The range of the preset measured from today in the workspace's zone, and the conditions: due day
 * inside it (midnight-UTC days compare as instants, so the (workspace, due_at) index serves it),
 * status, client, proposal/portal, currency — always inside the visible payments of the workspace.
 */
export function paymentFilter(workspaceId: string, timeZone: string, now: Date, q: PaymentMetricsQuery): PaymentFilter {
  const today = todayIn(timeZone, now);
  const range = rangeForPreset(q.preset, today, { from: q.from ?? null, to: q.to ?? null });
  const conditions: (SQL | undefined)[] = [eq(payments.workspaceId, workspaceId), visibleOwner(workspaceId)];
  if (range?.from) conditions.push(gte(payments.dueAt, dayStart(range.from)));
  if (range?.to) conditions.push(lt(payments.dueAt, dayStart(addDays(range.to, 1))));
  if (range && (range.from || range.to)) conditions.push(isNotNull(payments.dueAt));
  if (q.status === 'paid') conditions.push(eq(payments.status, 'paid'));
  if (q.status === 'pending') conditions.push(sql`${payments.status} <> 'paid'`);
  if (q.status === 'overdue') conditions.push(overdueSql(today));
  if (q.company_id) conditions.push(eq(projects.companyId, q.company_id), eq(companies.workspaceId, workspaceId));
  if (q.project_id) conditions.push(eq(payments.projectId, q.project_id));
  if (q.currency) conditions.push(eq(payments.amountType, q.currency));
  return {
    range: { preset: q.preset, from: range?.from ?? null, to: range?.to ?? null, today, time_zone: timeZone },
    where: and(...conditions)!,
  };
}
