import { sql } from 'drizzle-orm';
import type { CustomerPaymentsDto } from '@trato/domain/portal/dto';
import type { PortalBankAccountDto } from '@trato/domain/payments/transfer-review';
import { ACCOUNT_TYPE_LABELS, type AccountType } from '@trato/domain/collections/schemas';
import { todayIn } from '@trato/domain/payments/date-ranges';
import { PORTAL_MESSAGES as M } from '@trato/domain/portal/messages';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { customerReaches, portalPaymentColumns, rowsOf, toPortalPayments, type PortalReader } from './portal-reader.ts';

export type CurrentProject = { id: string; workspaceId: string; name: string; currencyCode: string; paymentsType: string | null; paymentPlan: string | null; timeZone: string };

/**
 * The project a portal call is about: `project_id` when given (404 unless the reader reaches it),
 * else the first portal the reader reaches (oldest), else 404.
 */
export async function currentProject(db: Executor, reader: PortalReader, projectId: string | null): Promise<CurrentProject> {
  const result = await db.execute(sql`
    select p.id, p.workspace_id as "workspaceId", p.name, p.currency_code as "currencyCode", p.payments_type as "paymentsType", p.payment_plan as "paymentPlan",
      (select w.time_zone from workspaces w where w.id = p.workspace_id) as "timeZone"
    from projects p
    where p.workspace_id = ${reader.workspaceId} and p.type = 'project' and p.deleted_at is null
      and ${customerReaches(reader, sql`p`)} ${projectId ? sql`and p.id = ${projectId}` : sql``}
    order by p.created_at, p.id limit 1`);
  const row = rowsOf<CurrentProject>(result)[0];
  if (!row) throw notFound(M.notFound);
  return row;
}

/**
 * GET /v1/customer/payments: the project's plan with each payment's share, state on the workspace's
 * today and latest reported transfer, and the workspace's bank accounts (one statement).
 */
export async function projectPayments(db: Executor, project: CurrentProject, now: Date = new Date()): Promise<CustomerPaymentsDto> {
  // One statement: the plan (each payment with its latest transfer) and the accounts a payment can be
  // transferred to — only what a transfer needs (decision 0071).
  const result = await db.execute(sql`
    select coalesce((select json_agg(x order by x.position, x.created_at, x.id) from (
        select ${portalPaymentColumns}, pm.created_at
        from payments pm where pm.project_id = ${project.id} and pm.workspace_id = ${project.workspaceId}) x), '[]') as payments,
      coalesce((select json_agg(b order by b.created_at, b.id) from (
        select id, bank, account_type, number, holder, holder_tax_id, proof_email, currency_code, created_at
        from bank_accounts where workspace_id = ${project.workspaceId}) b), '[]') as accounts`);
  type Account = Omit<PortalBankAccountDto, 'account_type_label'> & { created_at?: string };
  const row = rowsOf<{ payments: Parameters<typeof toPortalPayments>[0]; accounts: Account[] }>(result)[0]!;
  const plan = toPortalPayments(row.payments, todayIn(project.timeZone, now));
  return {
    data: plan.payments,
    meta: {
      type: project.paymentsType === 'installments' ? 'installments' : null,
      plan: (project.paymentPlan as CustomerPaymentsDto['meta']['plan']) ?? null,
      currency_code: project.currencyCode,
      ...plan.totals,
      bank_accounts: row.accounts.map(({ created_at: _created, ...a }) => ({ ...a, account_type_label: ACCOUNT_TYPE_LABELS[a.account_type as AccountType] ?? a.account_type })),
    },
  };
}
