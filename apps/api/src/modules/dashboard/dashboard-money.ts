import { sql, type SQL } from 'drizzle-orm';
import type { DashboardMoneyDto, UpcomingPaymentDto } from '@trato/domain/dashboard/dto';
import { paymentState } from '@trato/domain/payments/overdue';
import { OWED_PORTAL_STATUSES, PIPELINE_PROPOSAL_STATUSES } from '@trato/domain/payments/receivables';

/**
 * The dashboard's money (issue 30 §3, decision 0064): what is owed (overdue apart), collected this
 * month, the open proposals' pipeline and the next payments due, as columns of the dashboard's one
 * figures statement. Each figure is the filter of the /payments list it links to, over the same rows:
 *
 * - owed        = /payments?status=pending            (payment_day_totals, owner 'project', unpaid)
 * - overdue     = /payments?status=overdue            (the same, due before today)
 * - collected   = /payments?status=paid&preset=this_month (paid, due in the workspace's month)
 * - pipeline    = /payments?status=pipeline           (payment_day_totals, owner 'proposal': DRAFT or SENT, unpaid)
 *
 * The rule of what counts is packages/domain/src/payments/receivables.ts; the SQL reads its constants.
 */

/** How many owed payments "Próximos pagos" lists. */
export const NEXT_PAYMENTS = 5;

const literals = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const OWED_OWNER = sql`p.type = 'project' and p.status in (${literals(OWED_PORTAL_STATUSES)}) and p.deleted_at is null`;

/** Per currency, the amount and the number of payments of payment_day_totals rows matching `where`. */
const totalsBy = (ws: SQL, where: SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_object('currency_code', x.currency, 'amount', x.amount, 'count', x.n) order by x.currency), '[]')
    from (select t.currency, sum(t.amount)::numeric(16,2)::text as amount, sum(t.n)::int as n
      from payment_day_totals t where t.workspace_id = ${ws} and t.n > 0 and ${where} group by t.currency) x)`;

/**
 * The money columns of the figures' json_build_object. `c` is the figures' CTE: today, month_local
 * (the first instant of the workspace's month, local time) and main_currency.
 */
export function moneyColumnsSql(ws: SQL): SQL {
  // The totals' 'project' rows are exactly the visible portals, active or finished (decision 0023).
  const owed = sql`t.owner_type = 'project' and not t.paid`;
  return sql`
      'main_currency', c.main_currency,
      'owed', ${totalsBy(ws, owed)},
      'overdue', ${totalsBy(ws, sql`${owed} and t.day < c.today`)},
      'collected_month', ${totalsBy(ws, sql`t.paid and t.day >= c.month_local::date and t.day < (c.month_local + interval '1 month')::date`)},
      'pipeline', ${totalsBy(ws, sql`t.owner_type = 'proposal' and not t.paid`)},
      -- The open proposals as the lists' tabs count them (kept counts, decision 0039).
      'pipeline_proposals', (select coalesce(sum(k.n), 0)::int from project_status_counts k
        where k.workspace_id = ${ws} and k.type = 'proposal' and k.status in (${literals(PIPELINE_PROPOSAL_STATUSES)}) and not k.trashed),
      'next_payments', (select coalesce(json_agg(json_build_object('id', x.id, 'name', x.name, 'amount', x.amount, 'amount_type', x.amount_type, 'due_at', x.due_at,
          'status', x.status, 'project', json_build_object('id', x.project_id, 'name', x.project_name), 'company', x.company) order by x.n), '[]')
        from (select pa.id, pa.name, pa.amount::numeric(16,2)::text as amount, pa.amount_type, to_char(pa.due_at at time zone 'UTC', 'YYYY-MM-DD') as due_at, pa.status,
            p.id as project_id, p.name as project_name,
            (select json_build_object('id', co.id, 'name', co.name) from companies co where co.id = p.company_id and co.workspace_id = ${ws}) as company,
            row_number() over (order by pa.due_at, pa.name, pa.id) as n
          -- Unpaid payments by due day from the (workspace, due_at) index, each owner looked up after,
          -- starting at the oldest owed day the totals know: years of paid payments before it are not walked.
          from (select pa.* from payments pa where pa.workspace_id = ${ws} and pa.status <> 'paid'
              and pa.due_at >= (select min(t.day) from payment_day_totals t where t.workspace_id = ${ws} and t.n > 0 and ${owed})::timestamp at time zone 'UTC'
            order by pa.due_at, pa.name, pa.id) pa
          join lateral (select p.id, p.name, p.company_id from projects p where p.id = pa.project_id and p.workspace_id = pa.workspace_id and ${OWED_OWNER} limit 1) p on true
          order by pa.due_at, pa.name, pa.id limit ${sql.raw(String(NEXT_PAYMENTS))}) x)`;
}

/** The column as the statement returns it: the DTO, each next payment with its stored status instead of its state. */
export type MoneyJson = Omit<DashboardMoneyDto, 'next_payments'> & {
  next_payments: (Omit<UpcomingPaymentDto, 'state'> & { status: string })[];
};

/** The figures' money columns as the DTO: each payment's state by the one rule (paymentState). */
export function toDashboardMoney(m: MoneyJson, today: string): DashboardMoneyDto {
  return {
    main_currency: m.main_currency,
    owed: m.owed,
    overdue: m.overdue,
    collected_month: m.collected_month,
    pipeline: m.pipeline,
    pipeline_proposals: m.pipeline_proposals,
    next_payments: m.next_payments.map((p) => {
      const dueAt = p.due_at ? `${p.due_at}T00:00:00.000Z` : null;
      return {
        id: p.id,
        name: p.name,
        amount: p.amount,
        amount_type: p.amount_type,
        due_at: dueAt,
        state: paymentState({ status: p.status, due_at: dueAt }, today, 'project'),
        project: p.project,
        company: p.company,
      };
    }),
  };
}
